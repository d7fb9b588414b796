import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { backup, namedUploads } from '../../server/backup/folder.js';
import { ADMIN, bearer, call, jpeg, pdf, png, removeDir, sendForm, startServer, type TestServer, type Schemas } from './helpers.js';

// `npm run backup -- DIR` while the server takes writes, and `npm run restore -- DIR` into a fresh
// DATA_DIR: the scripts as an operator runs them, in processes of their own.

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const script = (name: string, args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });

// Each test starts the scripts as processes (tsx compiles them each time): 8-15 s on a quiet machine,
// over 60 s once at load 20 on 2 cores. A bound on waiting, not a retry.
const SCRIPT_TEST_TIMEOUT = 150_000;

const cleanup: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close().catch(() => undefined);
  for (const dir of cleanup.splice(0)) removeDir(dir);
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-backup-'));
  cleanup.push(dir);
  return dir;
}

async function serve(dataDir?: string): Promise<TestServer> {
  const s = await startServer({}, dataDir);
  servers.push(s);
  cleanup.push(s.dataDir);
  return s;
}

/** Every item of every public list, with the files it names. */
async function contents(s: TestServer) {
  const get = async (url: string) => (await call(s.app, { method: 'GET', url })).json<Array<Record<string, unknown>>>();
  const token = await s.login();
  return {
    media: await get('/api/media'),
    posts: await get('/api/posts'),
    books: await get('/api/annual-books'),
    summits: await get('/api/summits'),
    leaders: (await call(s.app, { method: 'GET', url: '/api/chaplaincy-leaders', headers: bearer(token) })).json<Array<Record<string, unknown>>>(),
  };
}

/** Files in uploads/ against the paths the database names: none missing, none extra. */
async function filesAgainstRows(dataDir: string) {
  const { files } = await namedUploads(path.join(dataDir, 'tucasa.db'));
  const have = new Set(readdirSync(path.join(dataDir, 'uploads')));
  return { wanted: files.size, missing: [...files].filter((f) => !have.has(f)), extra: [...have].filter((f) => !files.has(f)) };
}

describe('npm run backup and npm run restore', () => {
  it('refuse a PostgreSQL database (DATABASE_URL), naming the tool that backs it up, and change nothing', async () => {
    const dir = tempDir();
    for (const [name, args] of [['backup', [path.join(dir, 'copy')]], ['restore', [dir]]] as const) {
      const refused = await run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: 'postgres://tucasa@127.0.0.1:1/tucasa' },
      }).catch((error: unknown) => error as { code: number; stderr: string });
      expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') as string });
    }
    expect(readdirSync(dir)).toEqual([]);
  }, SCRIPT_TEST_TIMEOUT);

  it('copy every item with its files while edits go on, and put them back into a fresh DATA_DIR', async () => {
    const live = await serve();
    const token = await live.login();
    const form = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3]) => sendForm(live.app, method, url, fields, token);
    expect((await form('POST', '/api/media/create', { event_title: 'Retreat', media_files: [await jpeg(1800, 1200), await png()] })).statusCode).toBe(201);
    expect((await form('POST', '/api/posts/create', { title: 'Choir', image: await jpeg(1000, 700), attachment: pdf() })).statusCode).toBe(201);
    expect((await form('POST', '/api/annual-books/create', { title: 'Steps', description: 'A chapter a week', image: await jpeg(600, 900), reading_plan: pdf() })).statusCode).toBe(201);
    expect((await form('PUT', '/api/settings/update', { missionText: 'M', subtitleText: 'S', heroBackgroundImage: await jpeg(1920, 1080) })).statusCode).toBe(200);
    const before = await contents(live);

    // Writes all along the backup. A setting rewritten every few milliseconds from the script's
    // launch to its end: cheap, the same row over and over, and it keeps pace with the script
    // however busy the machine (each write a few ms of this process, the backup tens of the
    // script's), so some land while it runs. Before, only the writes below counted, each a picture
    // made and stored (hundreds of ms), begun once the test saw the backup's folder: a quick
    // backup (Node 24, under npm test's load) came and went between two of them.
    // And from the moment its folder appears, new events, edits that replace files (the old ones
    // deleted), deletions: before that the script is starting (tsx, 3-5 s here alone, 30 s and more
    // at load 20), and those writes would come before the backup, not during it.
    const target = path.join(tempDir(), 'nightly');
    const partial = `${target}.partial`;
    let writing = true;
    let duringBackup = 0;
    const settingWrites = (async () => {
      for (let i = 0; writing; i += 1) {
        const during = existsSync(partial);
        expect((await form('PUT', '/api/settings/update', { missionText: `Mission ${i}`, subtitleText: 'S' })).statusCode).toBe(200);
        if (during) duringBackup += 1;
        await sleep(2);
      }
    })();
    const fileWrites = (async () => {
      while (writing && !existsSync(partial)) await sleep(5);
      for (let i = 0; writing; i += 1) {
        if (existsSync(partial)) duringBackup += 1;
        const made = await form('POST', '/api/media/create', { event_title: `During ${i}`, media_files: await jpeg(1200 + i, 800) });
        expect(made.statusCode).toBe(201);
        const id = made.json<Schemas['MediaItem']>().ID;
        const first = made.json<Schemas['MediaItem']>().MediaFiles[0]!;
        expect((await form('PUT', `/api/media/${id}`, { event_title: `Edited ${i}`, media_files: await png(), remove_files: first })).statusCode).toBe(200);
        if (i % 2) expect((await call(live.app, { method: 'DELETE', url: `/api/media/${id}/delete`, headers: bearer(token) })).statusCode).toBe(200);
      }
    })();
    try {
      const { stdout } = await script('backup', [target], live.dataDir);
      expect(stdout).toMatch(/^Backed up .* into .*nightly: the database and \d+ files\.$/m);
    } finally {
      writing = false;
      await Promise.all([settingWrites, fileWrites]);
    }
    expect(duringBackup, 'writes begun while the backup ran').toBeGreaterThan(0);
    expect(await filesAgainstRows(target)).toMatchObject({ missing: [], extra: [] });

    const fresh = path.join(tempDir(), 'data');
    const { stdout } = await script('restore', [target], fresh);
    expect(stdout).toContain(`Restored ${target} into ${fresh}; the data before it is kept as ${path.join(fresh, 'backups', 'before-restore-')}`);
    const restored = await serve(fresh);
    const after = await contents(restored);
    for (const kind of Object.keys(before) as Array<keyof typeof before>) expect(after[kind], kind).toEqual(expect.arrayContaining(before[kind]));
    const check = await filesAgainstRows(fresh);
    expect(check.wanted).toBeGreaterThan(10);
    expect(check).toMatchObject({ missing: [], extra: [] });
    for (const item of after.media) {
      for (const file of item.MediaFiles as string[]) expect((await restored.app.inject({ method: 'GET', url: `/${file}` })).statusCode, file).toBe(200);
    }
    const login = await call(restored.app, { method: 'POST', url: '/api/user/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
  }, SCRIPT_TEST_TIMEOUT);

  it('restore refuses a DATA_DIR that holds data unless told to replace it, and then keeps the old data as a backup', async () => {
    const live = await serve();
    const target = path.join(tempDir(), 'b');
    await script('backup', [target], live.dataDir);
    const occupied = await serve();
    const token = await occupied.login();
    expect((await sendForm(occupied.app, 'POST', '/api/posts/create', { title: 'Written before the restore' }, token)).statusCode).toBe(201);
    await expect(script('restore', [target], occupied.dataDir)).rejects.toMatchObject({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      stderr: expect.stringContaining(`Restore failed: ${occupied.dataDir} already holds data: restore with --replace (it is kept first, as a backup in ${path.join(occupied.dataDir, 'backups')}).`),
    });
    const titles = async () => (await call(occupied.app, { method: 'GET', url: '/api/posts' })).json<Schemas['Post'][]>().map((p) => p.Title);
    expect(await titles()).toContain('Written before the restore');

    // With the server running: the one restore, as the Backup screen's.
    const { stdout } = await script('restore', [target, '--replace'], occupied.dataDir);
    const saved = /is kept as (.*before-restore-[^ ]*\.tar)\./m.exec(stdout)?.[1];
    expect(saved).toBeDefined();
    expect(existsSync(saved!)).toBe(true);
    expect(await titles()).not.toContain('Written before the restore');
    // Every session has ended.
    expect((await call(occupied.app, { method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(401);
    // The data before is in the automatic backup, restorable in its turn.
    const again = await script('restore', [saved!, '--replace'], occupied.dataDir);
    expect(again.stdout).toContain('Restored');
    expect(await titles()).toContain('Written before the restore');
  }, SCRIPT_TEST_TIMEOUT);

  it('refuses to restore a damaged backup, and to back up into a folder that is not empty', async () => {
    const live = await serve();
    expect((await sendForm(live.app, 'POST', '/api/media/create', { event_title: 'x', media_files: await png() }, await live.login())).statusCode).toBe(201);
    const target = path.join(tempDir(), 'b');
    await script('backup', [target], live.dataDir);
    const [name] = readdirSync(path.join(target, 'uploads'));
    writeFileSync(path.join(target, 'uploads', name!), 'cut short');
    const fresh = path.join(tempDir(), 'data');
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
    await expect(script('restore', [target], fresh)).rejects.toMatchObject({ stderr: expect.stringContaining('is missing or damaged') });
    expect(existsSync(fresh)).toBe(false);

    const full = tempDir();
    mkdirSync(path.join(full, 'something'));
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
    await expect(script('backup', [full], live.dataDir)).rejects.toMatchObject({ stderr: expect.stringContaining('is not empty: back up into a new folder.') });
  }, SCRIPT_TEST_TIMEOUT);
});

describe('backup while files come and go', () => {
  /** A live server with two gallery events, and calls to change them as the backup runs. */
  async function setUp() {
    const live = await serve();
    const token = await live.login();
    const media = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3]) => sendForm(live.app, method, url, fields, token);
    const a = (await media('POST', '/api/media/create', { event_title: 'A', media_files: [await jpeg(1000, 600), await png()] })).json<Schemas['MediaItem']>();
    const b = (await media('POST', '/api/media/create', { event_title: 'B', media_files: await png() })).json<Schemas['MediaItem']>();
    const replace = async (item: { ID: number }, file: string) =>
      expect((await media('PUT', `/api/media/${item.ID}`, { event_title: 'edited', media_files: await png(), remove_files: file })).statusCode).toBe(200);
    const create = async (title: string) => (await media('POST', '/api/media/create', { event_title: title, media_files: await jpeg(700, 500) })).json<Schemas['MediaItem']>();
    // Deleted for good (a delete alone moves it to the trash, its files kept: decision 016).
    const remove = async (item: { ID: number }) => {
      expect((await call(live.app, { method: 'DELETE', url: `/api/media/${item.ID}/delete`, headers: bearer(token) })).statusCode).toBe(200);
      expect((await call(live.app, { method: 'DELETE', url: `/api/trash/media/${item.ID}`, headers: bearer(token) })).statusCode).toBe(200);
    };
    const list = async () => (await call(live.app, { method: 'GET', url: '/api/media' })).json<Schemas['MediaItem'][]>();
    return { live, a, b, replace, create, remove, list };
  }

  it('holds exactly the rows of its moment with their files, whatever was replaced, deleted or added around it', async () => {
    const { live, a, b, replace, create, remove, list } = await setUp();
    let atSnapshot: Awaited<ReturnType<typeof list>> = [];
    const target = path.join(tempDir(), 'b');
    await backup(live.dataDir, target, new Date(), {
      // Between the first pass over the files and the database snapshot...
      async afterFirstPass() {
        await replace(a, a.MediaFiles[0]!);
        await remove(b);
        await create('C');
        atSnapshot = await list();
      },
      // ...and between the snapshot and the second pass: a file the snapshot names goes away.
      async afterSnapshot() {
        await replace(a, a.MediaFiles[1]!);
        await create('D');
      },
    });
    expect(await filesAgainstRows(target)).toMatchObject({ missing: [], extra: [] });
    const fresh = path.join(tempDir(), 'data');
    await script('restore', [target], fresh);
    const restored = await serve(fresh);
    const items = (await call(restored.app, { method: 'GET', url: '/api/media' })).json<Schemas['MediaItem'][]>();
    expect(items.map((i) => i.ID)).toEqual(atSnapshot.map((i) => i.ID));
    expect(items).toEqual(atSnapshot);
    for (const file of items.flatMap((i) => i.MediaFiles)) expect((await restored.app.inject({ method: 'GET', url: `/${file}` })).statusCode, file).toBe(200);
  }, SCRIPT_TEST_TIMEOUT);

  it('fails, leaving nothing, when a file new since the first pass is deleted before the second', async () => {
    const { live, replace, create } = await setUp();
    const target = path.join(tempDir(), 'b');
    let c: { ID: number; MediaFiles: string[] } | null = null;
    await expect(
      backup(live.dataDir, target, new Date(), {
        async afterFirstPass() {
          c = await create('C');
        },
        async afterSnapshot() {
          await replace(c!, c!.MediaFiles[0]!);
        },
      }),
    ).rejects.toThrow(/^Files deleted while the backup ran, try again: /);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  }, SCRIPT_TEST_TIMEOUT);
});
