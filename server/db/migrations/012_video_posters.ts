import type { Kysely } from 'kysely';

// Videos' poster pictures (issue 13): a JSON object, the video's stored path to its poster's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('video_posters', 'text', (c) => c.notNull().defaultTo('{}')).execute();
}
