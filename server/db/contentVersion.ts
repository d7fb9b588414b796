import { CompiledQuery, sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './engine.js';

/**
 * The tables whose rows the public reads show (lists, item pages, feeds, page heads). A write to
 * any of them bumps the content version in its own transaction (decision 022), by a trigger, so no
 * write path (a route, the trash purge, a script) can forget it.
 */
export const CONTENT_TABLES = ['posts', 'media', 'leaders', 'calendar_events', 'books', 'summits', 'settings'] as const;

/** 013_content_version: one row holding a number that every write to CONTENT_TABLES increments. */
export const contentVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into content_version (id, version) values (1, 1)`.execute(db);
    if (isPostgres(db)) {
      await sql`create function bump_content_version() returns trigger language plpgsql as $$
        begin update content_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
      for (const table of CONTENT_TABLES) {
        await sql`create trigger ${sql.raw(`${table}_content_version`)} after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_content_version()`.execute(db);
      }
      return;
    }
    // SQLite has row triggers only, one event each: three per table.
    for (const table of CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`${table}_${event}_content_version`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update content_version set version = version + 1 where id = 1; end`.execute(db);
      }
    }
  },
};

const SQL = 'select version from content_version where id = 1';
const READ = CompiledQuery.raw(SQL);

/** A quicker read of the version, for a database that offers one (set by openDatabase); null: use Kysely. */
const quickReads = new WeakMap<object, () => number | Promise<number> | null>();

/**
 * SQLite's connection is this process's own: its statement prepared once and run at once, unless a
 * transaction is open on it (then through Kysely, which waits for it to end: inside it, the
 * version could be one that a rollback takes back).
 */
export function readQuicklyOnSqlite(db: object, sqlite: { inTransaction: boolean; prepare(sql: string): { pluck(): { get(): unknown } } }) {
  let statement: { get(): unknown } | null = null;
  quickReads.set(db, () => {
    if (sqlite.inTransaction) return null;
    statement ??= sqlite.prepare(SQL).pluck();
    return Number(statement.get());
  });
}

/**
 * PostgreSQL's, straight from the pool as a named statement (parsed and planned once per
 * connection, rows as arrays): the read every request waits for, built and planned again each time
 * through Kysely. Any pooled connection will do: under READ COMMITTED it sees what was committed,
 * as the read through Kysely did.
 */
export function readQuicklyOnPostgres(db: object, pool: { query(config: { name: string; text: string; rowMode: 'array' }): Promise<{ rows: unknown[][] }> }) {
  quickReads.set(db, () => pool.query({ name: 'content_version', text: SQL, rowMode: 'array' }).then(({ rows }) => Number(rows[0]?.[0] ?? 0)));
}

/** The content version now; a different number means some public content may have changed. */
export async function readContentVersion(db: Pick<Kysely<unknown>, 'executeQuery'>): Promise<number> {
  const quick = quickReads.get(db)?.();
  if (quick !== undefined && quick !== null) return quick;
  const { rows } = await db.executeQuery<{ version: number | string }>(READ);
  return Number(rows[0]?.version ?? 0);
}
