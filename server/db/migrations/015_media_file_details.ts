import type { Kysely } from 'kysely';

// The gallery's pictures' alt text, decorative mark and focal point (issue 13, decision 024): a
// JSON object, a picture's stored path to its details, beside the list of paths.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('file_details', 'text', (c) => c.notNull().defaultTo('{}')).execute();
}
