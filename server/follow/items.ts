import { parseMediaFiles } from '../../src/domain/media.js';
import { readFileDetails } from '../content/fileDetails.js';
import type { PreviewItem } from '../../src/kinds/pageMeta.js';
import { ITEM_KINDS, PAGES, itemPath, type ItemKind } from '../../src/kinds/pages.js';
import { parsePosters } from '../../src/domain/summits.js';
import type { Db } from '../db/index.js';
import { publicPosts } from '../db/publicPosts.js';

/** The IDs of a kind the public sees (only `id` when given), by ID: none in the trash, an announcement only while it is published. */
async function publicIds(db: Db, kind: ItemKind, now: Date, id?: number): Promise<Array<{ id: number }>> {
  // Where the page table says the kind is stored; announcements through their publication rule.
  const table = PAGES[kind].item.table;
  if (table === 'posts') {
    const posts = publicPosts(db, now).select('id');
    return (id === undefined ? posts : posts.where('id', '=', id)).orderBy('id').execute();
  }
  const rows = db.selectFrom(table).select('id').where('deleted_at', 'is', null);
  return (id === undefined ? rows : rows.where('id', '=', id)).orderBy('id').execute();
}

export async function itemExists(db: Db, kind: ItemKind, id: number, now: Date): Promise<boolean> {
  return (await publicIds(db, kind, now, id)).length > 0;
}

/** The page of every item the database holds (announcements: those public now), by kind in the page table's order, each by ID. */
export async function itemPages(db: Db, now: Date): Promise<string[]> {
  const pages: string[] = [];
  for (const kind of ITEM_KINDS) pages.push(...(await publicIds(db, kind, now)).map((row) => itemPath(kind, row.id)));
  return pages;
}

const focusOf = (x: number | null, y: number | null) => (x !== null && y !== null ? { x, y } : null);

/** An item the database holds, read for its page's preview; null when there is none with that ID (or it is in the trash, or not public). */
export async function previewItem(db: Db, kind: ItemKind, id: number, now: Date): Promise<PreviewItem | null> {
  switch (kind) {
    case 'announcement': {
      const row = await publicPosts(db, now).select(['title', 'description', 'image', 'created_at', 'image_focus_x', 'image_focus_y']).where('id', '=', id).executeTakeFirst();
      return row
        ? { kind, id, title: row.title, description: row.description, image: row.image, createdAt: row.created_at, imageFocus: focusOf(row.image_focus_x, row.image_focus_y) }
        : null;
    }
    case 'calendarEvent': {
      const row = await db.selectFrom(PAGES.calendarEvent.item.table).select(['event', 'date', 'description']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return row ? { kind, id, event: row.event, date: row.date, description: row.description } : null;
    }
    case 'album': {
      const row = await db.selectFrom(PAGES.album.item.table).select(['event_title', 'description', 'media_files', 'file_details']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return row
        ? { kind, id, title: row.event_title, description: row.description, files: parseMediaFiles(row.media_files) ?? [], fileDetails: readFileDetails(row.file_details) }
        : null;
    }
    case 'summitEdition': {
      const row = await db
        .selectFrom(PAGES.summitEdition.item.table)
        .select(['title', 'outfit_image', 'timetable', 'posters', 'poster_details', 'outfit_image_focus_x', 'outfit_image_focus_y'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row
        ? {
            kind,
            id,
            title: row.title,
            outfitImage: row.outfit_image,
            timetable: row.timetable,
            posters: parsePosters(row.posters),
            outfitFocus: focusOf(row.outfit_image_focus_x, row.outfit_image_focus_y),
            posterDetails: readFileDetails(row.poster_details),
          }
        : null;
    }
  }
}
