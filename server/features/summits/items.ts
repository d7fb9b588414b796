// The summits' item page read from the database (server/follow/items.ts says how a reader is asked).
import { parsePosters } from '../../../src/features/summits/rules.js';
import { PAGES } from '../../../src/kinds/pages.js';
import { readFileDetails } from '../../content/fileDetails.js';
import { focusOf, liveIds, type ItemPreview, type ItemReader } from '../../follow/items.js';

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
  // Summits have no language of their own: their titles are names and years.
  async search(db) {
    const rows = await db.selectFrom(PAGES.summitEdition.item.table).select(['id', 'title', 'created_at']).where('deleted_at', 'is', null).execute();
    return rows.map((row) => ({ id: row.id, title: row.title, text: '', language: 'en' as const, date: row.created_at }));
  },
};
