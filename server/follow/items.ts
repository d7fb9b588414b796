import { ITEM_ROUTES, paths, type ItemKind } from '../../src/domain/paths.js';
import type { Db } from '../db/index.js';

/** Where each kind of item with a page of its own is stored. */
const TABLES = {
  announcement: 'posts',
  calendarEvent: 'calendar_events',
  album: 'media',
  summitEdition: 'summits',
} as const satisfies Record<ItemKind, string>;

const PAGE: Record<ItemKind, (id: number) => string> = {
  announcement: paths.announcement,
  calendarEvent: paths.calendarEvent,
  album: paths.album,
  summitEdition: paths.summitEdition,
};

const ITEM_KINDS = Object.keys(ITEM_ROUTES) as ItemKind[];

export async function itemExists(db: Db, kind: ItemKind, id: number): Promise<boolean> {
  return !!(await db.selectFrom(TABLES[kind]).select('id').where('id', '=', id).executeTakeFirst());
}

/** The page of every item the database holds, by kind in the route map's order, each by ID. */
export async function itemPages(db: Db): Promise<string[]> {
  const pages: string[] = [];
  for (const kind of ITEM_KINDS) {
    const rows = await db.selectFrom(TABLES[kind]).select('id').orderBy('id').execute();
    pages.push(...rows.map((row) => PAGE[kind](row.id)));
  }
  return pages;
}
