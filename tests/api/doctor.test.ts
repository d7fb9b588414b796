// `npm run doctor` on real installations (issue 46): a healthy one, stopped, has nothing to fix,
// and each problem the issue lists gives its own ✗ line. The checks' rules are in
// tests/unit/doctor-checks.test.ts; here, that they read the installation as it is.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { parseBackup } from '../../server/config.js';
import { nodeCheck } from '../../server/doctor/checks.js';
import { doctor } from '../../server/doctor/doctor.js';
import { jpeg, removeDir, sendForm, startServer } from './helpers.js';
import { removeTempDirs, unwritable } from './start-run.js';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-doctor-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  removeTempDirs();
  for (const dir of dirs) removeDir(dir);
});

const now = new Date();
let env: Record<string, string>;

/** A stopped installation as a server leaves it: a post with a picture, backed up to a folder. */
beforeAll(async () => {
  const dataDir = tempDir();
  const backup = parseBackup({ BACKUP_URL: tempDir() })!;
  const s = await startServer({ backup }, dataDir);
  const res = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Retreat', image: await jpeg(800, 600), image_alt: 'Retreat' }, await s.login());
  expect(res.statusCode).toBe(201);
  await s.backup!.round();
  await s.close();
  // No server answers there: the installation is checked as it lies on disk.
  env = { DATA_DIR: dataDir, BACKUP_URL: backup.url, HOST: '127.0.0.1', PORT: String(await freePort()), PUBLIC_ORIGIN: 'https://tucasa.example.org', TRUST_PROXY: '127.0.0.1' };
});

const failures = async (more: Record<string, string> = {}) =>
  (await doctor({ ...env, ...more }, now, 'v24.22.3')).filter((f) => f.verdict === 'fail').map((f) => f.text);

describe('npm run doctor', () => {
  it('finds nothing to fix on a healthy installation, and says what it saw', async () => {
    const findings = await doctor(env, now, 'v24.22.3');
    expect(findings.filter((f) => f.verdict === 'fail')).toEqual([]);
    const text = findings.map((f) => f.text).join('\n');
    expect(text).toMatch(/^Schema \S+, up to date\.$/m);
    expect(text).toMatch(new RegExp(`^BACKUP_URL ${env.BACKUP_URL}: 1 states kept, the newest of `, 'm'));
    expect(text).toMatch(/^Last verification /m);
    expect(text).toContain("readable by the server's user alone");
  });

  it('names each problem on a line of its own', async () => {
    expect(await failures({ BACKUP_URL: '' })).toEqual([expect.stringMatching(/^BACKUP_URL is not set/)]);
    expect(await failures({ TRUST_PROXY: '' })).toEqual([expect.stringMatching(/TRUST_PROXY is not set/)]);
    expect(await failures({ DATABASE_URL: `postgres://tucasa@127.0.0.1:${await freePort()}/tucasa` })).toEqual([expect.stringMatching(/^PostgreSQL \(DATABASE_URL\) cannot be reached/)]);
    expect(await failures({ STORAGE_URL: 's3://tucasa', AWS_ENDPOINT_URL: `http://127.0.0.1:${await freePort()}`, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x' })).toEqual([expect.stringMatching(/^STORAGE_URL s3:\/\/tucasa\/: cannot be read/)]);
    const gone = tempDir();
    writeFileSync(path.join(gone, 'states'), 'not a folder');
    expect(await failures({ BACKUP_URL: gone })).toEqual([expect.stringMatching(/: cannot be read \(/)]);
    expect(await failures({ PORT: 'eighty' })).toEqual(['PORT must be a whole number, got "eighty".']);
  });

  it('sees the secret readable by others, a newer schema, changes not backed up, a data folder it cannot write', async () => {
    const secret = path.join(env.DATA_DIR!, 'jwt-secret');
    chmodSync(secret, 0o644);
    const db = new SQLite(path.join(env.DATA_DIR!, 'tucasa.db'));
    try {
      expect(await failures()).toEqual([expect.stringMatching(/jwt-secret can be read by others \(mode 644\): chmod 600/)]);
      chmodSync(secret, 0o600);
      // A change after the newest state, the server stopped.
      db.prepare("insert into kysely_migration (name, timestamp) values ('999-from-the-future', '2027-01-01')").run();
      const found = await failures();
      expect(found).toEqual([expect.stringMatching(/written by a newer version \(schema 999-from-the-future/), expect.stringMatching(/holds changes the newest state in the backup lacks/)]);
    } finally {
      db.prepare("delete from kysely_migration where name = '999-from-the-future'").run();
      db.close();
    }
    const readOnly = tempDir();
    unwritable(readOnly);
    expect(await failures({ DATA_DIR: readOnly, BACKUP_URL: '' })).toEqual([expect.stringMatching(/cannot be written \(EACCES|EPERM/), expect.stringMatching(/^BACKUP_URL is not set/)]);
  });

  it('as a command: one line a finding, exit 1 when something must be fixed', async () => {
    const file = path.join(tempDir(), 'tucasa.env');
    writeFileSync(file, Object.entries({ ...env, BACKUP_URL: '' }).map(([k, v]) => `${k}=${v}`).join('\n'));
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/doctor.ts', '--env', file], { cwd: root, env: { ...process.env, DATA_DIR: '/nonexistent' } }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`${nodeCheck(process.version, new Date()).verdict === 'ok' ? '✓' : '✗'} ${nodeCheck(process.version, new Date()).text}`);
    expect(lines).toContain('✗ BACKUP_URL is not set: nothing is copied off this machine; set it to a second disk or an S3 bucket (docs/backups.md).');
    expect(run.stdout).toContain(`✓ ${env.DATA_DIR}: writable`);
    expect(run.code).toBe(1);
  });
});
