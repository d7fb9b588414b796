import type { Kysely } from 'kysely';

// The summit's posters' details (issue 13, decision 024), as the gallery's (015).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('summits').addColumn('poster_details', 'text', (c) => c.notNull().defaultTo('{}')).execute();
}
