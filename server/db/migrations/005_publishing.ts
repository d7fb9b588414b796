import { sql, type Kysely } from 'kysely';

// Drafts and scheduled announcements (decision 017): public from publish_at (null: a draft) until
// unpublish_at, decided at read time. What was there before was public since it was created.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('publish_at', 'text').execute();
  await db.schema.alterTable('posts').addColumn('unpublish_at', 'text').execute();
  await sql`update posts set publish_at = created_at`.execute(db);
}
