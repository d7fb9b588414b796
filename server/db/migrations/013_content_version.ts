import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

// The content version (decision 022): one row holding a number that every write to these tables
// increments, by a trigger; every instance's cache of the public reads checks it. The SQL's indents
// are as first written: a database keeps a trigger's text as given, and every one should match.

// The public tables as this migration first ran, frozen here: a migration does what it did when it
// first ran, whatever the live list (src/kinds CONTENT_TABLES) becomes. A public kind added later creates
// its own triggers in its own migration.
const CONTENT_TABLES = ['posts', 'media', 'leaders', 'calendar_events', 'books', 'summits', 'settings'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_content_version() returns trigger language plpgsql as $$
        begin update content_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of CONTENT_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_content_version`)} after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_content_version()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only, one event each: three per table.
  for (const table of CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_${event}_content_version`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update content_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}
