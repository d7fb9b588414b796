import type { Kysely } from 'kysely';

// The language each announcement, event and album is written in (issue 31): 'en' or 'sw'. Rows
// from before were all written for the English site.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['posts', 'calendar_events', 'media']) {
    await db.schema.alterTable(table).addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  }
}
