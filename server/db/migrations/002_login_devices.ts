import type { Kysely } from 'kysely';

// Browsers an admin has logged in from (a signed cookie names them), each with its own failure
// count and lock, so failures from elsewhere cannot lock the owner out (server/auth/logins.ts).
// In the database, not in memory, so several instances sharing it agree.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_admin').on('login_devices').column('admin_id').execute();
}
