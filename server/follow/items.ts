/**
 * What an item page's reader is: which items the public sees, and one read for its page's preview
 * (head, link-preview picture). One reader per item page, in its kind's folder
 * (server/features/<kind>/items.ts); the kinds' server parts name theirs (server/routes/kinds.ts),
 * and server/routes/items.ts asks the reader of a page's kind.
 */
import type { PreviewItem } from '../../src/kinds/pageMeta.js';
import { PAGES, type ItemKind } from '../../src/kinds/pages.js';
import type { SearchDocument } from '../../src/domain/search/searchIndex.js';
import type { Db } from '../db/index.js';

/** An item as search reads it (decision 035); its kind and page are its reader's. */
export type SearchItem = Omit<SearchDocument, 'kind' | 'path'>;

/** An item page's reader; `P`, what it reads of an item (its page's kind of PreviewItem). */
export interface ItemReader<P extends PreviewItem = PreviewItem> {
  /** The IDs of the items the public sees (only `id` when given), by ID. */
  ids(db: Db, now: Date, id?: number): Promise<Array<{ id: number }>>;
  /** An item read for its page's preview; null when the public sees none with that ID. */
  preview(db: Db, id: number, now: Date): Promise<P | null>;
  /** Every item the public sees, as search reads it. */
  search(db: Db, now: Date): Promise<SearchItem[]>;
}

/** What the reader of the item page `K` reads. */
export type ItemPreview<K extends ItemKind> = Extract<PreviewItem, { kind: K }>;

/** The live rows' IDs of the table the page table says an item page's items are stored in: none in the trash. */
export const liveIds =
  (table: (typeof PAGES)['calendarEvent' | 'album' | 'summitEdition']['item']['table']) =>
  (db: Db, _now: Date, id?: number): Promise<Array<{ id: number }>> => {
    const rows = db.selectFrom(table).select('id').where('deleted_at', 'is', null);
    return (id === undefined ? rows : rows.where('id', '=', id)).orderBy('id').execute();
  };

/** A picture's focal point from its two stored columns: both set, or none. */
export const focusOf = (x: number | null, y: number | null) => (x !== null && y !== null ? { x, y } : null);
