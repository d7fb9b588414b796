/**
 * Each kind's item pages read from the database: which items the public sees, and one read for its
 * page's preview (head, link-preview picture). One reader per item page; the kinds' server parts
 * name theirs (server/routes/kinds.ts), and server/routes/items.ts asks the reader of a page's kind.
 */
import { parseMediaFiles } from '../../src/features/albums/rules.js';
import { parsePosters } from '../../src/features/summits/rules.js';
import type { PreviewItem } from '../../src/kinds/pageMeta.js';
import { PAGES, type ItemKind } from '../../src/kinds/pages.js';
import { readFileDetails } from '../content/fileDetails.js';
import type { Db } from '../db/index.js';

/** An item page's reader; `P`, what it reads of an item (its page's kind of PreviewItem). */
export interface ItemReader<P extends PreviewItem = PreviewItem> {
  /** The IDs of the items the public sees (only `id` when given), by ID. */
  ids(db: Db, now: Date, id?: number): Promise<Array<{ id: number }>>;
  /** An item read for its page's preview; null when the public sees none with that ID. */
  preview(db: Db, id: number, now: Date): Promise<P | null>;
}

/** What the reader of the item page `K` reads. */
export type ItemPreview<K extends ItemKind> = Extract<PreviewItem, { kind: K }>;

/** The live rows' IDs of the table the page table says an item page's items are stored in: none in the trash. */
const liveIds =
  (table: (typeof PAGES)['calendarEvent' | 'album' | 'summitEdition']['item']['table']) =>
  (db: Db, _now: Date, id?: number): Promise<Array<{ id: number }>> => {
    const rows = db.selectFrom(table).select('id').where('deleted_at', 'is', null);
    return (id === undefined ? rows : rows.where('id', '=', id)).orderBy('id').execute();
  };

/** A picture's focal point from its two stored columns: both set, or none. */
export const focusOf = (x: number | null, y: number | null) => (x !== null && y !== null ? { x, y } : null);

export const eventItems: ItemReader<ItemPreview<'calendarEvent'>> = {
  ids: liveIds(PAGES.calendarEvent.item.table),
  async preview(db, id) {
    const row = await db.selectFrom(PAGES.calendarEvent.item.table).select(['event', 'date', 'description']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row ? { kind: 'calendarEvent', id, event: row.event, date: row.date, description: row.description } : null;
  },
};

export const albumItems: ItemReader<ItemPreview<'album'>> = {
  ids: liveIds(PAGES.album.item.table),
  async preview(db, id) {
    const row = await db.selectFrom(PAGES.album.item.table).select(['event_title', 'description', 'media_files', 'file_details']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row
      ? { kind: 'album', id, title: row.event_title, description: row.description, files: parseMediaFiles(row.media_files) ?? [], fileDetails: readFileDetails(row.file_details) }
      : null;
  },
};

export const summitItems: ItemReader<ItemPreview<'summitEdition'>> = {
  ids: liveIds(PAGES.summitEdition.item.table),
  async preview(db, id) {
    const row = await db
      .selectFrom(PAGES.summitEdition.item.table)
      .select(['title', 'outfit_image', 'timetable', 'posters', 'poster_details', 'outfit_image_focus_x', 'outfit_image_focus_y'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row
      ? {
          kind: 'summitEdition',
          id,
          title: row.title,
          outfitImage: row.outfit_image,
          timetable: row.timetable,
          posters: parsePosters(row.posters),
          outfitFocus: focusOf(row.outfit_image_focus_x, row.outfit_image_focus_y),
          posterDetails: readFileDetails(row.poster_details),
        }
      : null;
  },
};
