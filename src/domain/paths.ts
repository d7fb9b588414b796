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
  /** Each item's own public page, and the route pattern it fills in (`:id` is the item's ID). */
  announcement: (id: number) => `/announcements/${id}`,
  announcementRoute: '/announcements/:id',
  calendarEvent: (id: number) => `/calendar/${id}`,
  calendarEventRoute: '/calendar/:id',
  album: (id: number) => `/gallery/${id}`,
  albumRoute: '/gallery/:id',
  summitEdition: (id: number) => `/summit/${id}`,
  summitEditionRoute: '/summit/:id',
  /** What can be followed or fetched by programs: feeds, the sitemap, the crawlers' rules. */
  calendarFeed: '/calendar.ics',
  /** One event as a calendar file ("Add to calendar"). */
  calendarEventFeed: (id: number) => `/calendar/${id}.ics`,
  newsFeed: '/feed.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  login: '/admin-login',
  /** Where an invite or password-reset link lands; its token follows '#' (domain/accounts.ts). */
  accountLink: '/admin-invite',
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
    accounts: '/dashboard/accounts',
    password: '/dashboard/password',
    trash: '/dashboard/trash',
    activity: '/dashboard/activity',
    /** Backups from the browser (owners, issue 13). */
    backup: '/dashboard/backup',
  },
  /** Top-level admin routes of the specification's route table, guarded like /dashboard/*. */
  topLevelAdmin: {
    settings: '/settings',
    adminAnnouncements: '/AdminAnnouncements',
    announcements: '/announcements',
  },
} as const;

/** The public pages of the route table, each one URL. */
export const PUBLIC_PAGES = [paths.home, paths.gallery, paths.book, paths.calendar, paths.chaplaincy, paths.summit] as const;

/** The admin paths of the route table (`/*`: and everything under it); the back-office routes among them itself. */
export const ADMIN_ROUTES = [
  paths.login,
  paths.accountLink,
  `${paths.admin.root}/*`,
  paths.topLevelAdmin.settings,
  paths.topLevelAdmin.adminAnnouncements,
  paths.topLevelAdmin.announcements,
] as const;

/** The item pages, by the kind of item each shows. */
export const ITEM_ROUTES = {
  announcement: paths.announcementRoute,
  calendarEvent: paths.calendarEventRoute,
  album: paths.albumRoute,
  summitEdition: paths.summitEditionRoute,
} as const;

export type ItemKind = keyof typeof ITEM_ROUTES;
