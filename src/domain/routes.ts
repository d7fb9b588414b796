/**
 * The routes a rule of src/domain links to: the home page, the back-office's login, and where an
 * invite or password-reset link lands. The route map (src/kinds/paths.ts) takes them from here: it
 * is made from the kinds' registry, above src/domain, which imports nothing of it. Constants, not an
 * object: the build writes each where it is used, and carries no object of them on every page.
 */
export const HOME_ROUTE = '/';
export const LOGIN_ROUTE = '/admin-login';
/** Where the back-office's screens sit (src/kinds/adminPaths.ts): a screen sends an unknown address there. */
export const ADMIN_ROOT = '/dashboard';
/** The back-office's first screen, where a login or an accepted invite lands. */
export const ADMIN_DASHBOARD = `${ADMIN_ROOT}/dashboard`;
/** Where an invite or password-reset link lands; its token follows '#' (accounts.ts). */
export const ACCOUNT_LINK_ROUTE = '/admin-invite';
