import type { LeaderSlug } from './leaders';

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
    root: '/dashboard',
    dashboard: '/dashboard/dashboard',
    /** The Gallery group's screens sit under this prefix. */
    gallery: '/dashboard/gallery',
    media: '/dashboard/gallery/media',
    announcements: '/dashboard/gallery/announcements',
    /** The Chaplency group's screens sit under this prefix. */
    chaplaincy: '/dashboard/chaplency',
    leaders: (slug: LeaderSlug) => `/dashboard/chaplency/${slug}`,
    /** The route pattern that `leaders(slug)` fills in. */
    leadersRoute: '/dashboard/chaplency/:slug',
    leadersOverview: '/dashboard/chaplency/leaders',
    book: '/dashboard/book-of-the-year',
    calendar: '/dashboard/annual-calendar',
    summit: '/dashboard/summit',
    messages: '/dashboard/messages',
    settings: '/dashboard/settings',
  },
  /** Top-level admin routes of the specification's route table, guarded like /dashboard/*. */
  topLevelAdmin: {
    settings: '/settings',
    adminAnnouncements: '/AdminAnnouncements',
    announcements: '/announcements',
  },
} as const;
