import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import pg from 'pg';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import { MigrationFailedError } from '../../server/db/upgrade.js';
import { LASTING_FAILURE_EXIT } from '../../server/start/failure.js';
import { databaseFor, removeDir } from '../api/helpers.js';
import { buildServerOnce, expectTwoLines, removeTempDirs, start } from '../api/start-run.js';

// Issue 46 on PostgreSQL (tests/api/start-upgrades.test.ts has SQLite's, with the snapshot): a
// database a newer version migrated is refused; a failing migration leaves the database as it was.
beforeAll(buildServerOnce, 90_000);
const dirs: string[] = [];
afterAll(() => {
  removeTempDirs();
  for (const dir of dirs) removeDir(dir);
});

const NEWEST = Object.keys(migrations).sort().at(-1)!;

async function database(extra: Record<string, Migration>): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-upgrade-'));
  dirs.push(dataDir);
  const databaseUrl = (await databaseFor(dataDir))!;
  await (await openDatabase({ dataDir, databaseUrl }, { migrations: { ...migrations, ...extra } })).destroy();
  return { dataDir, databaseUrl };
}

async function applied(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    return (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

it('refuses to start on a database a newer version has migrated, naming both', async () => {
  const { dataDir, databaseUrl } = await database({ '999_from_a_newer_version': { up: async () => {} } });
  expectTwoLines(
    await start({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
    `the PostgreSQL database was written by a newer version of the site (its schema is at 999_from_a_newer_version; this version knows up to ${NEWEST}).`,
    'Start that newer version again, or, to run this one, restore the database as it was before that update (docs/on-a-server.md).',
    LASTING_FAILURE_EXIT,
  );
});

it('leaves the database as it was when a migration fails', async () => {
  const { dataDir, databaseUrl } = await database({});
  const failing: Migration = {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
      throw new Error('the test says no');
    },
  };
  const error = await openDatabase({ dataDir, databaseUrl }, { migrations: { ...migrations, '999_fails': failing } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MigrationFailedError);
  expect(await applied(databaseUrl)).toEqual(Object.keys(migrations).sort());
  const db = await openDatabase({ dataDir, databaseUrl });
  const { rows } = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_name = 'half_done'`.execute(db);
  await db.destroy();
  expect(rows[0]!.n).toBe(0);
});
