import type { LeaderSlug } from '../domain/leaders';
import { ACCOUNT_LINK_ROUTE, LOGIN_ROUTE } from '../domain/routes';
import { ITEM_KINDS, LIST_PAGE_KEYS, PAGES, itemPath, type ItemKind, type ListPageKey } from './pages';

export type { ItemKind, PublicPage } from './pages';

/** Each list page's URL, by its key in the page table (pages.ts): `paths.gallery`. */
const LIST_PATHS = Object.fromEntries(LIST_PAGE_KEYS.map((key) => [key, PAGES[key].path])) as { readonly [K in ListPageKey]: (typeof PAGES)[K]['path'] };

/** Each item's own page (`paths.album(id)`), and the route pattern it fills in (`paths.albumRoute`). */
const ITEM_PATHS = Object.fromEntries(
  ITEM_KINDS.flatMap((kind) => [
    [kind, (id: number) => itemPath(kind, id)],
    [`${kind}Route`, PAGES[kind].path],
  ]),
) as { readonly [K in ItemKind]: (id: number) => string } & { readonly [K in ItemKind as `${K}Route`]: (typeof PAGES)[K]['path'] };

/**
 * Every route of the specification (section 2) in one typed map: links, menus, the route tables
 * and the server's page hints never spell a URL twice. The public pages' come from the page table
 * (pages.ts). Pure data, so the server imports it too.
 */
export const paths = {
  ...LIST_PATHS,
  ...ITEM_PATHS,
  /** What can be followed or fetched by programs: feeds, the sitemap, the crawlers' rules. */
  calendarFeed: '/calendar.ics',
  calendarFeedSwahili: '/sw/calendar.ics',
  /** One event as a calendar file ("Add to calendar"). */
  calendarEventFeed: (id: number) => `/calendar/${id}.ics`,
  newsFeed: '/feed.xml',
  /** The announcements feed of the Swahili site (issue 31). */
  newsFeedSwahili: '/sw/feed.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  login: LOGIN_ROUTE,
  /** Where an invite or password-reset link lands; its token follows '#' (domain/accounts.ts). */
  accountLink: ACCOUNT_LINK_ROUTE,
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

// PUBLIC_PAGES and ITEM_ROUTES are the server's and the tests': marked pure, the browser's bundle leaves them out.

/** The public pages of the route table, each one URL. */
export const PUBLIC_PAGES = /* @__PURE__ */ (() => LIST_PAGE_KEYS.map((key) => PAGES[key].path))();

/** The admin paths of the route table (`/*`: and everything under it); the back-office routes among them itself. */
export const ADMIN_ROUTES = [
  paths.login,
  paths.accountLink,
  `${paths.admin.root}/*`,
  paths.topLevelAdmin.settings,
  paths.topLevelAdmin.adminAnnouncements,
  paths.topLevelAdmin.announcements,
] as const;

/**
 * A route pattern of the route map as React Router reads it: `:name` is one segment, a trailing
 * `/*` is anything below, case does not matter, trailing slashes are ignored.
 */
export function routePattern(route: string): RegExp {
  const body = route
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:\w+/g, '([^/]+)');
  return new RegExp(`^${body}/*$`, 'i');
}

const ADMIN_PATTERNS = /* @__PURE__ */ (() => ADMIN_ROUTES.map(routePattern))();

/** Whether a path (no query, no /sw/) is the back-office's: the server's page match and the service worker's (which keeps none of it). */
export function isAdminPath(path: string): boolean {
  return ADMIN_PATTERNS.some((re) => re.test(path));
}

/** The item pages' route patterns, by the kind of item each shows. */
export const ITEM_ROUTES = /* @__PURE__ */ (() => Object.fromEntries(ITEM_KINDS.map((kind) => [kind, PAGES[kind].path])))() as { readonly [K in ItemKind]: (typeof PAGES)[K]['path'] };
