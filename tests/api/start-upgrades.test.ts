import { copyFileSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import { KEPT_MIGRATION_SNAPSHOTS, listMigrationSnapshots, snapshotBeforeMigration } from '../../server/db/snapshots.js';
import { MigrationFailedError, NewerDatabaseError } from '../../server/db/upgrade.js';
import { LASTING_FAILURE_EXIT, startFailureText } from '../../server/start/failure.js';
import { buildServerOnce, expectTwoLines, removeTempDirs, start, tempDir } from './start-run.js';

// Issue 46, "Safe upgrades": a start that migrates an SQLite database keeps a snapshot of it first,
// applies every pending migration or none, and refuses a database a newer version has migrated.
// The database's own files are read here (SQLite), whatever engine the other suites run on.

beforeAll(buildServerOnce, 90_000);
afterAll(removeTempDirs);

const NEWEST = Object.keys(migrations).sort().at(-1)!;
const OLDER = '017_content_language';

/** The migrations of the version that ran up to `last`, plus `extra`. */
function version(last: string, extra: Record<string, Migration> = {}): Record<string, Migration> {
  return { ...Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last)), ...extra };
}

const file = (dataDir: string) => path.join(dataDir, 'tucasa.db');

/** A DATA_DIR whose database an older version wrote (its migrations up to OLDER), with a leader in it. */
async function olderSite(): Promise<string> {
  const dataDir = tempDir();
  const db = await openDatabase({ dataDir, databaseUrl: null }, { migrations: version(OLDER) });
  await sql`insert into leaders (name, title, contact, created_at) values ('Asha', 'Chair', 'asha@example.org', '2026-01-01T00:00:00.000Z')`.execute(db);
  await db.destroy();
  return dataDir;
}

/** Every table's definition and rows, every index and trigger: what "as it was" compares. */
function contents(dbFile: string) {
  const sqlite = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const schema = sqlite.prepare('select type, name, sql from sqlite_master order by type, name').all() as Array<{ type: string; name: string }>;
    const rows = Object.fromEntries(schema.filter((s) => s.type === 'table').map((t) => [t.name, sqlite.prepare(`select * from "${t.name}"`).all()]));
    return { schema, rows };
  } finally {
    sqlite.close();
  }
}

const applied = (dbFile: string) => (contents(dbFile).rows.kysely_migration as Array<{ name: string }>).map((r) => r.name).sort();
const snapshotNames = (dataDir: string) => (existsSync(path.join(dataDir, 'backups')) ? readdirSync(path.join(dataDir, 'backups')) : []);

describe('a start that migrates an SQLite database', () => {
  it('keeps a snapshot of it before the pending migrations, named by its schema and time', async () => {
    const dataDir = await olderSite();
    const before = contents(file(dataDir));
    const startedAt = new Date().toISOString();
    await (await openDatabase({ dataDir, databaseUrl: null })).destroy();
    const [kept, ...others] = await listMigrationSnapshots(dataDir);
    expect(others).toEqual([]);
    expect(kept!.schema).toBe(OLDER);
    expect(kept!.name).toMatch(new RegExp(`^before-migration-${OLDER}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.db$`));
    expect(kept!.takenAt >= startedAt && kept!.takenAt <= new Date().toISOString()).toBe(true);
    expect(kept!.bytes).toBeGreaterThan(0);
    // The database as the older version left it, whole; the live one has moved on.
    expect(contents(kept!.file)).toEqual(before);
    expect(applied(file(dataDir)).at(-1)).toBe(NEWEST);
  });

  it('keeps none of a new database, nor of one with nothing pending', async () => {
    const dataDir = tempDir();
    await (await openDatabase({ dataDir, databaseUrl: null })).destroy();
    await (await openDatabase({ dataDir, databaseUrl: null })).destroy();
    expect(snapshotNames(dataDir)).toEqual([]);
  });

  it(`keeps the newest ${KEPT_MIGRATION_SNAPSHOTS}, leaving the Backup screen's archives alone`, async () => {
    const dataDir = await olderSite();
    const sqlite = new SQLite(file(dataDir));
    try {
      for (const day of ['01', '02', '03', '04']) await snapshotBeforeMigration(sqlite, dataDir, OLDER, new Date(`2026-03-${day}T10:00:00.000Z`));
    } finally {
      sqlite.close();
    }
    writeFileSync(path.join(dataDir, 'backups', 'before-restore-2026-01-01T00-00-00-000Z.tar'), '');
    expect((await listMigrationSnapshots(dataDir)).map((s) => s.takenAt)).toEqual(['2026-03-04T10:00:00.000Z', '2026-03-03T10:00:00.000Z', '2026-03-02T10:00:00.000Z']);
    expect(snapshotNames(dataDir)).toContain('before-restore-2026-01-01T00-00-00-000Z.tar');
    expect(snapshotNames(dataDir)).not.toContain(`before-migration-${OLDER}-2026-03-01T10-00-00-000Z.db`);
  });
});

/** A migration after this version's that changes the database, then fails. */
const FAILING: Record<string, Migration> = {
  '999_fails': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
      await sql`update leaders set name = 'changed'`.execute(db);
      throw new Error('the test says no');
    },
  },
};

describe('a migration that fails', () => {
  it('leaves the database as it was: no migration of the run applied, no row changed', async () => {
    const dataDir = await olderSite();
    const before = contents(file(dataDir));
    const error = await openDatabase({ dataDir, databaseUrl: null }, { migrations: version(NEWEST, FAILING) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailedError);
    // The migrations before the failing one (018, 019) rolled back with it, not only its own change.
    expect(contents(file(dataDir))).toEqual(before);
    expect(applied(file(dataDir)).at(-1)).toBe(OLDER);

    const [snapshot] = await listMigrationSnapshots(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: '' });
    expect(startFailureText(error, { phase: 'open', config }, false).split('\n')).toEqual([
      'The server could not start: migration 999_fails failed: the test says no. The database was left as it was.',
      `Run the version that ran before until this is fixed (docs/on-a-server.md). A copy taken before it: ${snapshot!.file}`,
      '',
    ]);
  });

  it('on a full disk names SQLite\'s own error, not the rollback\'s that follows it', async () => {
    const dataDir = await olderSite();
    const before = contents(file(dataDir));
    const fillsTheDisk: Migration = {
      async up(db: Kysely<unknown>) {
        // The database may not grow. A one-row insert into a table without triggers has no
        // statement journal to undo it alone: SQLite rolls the whole transaction back itself.
        await db.schema.createTable('grows').addColumn('x', 'text').execute();
        await sql`pragma max_page_count = 1`.execute(db);
        await sql`insert into grows values (hex(zeroblob(100000)))`.execute(db);
      },
    };
    const error = await openDatabase({ dataDir, databaseUrl: null }, { migrations: version(NEWEST, { '999_fills_the_disk': fillsTheDisk }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailedError);
    expect((error as Error).cause).toMatchObject({ code: 'SQLITE_FULL' });
    expect(contents(file(dataDir))).toEqual(before);
    const text = startFailureText(error, { phase: 'open', config: loadConfig({ DATA_DIR: dataDir, STATIC_DIR: '' }) }, false);
    expect(text).toContain('Free some space on the disk of the data folder, and start again.');
  });

  it('stops `npm start` with two lines, the database as it was', async () => {
    const dataDir = await olderSite();
    // A database this version's 019 cannot be applied to (its column is there already); 018 can.
    const sqlite = new SQLite(file(dataDir));
    sqlite.exec('alter table settings add column whatsapp_channel text');
    sqlite.close();
    const before = contents(file(dataDir));
    const run = await start({ DATA_DIR: dataDir });
    const [snapshot] = await listMigrationSnapshots(dataDir);
    expectTwoLines(
      run,
      'migration 019_whatsapp_channel failed: duplicate column name: whatsapp_channel (SQLITE_ERROR). The database was left as it was.',
      `Run the version that ran before until this is fixed (docs/on-a-server.md). A copy taken before it: ${snapshot!.file}`,
      LASTING_FAILURE_EXIT,
    );
    expect(contents(file(dataDir))).toEqual(before);
  });
});

describe('a database a newer version has migrated', () => {
  /** The older site's database as a newer version leaves it: this version's migrations, and one more. */
  async function newerSite(): Promise<string> {
    const dataDir = await olderSite();
    await (await openDatabase({ dataDir, databaseUrl: null }, { migrations: version(NEWEST, { '999_from_a_newer_version': { up: async () => {} } }) })).destroy();
    return dataDir;
  }

  it('is refused, naming the newest migration of each, and left untouched', async () => {
    const dataDir = await newerSite();
    const before = contents(file(dataDir));
    const error = await openDatabase({ dataDir, databaseUrl: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewerDatabaseError);
    expect(error).toMatchObject({ known: NEWEST, database: '999_from_a_newer_version' });
    expect(contents(file(dataDir))).toEqual(before);
  });

  it('stops `npm start` with two lines that name the snapshot to put back', async () => {
    const dataDir = await newerSite();
    // The snapshot the newer version's start kept, of the older version's database; this version
    // can run on it, and on none newer.
    const [snapshot] = await listMigrationSnapshots(dataDir);
    expect(snapshot!.schema).toBe(OLDER);
    expectTwoLines(
      await start({ DATA_DIR: dataDir }),
      `the database ${file(dataDir)} was written by a newer version of the site (its schema is at 999_from_a_newer_version; this version knows up to ${NEWEST}).`,
      `Start that newer version again, or, to run this one, put back ${snapshot!.file}, the snapshot kept before its migrations (docs/on-a-server.md).`,
      LASTING_FAILURE_EXIT,
    );
    expect(snapshotNames(dataDir)).toEqual([snapshot!.name]);

    // The way back of docs/on-a-server.md: the snapshot over the database, its -wal and -shm removed.
    rmSync(`${file(dataDir)}-wal`, { force: true });
    rmSync(`${file(dataDir)}-shm`, { force: true });
    copyFileSync(snapshot!.file, file(dataDir));
    const db = await openDatabase({ dataDir, databaseUrl: null });
    const { rows } = await sql<{ name: string }>`select name from leaders`.execute(db);
    await db.destroy();
    expect(rows).toEqual([{ name: 'Asha' }]);
    expect(applied(file(dataDir)).at(-1)).toBe(NEWEST);
  });
});
