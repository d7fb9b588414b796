import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { TOO_COMMON } from '../../server/auth/password.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import { ADMIN, removeDir, startServer } from './helpers.js';

// Issue 10, item 7: `npm run admin -- add|passwd` refuses a common password, as every place that sets one does.

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** `npm run admin -- ARGS` in a process of its own; resolves with its exit code and output. */
async function admin(args: string[], dataDir: string, password: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const { code, stdout, stderr } = e as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-admin-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});

// Each runs `npm run admin` as its own process (tsx compiling it as it starts): 30 s was not always
// enough at load 28 on 2 cores. A bound on waiting, not a retry.
const SCRIPT_TEST_TIMEOUT = 150_000;

describe('npm run admin', () => {
  it('add refuses a common password, and adds nothing', async () => {
    const dataDir = tempDir();
    const refused = await admin(['add', 'new@example.org'], dataDir, 'password123');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(TOO_COMMON);

    const added = await admin(['add', 'new@example.org'], dataDir, 'a long and unusual phrase');
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('Admin new@example.org added.') });
  }, SCRIPT_TEST_TIMEOUT);

  it('passwd refuses a common password, and the old one still works', async () => {
    const srv = await startServer();
    dirs.push(srv.dataDir);
    const before = await srv.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow();
    await srv.close();

    const refused = await admin(['passwd', ADMIN.email], srv.dataDir, 'qwertyuiop');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(TOO_COMMON);

    const again = await startServer({}, srv.dataDir);
    try {
      expect(await again.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow()).toEqual(before);
    } finally {
      await again.close();
    }
  }, SCRIPT_TEST_TIMEOUT);

  it('refuses a database a newer version has migrated in a line, not a stack, and adds nobody', async () => {
    const dataDir = tempDir();
    const newer = { ...migrations, '999_from_a_newer_version': { up: async () => {} } };
    await (await openDatabase({ dataDir, databaseUrl: null }, { migrations: newer })).destroy();

    const refused = await admin(['add', 'new@example.org'], dataDir, 'a long and unusual phrase');
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `The database was written by a newer version of the site: its schema is at 999_from_a_newer_version, this version knows migrations up to ${Object.keys(migrations).sort().at(-1)!}.`,
    );
    const db = await openDatabase({ dataDir, databaseUrl: null }, { migrations: newer, snapshot: false });
    try {
      expect(await db.selectFrom('admins').select('email').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, SCRIPT_TEST_TIMEOUT);
});

it('the server refuses to create its first admin with a common ADMIN_PASSWORD', async () => {
  const dataDir = tempDir();
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: '', ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'password123', LOG_LEVEL: 'silent' });
  await expect(buildApp(config)).rejects.toThrow(TOO_COMMON);
});
