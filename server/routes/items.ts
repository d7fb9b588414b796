/**
 * The item pages the database holds, asked of each kind's reader (routes/kinds.ts): whether one is
 * there, every one for the sitemap, one read for its page's head and preview picture; and so which
 * paths are pages of the website. Read by the website's answers (server/web) and the routes of the
 * sitemap and the preview pictures.
 */
import { ITEM_KINDS, itemPath, type ItemKind } from '../../src/kinds/pages.js';
import { KINDS } from '../../src/kinds/index.js';
import type { PreviewItem } from '../../src/kinds/pageMeta.js';
import type { SearchDocument } from '../../src/domain/search/searchIndex.js';
import type { Db } from '../db/index.js';
import type { ItemReader } from '../follow/items.js';
import { matchPage } from '../follow/pages.js';
import { serverPartsOf } from './kinds.js';

/** Each item page's reader, by the page's key. */
const READERS = Object.fromEntries(KINDS.flatMap((kind) => Object.entries(serverPartsOf(kind.key).items ?? {}))) as Readonly<Record<ItemKind, ItemReader>>;

export async function itemExists(db: Db, kind: ItemKind, id: number, now: Date): Promise<boolean> {
  return (await READERS[kind].ids(db, now, id)).length > 0;
}

/** The page of every item the database holds (announcements: those public now), by kind in the page table's order, each by ID. */
export async function itemPages(db: Db, now: Date): Promise<string[]> {
  const pages: string[] = [];
  for (const kind of ITEM_KINDS) pages.push(...(await READERS[kind].ids(db, now)).map((row) => itemPath(kind, row.id)));
  return pages;
}

/** Everything the public sees, as search reads it (routes/search.ts): each item page's items, then what each kind without them shows on its list page. */
export async function searchItems(db: Db, now: Date): Promise<SearchDocument[]> {
  const items: SearchDocument[] = [];
  for (const kind of ITEM_KINDS) items.push(...(await READERS[kind].search(db, now)).map((item) => ({ ...item, kind, path: itemPath(kind, item.id) })));
  for (const kind of KINDS) items.push(...((await serverPartsOf(kind.key).search?.(db, now)) ?? []));
  return items;
}

/** An item the database holds, read for its page's preview; null when there is none with that ID (or it is in the trash, or not public). */
export function previewItem(db: Db, kind: ItemKind, id: number, now: Date): Promise<PreviewItem | null> {
  return READERS[kind].preview(db, id, now);
}

/**
 * Whether the website has a page at this path (no query): a public page or an admin one of the
 * route map, or the page of an item the database holds. Anything else is answered 404, still with
 * the website, whose not-found page then shows: a crawler or a link preview is not told it exists.
 */
export async function isKnownPage(db: Db, urlPath: string, now: Date): Promise<boolean> {
  const match = matchPage(urlPath);
  if (match?.kind !== 'item') return match !== null;
  return match.id !== null && itemExists(db, match.item, match.id, now);
}
