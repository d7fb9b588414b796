import type { Kysely } from 'kysely';

// The association's WhatsApp Channel link, offered as "Follow on WhatsApp" (issue 32); null: none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('whatsapp_channel', 'text').execute();
}
