// Bringing a database's schema up to this version's at start (issue 46, "Safe upgrades"): refused
// when a newer version wrote it, a snapshot kept first (SQLite), and all of the pending
// migrations applied in one transaction or none of them.
import type SQLite from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type Kysely, type Migration } from 'kysely';
import { listMigrationSnapshots, snapshotBeforeMigration } from './snapshots.js';

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not (kysely#56,
 * left so because `PRAGMA foreign_keys` is ignored inside one), so its Migrator applied each
 * migration on its own and one failing halfway left the database between two versions. Here the
 * Migrator runs them in one transaction, as it does on PostgreSQL. So no migration may switch
 * foreign_keys: a table rebuilt uses `PRAGMA defer_foreign_keys` instead.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class SqliteDriverKeepingErrors extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  // SQLite rolls a transaction back itself on a full disk or an I/O error; Kysely's second
  // rollback then fails ("no transaction is active") and its error replaces the one that says
  // what happened (SQLITE_FULL, which a request answers with 507 and a start names).
  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect, with migrations in one transaction and a rollback that keeps the error. */
export class TucasaSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }

  override createDriver() {
    return new SqliteDriverKeepingErrors(this.sqlite);
  }
}

/** The database holds a migration this version does not know: a newer version has migrated it. */
export class NewerDatabaseError extends Error {
  constructor(
    /** The newest migration this version knows. */
    readonly known: string,
    /** The newest migration the database has that this version does not know. */
    readonly database: string,
    /** The newest snapshot kept before migrations that this version can run on (SQLite), or null. */
    readonly snapshot: string | null,
  ) {
    super(`The database was written by a newer version of the site: its schema is at ${database}, this version knows migrations up to ${known}.`);
    this.name = 'NewerDatabaseError';
  }
}

/** A migration failed, and the transaction of the run was rolled back: the database is as it was. */
export class MigrationFailedError extends Error {
  constructor(
    readonly migration: string,
    /** The snapshot kept before the run (SQLite), or null. */
    readonly snapshot: string | null,
    cause: unknown,
  ) {
    super(`Database migration ${migration} failed, the database was left as it was: ${cause instanceof Error ? cause.message : JSON.stringify(cause)}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

/** The migrations applied to the database, in name order (the order they are applied in); none for a new one. */
export async function appliedMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((r) => r.name).sort();
}

export interface MigrateOptions {
  migrations: Record<string, Migration>;
  /** Where to keep a snapshot before migrating an SQLite database, or null for none. */
  snapshot: { sqlite: SQLite.Database; dataDir: string } | null;
}

/**
 * Applies the pending migrations, after checking that the database holds none this version does
 * not know (Kysely's own check says only "corrupted migrations: previously executed migration … is
 * missing"), and, on an SQLite database that has migrations already, after keeping a snapshot.
 */
export async function migrate<DB>(db: Kysely<DB>, { migrations, snapshot }: MigrateOptions): Promise<void> {
  const known = Object.keys(migrations).sort();
  const applied = await appliedMigrations(db);
  const unknown = applied.filter((name) => !Object.hasOwn(migrations, name));
  if (unknown.length) {
    const usable = snapshot ? (await listMigrationSnapshots(snapshot.dataDir)).find((s) => Object.hasOwn(migrations, s.schema)) : undefined;
    throw new NewerDatabaseError(known.at(-1) ?? 'none', unknown.at(-1)!, usable?.file ?? null);
  }
  const pending = known.filter((name) => !applied.includes(name));
  // A new database has nothing to keep; one already up to date, nothing to undo.
  const kept = snapshot && applied.length && pending.length ? await snapshotBeforeMigration(snapshot.sqlite, snapshot.dataDir, applied.at(-1)!, new Date()) : null;
  const provider = { getMigrations: () => Promise.resolve(migrations) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (!error) return;
  // A result in error: that migration's `up` threw, and the run's transaction was rolled back.
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  if (failed) throw new MigrationFailedError(failed, kept, error);
  // The cause kept: a start that fails here names what PostgreSQL or the network said (start/failure.ts).
  throw new Error(`Database migration unknown failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, { cause: error });
}
