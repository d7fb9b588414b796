import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type { Database };

/** Opens (creating if needed) DATA_DIR/tucasa.db in WAL mode and brings its schema up to date. */
export async function openDatabase(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'tucasa.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a commit is on disk before the request is answered. NORMAL could lose the last commits on a
  // power cut after the answer, and with them a delete whose files are already gone: a row left
  // naming files that no longer exist. An fsync per write is nothing at this site's write rate.
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  }
  return db;
}

export const nowIso = () => new Date().toISOString();
