import type { Kysely } from 'kysely';

// The calendar feed (/calendar.ics) tells a calendar app that an event was edited by its SEQUENCE
// and LAST-MODIFIED: without them an event imported once ("Add to calendar") would never update.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('calendar_events').addColumn('updated_at', 'text').execute();
}
