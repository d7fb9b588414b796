import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBackup, type BackupConfig } from '../../server/config.js';
import { LATE_AFTER_MS } from '../../server/backup/continuous.js';
import { fillFromTarget, listStates } from '../../server/backup/read.js';
import { restoreBackup } from '../../server/backup/restore.js';
import { openTarget } from '../../server/backup/target.js';
import { bearer, call, jpeg, removeDir, sendForm, startServer, storedBytes, type Schemas, type TestServer } from './helpers.js';

// BACKUP_URL's continuous backup (issue 46, decision 031), its rounds run by the test on a clock it
// moves: a folder here, a bucket prefix under scripts/test-s3.ts (the uploads are then in the bucket too).

const cleanup: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close().catch(() => undefined);
  for (const dir of cleanup.splice(0)) removeDir(dir);
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-continuous-'));
  cleanup.push(dir);
  return dir;
}

/** A new, empty backup target: a folder, or a prefix of the test bucket. */
function newTarget(): BackupConfig {
  const bucket = process.env.TEST_STORAGE_URL;
  const where = bucket ? `${bucket}/backup-${path.basename(tempDir())}` : tempDir();
  return parseBackup({ BACKUP_URL: where, AWS_ENDPOINT_URL: process.env.TEST_S3_ENDPOINT ?? '' })!;
}

let now = Date.parse('2026-12-06T10:00:00Z');
const clock = () => new Date(now);
const later = (ms: number) => (now += ms);

async function serve(backup: BackupConfig, dataDir?: string) {
  const s = await startServer({ backup, tokenTtlSeconds: 400 * 86400 }, dataDir ?? tempDir(), { clock });
  servers.push(s);
  return { s, token: await s.login() };
}

async function post(s: TestServer, token: string, title: string) {
  const res = await sendForm(s.app, 'POST', '/api/posts/create', { title, image: await jpeg(1200, 800), image_alt: title }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Schemas['Post']>();
}

const titles = async (s: TestServer) => (await call<Schemas['Post'][]>(s.app, { method: 'GET', url: '/api/posts' })).json().map((p) => p.Title);

/** Restores `backup`'s state at `at` (the newest when null) into a new DATA_DIR, as `npm run restore` does, and serves it. */
async function restoreInto(backup: BackupConfig, at: Date | null) {
  const dataDir = tempDir();
  const target = openTarget(backup);
  try {
    const restored = await startServer({}, dataDir, { clock });
    servers.push(restored);
    await restoreBackup({ fill: (dir) => fillFromTarget(target, at, dir) }, dataDir, () => restored.db, clock());
    return restored;
  } finally {
    target.close();
  }
}

const onPostgres = !!process.env.TEST_POSTGRES_URL;

// On PostgreSQL (scripts/test-postgres.ts) the database's backups are its provider's or pg_dump's:
// BACKUP_URL takes the files alone.
if (onPostgres) {
  it('on PostgreSQL, takes every upload and leaves the database to pg_dump', async () => {
    const backup = newTarget();
    const { s, token } = await serve(backup);
    const first = await post(s, token, 'Retreat at Morogoro');
    await s.backup!.round();
    expect(s.backup!.status()).toMatchObject({ database: 'postgres', statesKept: 0, lastBackupAt: clock().toISOString(), lastError: null });
    const target = openTarget(backup);
    try {
      expect(await target.files.stat(path.basename(first.Image!))).not.toBeNull();
      expect(await target.states.list()).toEqual([]);
    } finally {
      target.close();
    }
  });
}

if (!onPostgres) describe('the continuous backup', () => {
  it('takes every change within a round, and a restore brings back the state of any moment', async () => {
    const backup = newTarget();
    const { s, token } = await serve(backup);
    const first = await post(s, token, 'Retreat at Morogoro');
    await s.backup!.round();
    const afterFirst = clock();
    let status = (await call<Schemas['BackupStatus']>(s.app, { method: 'GET', url: '/api/backup/status', headers: bearer(token) })).json();
    expect(status).toMatchObject({ configured: true, target: backup.url, database: 'sqlite', lastBackupAt: afterFirst.toISOString(), statesKept: 1, lastError: null, late: false });
    expect(status.lastVerifiedAt).not.toBeNull();

    later(60_000);
    const edit = await sendForm(s.app, 'PUT', `/api/posts/${first.ID}/update`, { title: 'Retreat moved to Dodoma' }, token);
    expect(edit.statusCode, edit.body).toBe(200);
    await post(s, token, 'Choir practice');
    later(1000);
    await s.backup!.round();
    status = s.backup!.status();
    expect(status.statesKept).toBe(2);

    // A change within 30 s of the last state waits for the next round past them (two states a
    // minute at most); until then the last backup is the one before it.
    const stated = clock().toISOString();
    later(10_000);
    await post(s, token, 'Choir practice moved');
    await s.backup!.round();
    expect(s.backup!.status()).toMatchObject({ statesKept: 2, lastBackupAt: stated });
    later(25_000);
    await s.backup!.round();
    expect(s.backup!.status()).toMatchObject({ statesKept: 3, lastBackupAt: clock().toISOString() });

    // A round with nothing changed writes no state.
    later(60_000);
    await s.backup!.round();
    expect(s.backup!.status()).toMatchObject({ statesKept: 3, lastBackupAt: clock().toISOString() });

    const latest = await restoreInto(backup, null);
    expect((await titles(latest)).sort()).toEqual(['Choir practice', 'Choir practice moved', 'Retreat moved to Dodoma']);
    const atFirst = await restoreInto(backup, new Date(afterFirst.getTime() + 30_000));
    expect(await titles(atFirst)).toEqual(['Retreat at Morogoro']);
    expect(await storedBytes(atFirst, first.Image!)).toEqual(await storedBytes(s, first.Image!));
  });

  it('keeps every state of the last day, then one a day, and a picture deleted for good while a kept state names it', async () => {
    const backup = newTarget();
    const { s, token } = await serve(backup);
    const gone = await post(s, token, 'To be deleted');
    await s.backup!.round();
    later(3600_000);
    const deleted = await call(s.app, { method: 'DELETE', url: `/api/posts/${gone.ID}/delete`, headers: bearer(token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Deleted for good: out of the trash too.
    const purged = await call(s.app, { method: 'DELETE', url: `/api/trash/announcement/${gone.ID}`, headers: bearer(token) });
    expect(purged.statusCode, purged.body).toBe(200);
    await s.backup!.round();
    const target = openTarget(backup);
    try {
      const name = path.basename(gone.Image!);
      expect(await target.files.stat(name)).not.toBeNull();
      // A change each hour: the picture stays while the first state, which names it, is within the day kept whole.
      for (let h = 0; h < 48; h += 1) {
        later(3600_000);
        const res = await sendForm(s.app, 'POST', '/api/posts/create', { title: `Hour ${h}` }, token);
        expect(res.statusCode).toBe(201);
        await s.backup!.round();
        if (h === 22) expect(await target.files.stat(name)).not.toBeNull();
        if (h === 23) expect(await target.files.stat(name)).toBeNull();
      }
      const states = await listStates(target);
      const dayOne = states.filter((x) => x.at.toISOString().startsWith('2026-12-06'));
      expect(states.length).toBeLessThan(50);
      expect(states.filter((x) => now - x.at.getTime() <= 24 * 3600_000).length).toBeGreaterThanOrEqual(24);
      expect(dayOne.length).toBe(1);
      // Past the days kept, one a day is left of the first days, and the newest.
      later((backup.keepDays - 1) * 86400_000);
      await post(s, token, 'A month on');
      await s.backup!.round();
      expect((await listStates(target)).map((x) => x.at.toISOString().slice(0, 10))).toEqual(['2026-12-07', '2026-12-08', '2027-01-06']);
    } finally {
      target.close();
    }
  }, 120_000);

  it('takes the last changes with it when the server stops', async () => {
    const backup = newTarget();
    const { s, token } = await serve(backup);
    s.backup!.start();
    // The timer's first round: round() waits for the one in flight rather than starting another.
    await s.backup!.round();
    expect(s.backup!.status().statesKept).toBe(1);
    later(60_000);
    await post(s, token, 'Written just before an update');
    await s.close();
    const restored = await restoreInto(backup, null);
    expect(await titles(restored)).toEqual(['Written just before an update']);
  });

  // On a folder whichever store the uploads use: what is tested is the lateness, not the target.
  it('says when it is late: the status, /api/health, and back to normal once a round succeeds', async () => {
    const backup = parseBackup({ BACKUP_URL: tempDir() })!;
    const { s, token } = await serve(backup);
    expect((await call(s.app, { method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', backup: { configured: true, lastBackupAt: null, late: false } });
    await s.backup!.round();
    const done = clock().toISOString();
    // The second disk is gone: a file where its folder of files was.
    removeDir(path.join(backup.folder!, 'files'));
    writeFileSync(path.join(backup.folder!, 'files'), 'not a folder');
    later(LATE_AFTER_MS - 1000);
    await post(s, token, 'While the disk is away');
    await s.backup!.round();
    expect(s.backup!.status()).toMatchObject({ lastBackupAt: done, late: false });
    expect(s.backup!.status().lastError).toMatch(/\S/);
    later(2000);
    const health = await call(s.app, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'backup-late', backup: { configured: true, lastBackupAt: done, late: true } });
    removeDir(path.join(backup.folder!, 'files'));
    await s.backup!.round();
    expect(s.backup!.status()).toMatchObject({ lastBackupAt: clock().toISOString(), late: false, lastError: null, statesKept: 2 });
    expect((await call(s.app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses to write a new database over the states of another: a new machine is restored first', async () => {
    const backup = newTarget();
    const { s, token } = await serve(backup);
    await post(s, token, 'The association’s news');
    await s.backup!.round();
    // A new machine's server started before its restore, on the same BACKUP_URL.
    const fresh = (await serve(backup)).s;
    later(1000);
    await fresh.backup!.round();
    expect(fresh.backup!.status().lastError).toMatch(/holds the backups of another database: restore from it/);
    expect(fresh.backup!.status().statesKept).toBe(1);
    const target = openTarget(backup);
    try {
      await restoreBackup({ fill: (dir) => fillFromTarget(target, null, dir) }, fresh.dataDir, () => fresh.db, clock());
    } finally {
      target.close();
    }
    later(60_000);
    await fresh.backup!.round();
    expect(fresh.backup!.status()).toMatchObject({ lastError: null, statesKept: 2 });
    expect(await titles(fresh)).toEqual(['The association’s news']);
  });
});
