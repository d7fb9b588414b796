import { CompiledQuery, type Kysely } from 'kysely';

// A write to any table the public reads show (src/kinds CONTENT_TABLES) bumps the content version in
// its own transaction (decision 022), by a trigger, so no write path (a route, the trash purge, a
// script) can forget it (migrations/013_content_version.ts, and a later public kind's own migration).

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
