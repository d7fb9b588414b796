import type { Kysely } from 'kysely';

// The language the back-office speaks to each account (issue 31): null until its owner chooses,
// when the browser's preference decides.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('language', 'text').execute();
}
