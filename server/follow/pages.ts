import { parseNumericId } from '../../src/domain/ids.js';
import { ADMIN_ROUTES, ITEM_ROUTES, PUBLIC_PAGES, type ItemKind } from '../../src/domain/paths.js';
import type { Db } from '../db/index.js';
import { itemExists } from './items.js';

/**
 * A route pattern of the route map as React Router reads it: `:name` is one segment, a trailing
 * `/*` is anything below, case does not matter, trailing slashes are ignored.
 */
export function pattern(route: string): RegExp {
  const body = route
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:\w+/g, '([^/]+)');
  return new RegExp(`^${body}/*$`, 'i');
}

const PUBLIC = PUBLIC_PAGES.map((page) => ({ page, re: pattern(page) }));
const ADMIN = ADMIN_ROUTES.map(pattern);
const ITEMS = (Object.entries(ITEM_ROUTES) as Array<[ItemKind, string]>).map(([kind, route]) => ({ kind, re: pattern(route) }));

/** Which page of the route map a path (no query) is: a public page, an admin route, an item's page (by ID, null when not one), or none. */
export type PageMatch =
  | { kind: 'public'; page: (typeof PUBLIC_PAGES)[number] }
  | { kind: 'admin' }
  | { kind: 'item'; item: ItemKind; id: number | null }
  | null;

export function matchPage(urlPath: string): PageMatch {
  const listed = PUBLIC.find(({ re }) => re.test(urlPath));
  if (listed) return { kind: 'public', page: listed.page };
  if (ADMIN.some((re) => re.test(urlPath))) return { kind: 'admin' };
  for (const { kind, re } of ITEMS) {
    const segment = re.exec(urlPath)?.[1];
    if (segment !== undefined) return { kind: 'item', item: kind, id: parseNumericId(segment) };
  }
  return null;
}

/**
 * Whether the website has a page at this path (no query): a public page or an admin one of the
 * route map, or the page of an item the database holds. Anything else is answered 404, still with
 * the website, whose not-found page then shows: a crawler or a link preview is not told it exists.
 */
export async function isKnownPage(db: Db, urlPath: string): Promise<boolean> {
  const match = matchPage(urlPath);
  if (match?.kind !== 'item') return match !== null;
  return match.id !== null && itemExists(db, match.item, match.id);
}
