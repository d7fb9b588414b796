import type { Kysely } from 'kysely';

// A delete moves an item to the trash (issue 13, decision 016): the instant it was deleted, null
// while it is live. Its files stay until it is deleted for good or purged after 30 days.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['posts', 'media', 'leaders', 'calendar_events', 'books', 'summits']) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
  }
}
