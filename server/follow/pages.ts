import { parseNumericId } from '../../src/domain/ids.js';
import { ADMIN_ROUTES, ITEM_ROUTES, PUBLIC_PAGES, type ItemKind } from '../../src/domain/paths.js';
import type { Db } from '../db/index.js';
import { itemExists } from './items.js';

/**
 * A route pattern of the route map as React Router reads it: `:name` is one segment, a trailing
 * `/*` is anything below, case does not matter, trailing slashes are ignored.
 */
function pattern(route: string): RegExp {
  const body = route
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:\w+/g, '([^/]+)');
  return new RegExp(`^${body}/*$`, 'i');
}

const PAGES = [...PUBLIC_PAGES, ...ADMIN_ROUTES].map(pattern);
const ITEMS = (Object.entries(ITEM_ROUTES) as Array<[ItemKind, string]>).map(([kind, route]) => ({ kind, re: pattern(route) }));

/**
 * Whether the website has a page at this path (no query): a public page or an admin one of the
 * route map, or the page of an item the database holds. Anything else is answered 404, still with
 * the website, whose not-found page then shows: a crawler or a link preview is not told it exists.
 */
export async function isKnownPage(db: Db, urlPath: string): Promise<boolean> {
  if (PAGES.some((re) => re.test(urlPath))) return true;
  for (const { kind, re } of ITEMS) {
    const segment = re.exec(urlPath)?.[1];
    const id = segment === undefined ? null : parseNumericId(segment);
    if (id !== null) return itemExists(db, kind, id);
  }
  return false;
}
