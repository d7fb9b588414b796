import type { Kysely } from 'kysely';

// Accounts and roles (docs/decisions/015): every admin that existed is an owner. An invited
// account has no password yet (password_hash ''), and sets one through a one-time link whose
// token is stored only as its SHA-256, so a copy of the database cannot be used to log in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('role', 'text', (c) => c.notNull().defaultTo('owner')).execute();
  await db.schema.alterTable('admins').addColumn('deactivated_at', 'text').execute();
  await db.schema.alterTable('admins').addColumn('last_login_at', 'text').execute();
  await db.schema
    .createTable('account_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_links_admin').on('account_links').column('admin_id').execute();
}
