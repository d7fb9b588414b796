import type { LeaderSlug } from './leaders';

const DASHBOARD = '/dashboard';
const ADMIN_GALLERY = `${DASHBOARD}/gallery`;
const ADMIN_CHAPLAINCY = `${DASHBOARD}/chaplency`;

/**
 * Every route of the specification (section 2) in one typed map: links, menus, the route tables
 * and the server's page hints never spell a URL twice. Pure data, so the server imports it too.
 */
export const paths = {
  home: '/',
  gallery: '/gallery',
  book: '/book',
  // Spelt so in the specification's URL and link text.
  chaplaincy: '/chaplency',
  calendar: '/calendar',
  summit: '/summit',
  login: '/admin-login',
  admin: {
    root: DASHBOARD,
    dashboard: `${DASHBOARD}/dashboard`,
    /** The Gallery group's screens sit under this prefix. */
    gallery: ADMIN_GALLERY,
    media: `${ADMIN_GALLERY}/media`,
    announcements: `${ADMIN_GALLERY}/announcements`,
    /** The Chaplency group's screens sit under this prefix. */
    chaplaincy: ADMIN_CHAPLAINCY,
    leaders: (slug: LeaderSlug) => `${ADMIN_CHAPLAINCY}/${slug}`,
    /** The route pattern that `leaders(slug)` fills in. */
    leadersRoute: `${ADMIN_CHAPLAINCY}/:slug`,
    leadersOverview: `${ADMIN_CHAPLAINCY}/leaders`,
    book: `${DASHBOARD}/book-of-the-year`,
    calendar: `${DASHBOARD}/annual-calendar`,
    summit: `${DASHBOARD}/summit`,
    messages: `${DASHBOARD}/messages`,
    settings: `${DASHBOARD}/settings`,
  },
  /** Top-level admin routes of the specification's route table, guarded like /dashboard/*. */
  topLevelAdmin: {
    settings: '/settings',
    adminAnnouncements: '/AdminAnnouncements',
    announcements: '/announcements',
  },
} as const;
