import type { Kysely } from 'kysely';

// The rate limits' counts (issue 14): in the database, so every instance counts the same
// requests. resets_at is in ms since the epoch (bigint: PostgreSQL's integer is 32 bits).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
}
