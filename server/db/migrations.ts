import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { contentVersionMigration } from './contentVersion.js';
import { isPostgres } from './engine.js';

// Migrations are code (no files read at run time), applied in key order at start, one set for
// SQLite and PostgreSQL: types are portable (integer, text); only an id's numbering differs.
// A start's pending ones run in one transaction on both engines (upgrade.ts), where SQLite ignores
// `PRAGMA foreign_keys`: a table rebuild defers its checks with `PRAGMA defer_foreign_keys` instead.

/** An id the database numbers itself: AUTOINCREMENT in SQLite, an identity column in PostgreSQL. */
function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
}

/** Each table's single picture with details (014_picture_text). */
const PICTURE_COLUMNS = [
  ['posts', 'image'],
  ['leaders', 'image'],
  ['books', 'image'],
  ['summits', 'outfit_image'],
  ['settings', 'hero_background_image'],
] as const;

export const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
      const id = idColumn(db);
      await db.schema
        .createTable('admins')
        .addColumn('id', 'integer', id)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tokens_admin').on('tokens').column('admin_id').execute();
      await db.schema
        .createTable('media')
        .addColumn('id', 'integer', id)
        .addColumn('event_title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('media_files', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('leaders')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('calendar_events')
        .addColumn('id', 'integer', id)
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('date', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('participants', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('books')
        .addColumn('id', 'integer', id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('image', 'text')
        .addColumn('reading_plan', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('summits')
        .addColumn('id', 'integer', id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('outfit_image', 'text')
        .addColumn('timetable', 'text')
        .addColumn('posters', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('posts')
        .addColumn('id', 'integer', id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('image', 'text')
        .addColumn('attachment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('mission_text', 'text', (c) => c.notNull())
        .addColumn('subtitle_text', 'text', (c) => c.notNull())
        .addColumn('hero_background_image', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('messages')
        .addColumn('id', 'integer', id)
        .addColumn('from_email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('year', 'text', (c) => c.notNull())
        .addColumn('client_ip', 'text')
        .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Browsers an admin has logged in from (a signed cookie names them), each with its own failure
  // count and lock, so failures from elsewhere cannot lock the owner out (server/auth/logins.ts).
  // In the database, not in memory, so several instances sharing it agree.
  '002_login_devices': {
    async up(db: Kysely<unknown>) {
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
    },
  },
  // The calendar feed (/calendar.ics) tells a calendar app that an event was edited by its SEQUENCE
  // and LAST-MODIFIED: without them an event imported once ("Add to calendar") would never update.
  '003_calendar_revisions': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('calendar_events').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('calendar_events').addColumn('updated_at', 'text').execute();
    },
  },
  // Accounts and roles (docs/decisions/015): every admin that existed is an owner. An invited
  // account has no password yet (password_hash ''), and sets one through a one-time link whose
  // token is stored only as its SHA-256, so a copy of the database cannot be used to log in.
  '004_accounts': {
    async up(db: Kysely<unknown>) {
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
    },
  },
  // Drafts and scheduled announcements (decision 017): public from publish_at (null: a draft) until
  // unpublish_at, decided at read time. What was there before was public since it was created.
  '005_publishing': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('posts').addColumn('publish_at', 'text').execute();
      await db.schema.alterTable('posts').addColumn('unpublish_at', 'text').execute();
      await sql`update posts set publish_at = created_at`.execute(db);
    },
  },
  // A delete moves an item to the trash (issue 13, decision 016): the instant it was deleted, null
  // while it is live. Its files stay until it is deleted for good or purged after 30 days.
  '006_trash': {
    async up(db: Kysely<unknown>) {
      for (const table of ['posts', 'media', 'leaders', 'calendar_events', 'books', 'summits']) {
        await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
      }
    },
  },
  // The activity log (decision 021): who did what, when and from where. Only ever inserted into;
  // the actor's e-mail is copied, as it was then, so a renamed or removed account still reads right.
  '007_activity': {
    async up(db: Kysely<unknown>) {
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
    },
  },
  // The rate limits' counts (issue 14): in the database, so every instance counts the same
  // requests. resets_at is in ms since the epoch (bigint: PostgreSQL's integer is 32 bits).
  '008_rate_limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('resets_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  // Videos' poster pictures (issue 13): a JSON object, the video's stored path to its poster's.
  '012_video_posters': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('media').addColumn('video_posters', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    },
  },
  // The content version (decision 022): every instance's cache of the public reads checks it.
  '013_content_version': contentVersionMigration,
  // A picture's alt text, decorative mark and focal point (issue 13, decision 024), beside each
  // single picture's column. Rows from before have none: pages fall back as they did.
  '014_picture_text': {
    async up(db: Kysely<unknown>) {
      for (const [table, picture] of PICTURE_COLUMNS) {
        await db.schema.alterTable(table).addColumn(`${picture}_alt`, 'text').execute();
        await db.schema.alterTable(table).addColumn(`${picture}_decorative`, 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable(table).addColumn(`${picture}_focus_x`, 'double precision').execute();
        await db.schema.alterTable(table).addColumn(`${picture}_focus_y`, 'double precision').execute();
      }
    },
  },
  // The gallery's pictures' alt text, decorative mark and focal point (issue 13, decision 024): a
  // JSON object, a picture's stored path to its details, beside the list of paths.
  '015_media_file_details': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('media').addColumn('file_details', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    },
  },
  // The summit's posters' details (issue 13, decision 024), as the gallery's (015).
  '016_summit_poster_details': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('summits').addColumn('poster_details', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    },
  },
  // The language each announcement, event and album is written in (issue 31): 'en' or 'sw'. Rows
  // from before were all written for the English site.
  '017_content_language': {
    async up(db: Kysely<unknown>) {
      for (const table of ['posts', 'calendar_events', 'media']) {
        await db.schema.alterTable(table).addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
      }
    },
  },
  // The language the back-office speaks to each account (issue 31): null until its owner chooses,
  // when the browser's preference decides.
  '018_account_language': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('admins').addColumn('language', 'text').execute();
    },
  },
  // The association's WhatsApp Channel link, offered as "Follow on WhatsApp" (issue 32); null: none.
  '019_whatsapp_channel': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('settings').addColumn('whatsapp_channel', 'text').execute();
    },
  },
};
