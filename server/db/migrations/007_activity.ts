import type { Kysely } from 'kysely';
import { idColumn } from './idColumn.js';

// The activity log (decision 021): who did what, when and from where. Only ever inserted into;
// the actor's e-mail is copied, as it was then, so a renamed or removed account still reads right.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('title', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('activity_actor').on('activity').column('actor_id').execute();
}
