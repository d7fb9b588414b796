// The albums' item page read from the database (server/follow/items.ts says how a reader is asked).
import { parseMediaFiles } from '../../../src/features/albums/rules.js';
import { PAGES } from '../../../src/kinds/pages.js';
import { readFileDetails } from '../../content/fileDetails.js';
import { liveIds, type ItemPreview, type ItemReader } from '../../follow/items.js';

export const albumItems: ItemReader<ItemPreview<'album'>> = {
  ids: liveIds(PAGES.album.item.table),
  async preview(db, id) {
    const row = await db.selectFrom(PAGES.album.item.table).select(['event_title', 'description', 'media_files', 'file_details']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row
      ? { kind: 'album', id, title: row.event_title, description: row.description, files: parseMediaFiles(row.media_files) ?? [], fileDetails: readFileDetails(row.file_details) }
      : null;
  },
  async search(db) {
    const rows = await db.selectFrom(PAGES.album.item.table).select(['id', 'event_title', 'description', 'language', 'created_at']).where('deleted_at', 'is', null).execute();
    return rows.map((row) => ({ id: row.id, title: row.event_title, text: row.description ?? '', language: row.language, date: row.created_at }));
  },
};
