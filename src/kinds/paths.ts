import { ACCOUNT_LINK_ROUTE, ADMIN_ROOT, LOGIN_ROUTE } from '../domain/routes';
import { also as announcementsAlso } from '../features/announcements/routes';
import { also as settingsAlso } from '../features/settings/routes';
import { feeds as eventFeeds } from '../features/events/routes';
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
 * Every route of the specification (section 2) but the back-office's screens in one typed map:
 * links, menus, the route tables and the server's page hints never spell a URL twice. The public
 * pages' come from the page table (pages.ts). Pure data, so the server imports it too. The
 * back-office's screens are adminPaths (adminPaths.ts), made from the whole registry, which no
 * public page downloads.
 */
export const paths = {
  ...LIST_PATHS,
  ...ITEM_PATHS,
  /** What can be followed or fetched by programs: feeds, the sitemap, the crawlers' rules. */
  ...eventFeeds,
  newsFeed: '/feed.xml',
  /** The announcements feed of the Swahili site (issue 31). */
  newsFeedSwahili: '/sw/feed.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  login: LOGIN_ROUTE,
  /** Where an invite or password-reset link lands; its token follows '#' (domain/accounts.ts). */
  accountLink: ACCOUNT_LINK_ROUTE,
  /**
   * The specification's top-level admin routes, guarded like /dashboard/*: each kind's `also`
   * (taken alone, as its pages are). The back-office's own are adminPaths (adminPaths.ts).
   */
  topLevelAdmin: { ...announcementsAlso, ...settingsAlso },
} as const;

// PUBLIC_PAGES and ITEM_ROUTES are the server's and the tests': marked pure, the browser's bundle leaves them out.

/** The public pages of the route table, each one URL. */
export const PUBLIC_PAGES = /* @__PURE__ */ (() => LIST_PAGE_KEYS.map((key) => PAGES[key].path))();

/** The admin paths of the route table (`/*`: and everything under it); the back-office routes among them itself. */
export const ADMIN_ROUTES = [paths.login, paths.accountLink, `${ADMIN_ROOT}/*`, ...Object.values(paths.topLevelAdmin)] as const;

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
