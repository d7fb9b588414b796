import { parseNumericId } from '../../src/domain/ids.js';
import { ITEM_PAGE_ENTRIES, LIST_PAGE_ENTRIES, type ItemKind, type ItemPageEntry, type KeyedPageEntry, type ListPageEntry, type PublicPage } from '../../src/kinds/pages.js';
import { isAdminPath, routePattern } from '../../src/kinds/paths.js';
import { localeOfPath, pathWithoutLocale, type Locale } from '../../src/domain/locale.js';

// Tried in this order: the list pages, the admin routes, the item pages.
const LIST = LIST_PAGE_ENTRIES.map((entry) => ({ entry, re: routePattern(entry.path) }));
const ITEMS = ITEM_PAGE_ENTRIES.map((entry) => ({ entry, re: routePattern(entry.path) }));

/**
 * Which page of the page table (pages.ts) a path (no query) is: a public list page, an admin
 * route, an item's page (by ID, null when not one), or none; a public page with its language
 * (locale.ts: Swahili under /sw/). The back-office has no Swahili address (its language is its
 * account's): /sw/dashboard is no page.
 */
export type PageMatch =
  | { kind: 'public'; page: PublicPage; entry: ListPageEntry; locale: Locale }
  | { kind: 'admin' }
  | { kind: 'item'; item: ItemKind; id: number | null; entry: ItemPageEntry; locale: Locale }
  | null;

export function matchPage(urlPath: string): PageMatch {
  const locale = localeOfPath(urlPath);
  const path = pathWithoutLocale(urlPath);
  const listed = LIST.find(({ re }) => re.test(path));
  if (listed) return { kind: 'public', page: listed.entry.path, entry: listed.entry, locale };
  if (locale === 'en' && isAdminPath(path)) return { kind: 'admin' };
  for (const { entry, re } of ITEMS) {
    const segment = re.exec(path)?.[1];
    if (segment !== undefined) return { kind: 'item', item: entry.key, id: parseNumericId(segment), entry, locale };
  }
  return null;
}

/** The page table's entry of a path (no query): a list page's or an item page's, whatever the ID; null for any other. */
export function pageEntryOf(urlPath: string): KeyedPageEntry | null {
  const match = matchPage(urlPath);
  return match && match.kind !== 'admin' ? match.entry : null;
}
