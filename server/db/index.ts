import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type Dialect, type Migration } from 'kysely';
import pg from 'pg';
import { readQuicklyOnPostgres, readQuicklyOnSqlite } from './contentVersion.js';
import { migrations as schemaMigrations } from './migrations/index.js';
import type { Database } from './schema.js';
import { migrate, TucasaSqliteDialect } from './upgrade.js';

export type Db = Kysely<Database>;
export type { Database };

// PostgreSQL's bigint (count(*)) arrives as a string by default; the site's counts are small, and
// SQLite gives numbers: one type for both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openSqlite(dataDir: string): SQLite.Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'tucasa.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a commit is on disk before the request is answered. NORMAL could lose the last commits on a
  // power cut after the answer, and with them a delete whose files are already gone: a row left
  // naming files that no longer exist. An fsync per write is nothing at this site's write rate.
  sqlite.pragma('synchronous = FULL');
  return sqlite;
}

export interface OpenOptions {
  /**
   * Whether a snapshot of an SQLite database is kept before migrating it (upgrade.ts): not for a
   * restore's unpacked copy, which is not the live database (the restore keeps its own backup).
   */
  snapshot?: boolean;
  /** The schema's migrations: a test gives an older version's, or one that fails. */
  migrations?: Record<string, Migration>;
}

/**
 * Opens the database and brings its schema up to date (upgrade.ts): PostgreSQL when `databaseUrl`
 * names one, else DATA_DIR/tucasa.db (created if needed) in WAL mode. Instances starting at once
 * against one PostgreSQL migrate once: Kysely's migrator holds an advisory lock while it runs.
 */
export async function openDatabase(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | null },
  { snapshot = true, migrations = schemaMigrations }: OpenOptions = {},
): Promise<Db> {
  const sqlite = databaseUrl ? null : openSqlite(dataDir);
  // A connection waited for 10 s at most: with every one held by queries that hang, a request fails
  // instead of waiting for good.
  const pool = sqlite ? null : new pg.Pool({ connectionString: databaseUrl!, max: 10, connectionTimeoutMillis: 10_000 });
  const dialect: Dialect = sqlite ? new TucasaSqliteDialect(sqlite) : new PostgresDialect({ pool: pool! });
  const db = new Kysely<Database>({ dialect });
  try {
    await migrate(db, { migrations, snapshot: sqlite && snapshot ? { sqlite, dataDir } : null });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (sqlite) readQuicklyOnSqlite(db, sqlite);
  if (pool) readQuicklyOnPostgres(db, pool);
  return db;
}
