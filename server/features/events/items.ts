// The events' item page read from the database (server/follow/items.ts says how a reader is asked).
import { PAGES } from '../../../src/kinds/pages.js';
import { liveIds, type ItemPreview, type ItemReader } from '../../follow/items.js';

export const eventItems: ItemReader<ItemPreview<'calendarEvent'>> = {
  ids: liveIds(PAGES.calendarEvent.item.table),
  async preview(db, id) {
    const row = await db.selectFrom(PAGES.calendarEvent.item.table).select(['event', 'date', 'description']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row ? { kind: 'calendarEvent', id, event: row.event, date: row.date, description: row.description } : null;
  },
  async search(db) {
    const rows = await db.selectFrom(PAGES.calendarEvent.item.table).select(['id', 'event', 'description', 'language', 'date']).where('deleted_at', 'is', null).execute();
    return rows.map((row) => ({ id: row.id, title: row.event, text: row.description, language: row.language, date: row.date }));
  },
};
