import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { extract, pack, type Header } from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, bearer, call, jpeg, pdf, png, removeDir, sendForm, snapshot, startServer, uploadedFiles, type ErrorBody, type Schemas, type TestServer } from './helpers.js';
import { member } from '../accounts/helpers.js';

// Issue 13, backups from the browser (decision 023): GET /api/backup streams one tar archive,
// POST /api/backup restores one after checking it whole. On SQLite only: scripts/test-postgres.ts
// leaves this file out, and tests/postgres/backup-archive.test.ts has PostgreSQL's refusal.

type Entries = Map<string, { header: Header; data: Buffer }>;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    await s.close().catch(() => undefined);
    removeDir(s.dataDir);
  }
});

async function serve(): Promise<{ server: TestServer; token: string }> {
  const server = await startServer({ rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 5 } });
  servers.push(server);
  return { server, token: await server.login() };
}

async function untar(archive: Buffer): Promise<Entries> {
  const out: Entries = new Map();
  const ex = extract();
  const done = (async () => {
    for await (const entry of ex) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      out.set(entry.header.name, { header: entry.header, data: Buffer.concat(chunks) });
    }
  })();
  Readable.from([archive]).pipe(ex);
  await done;
  return out;
}

/** A tar of the entries given (a symlink when `link` names its target). */
async function tar(entries: Array<{ name: string; data?: Buffer; link?: string }>): Promise<Buffer> {
  const p = pack();
  for (const e of entries) {
    if (e.link) p.entry({ name: e.name, type: 'symlink', linkname: e.link });
    else p.entry({ name: e.name }, e.data ?? Buffer.alloc(0));
  }
  p.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of p) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The entries again with a backup.json whose hashes match them, as a tar. */
function retar(entries: Entries, change: (files: Map<string, Buffer>) => void = () => undefined) {
  const files = new Map([...entries].filter(([name]) => name !== 'backup.json').map(([name, e]) => [name, e.data]));
  change(files);
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { file: 'tucasa.db', sha256: sha(files.get('tucasa.db') ?? Buffer.alloc(0)) },
    files: Object.fromEntries([...files].filter(([n]) => n.startsWith('uploads/')).map(([n, d]) => [n.slice('uploads/'.length), sha(d)])),
  };
  return tar([...[...files].map(([name, data]) => ({ name, data })), { name: 'backup.json', data: Buffer.from(JSON.stringify(manifest)) }]);
}

const download = (s: TestServer, token: string) => call(s.app, { method: 'GET', url: '/api/backup', headers: bearer(token) });
const restore = (s: TestServer, token: string, body: Buffer, type = 'application/x-tar') =>
  call<Schemas['BackupRestored']>(s.app, { method: 'POST', url: '/api/backup', headers: { ...bearer(token), 'content-type': type }, payload: body });

async function addContent(s: TestServer, token: string) {
  const form = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3]) => sendForm(s.app, method, url, fields, token);
  expect((await form('POST', '/api/media/create', { event_title: 'Retreat', media_files: [await jpeg(1800, 1200), await png()] })).statusCode).toBe(201);
  expect((await form('POST', '/api/posts/create', { title: 'Choir', image: await jpeg(1000, 700), attachment: pdf() })).statusCode).toBe(201);
}

const publicLists = async (s: TestServer) => ({
  media: (await call(s.app, { method: 'GET', url: '/api/media' })).json<unknown[]>(),
  posts: (await call(s.app, { method: 'GET', url: '/api/posts' })).json<unknown[]>(),
});

const tempsOf = (s: TestServer) => (existsSync(path.join(s.dataDir, 'tmp')) ? readdirSync(path.join(s.dataDir, 'tmp')) : []);

describe('GET /api/backup', () => {
  it('streams one tar with its exact length: the database snapshot, every upload and their hashes; recorded', async () => {
    const { server, token } = await serve();
    await addContent(server, token);
    const res = await download(server, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tucasa-backup-[\d-T]+\.tar"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const entries = await untar(res.rawPayload);
    const uploads = await uploadedFiles(server);
    expect(uploads.length).toBeGreaterThan(5);
    expect([...entries.keys()].sort()).toEqual(['backup.json', 'tucasa.db', ...uploads.map((u) => `uploads/${u}`)].sort());
    const manifest = JSON.parse(entries.get('backup.json')!.data.toString()) as { database: { sha256: string }; files: Record<string, string> };
    expect(manifest.database.sha256).toBe(sha(entries.get('tucasa.db')!.data));
    for (const name of uploads) expect(manifest.files[name], name).toBe(sha(entries.get(`uploads/${name}`)!.data));
    expect(tempsOf(server)).toEqual([]);
    const log = (await call<Schemas['ActivityPage']>(server.app, { method: 'GET', url: '/api/activity?type=backup', headers: bearer(token) })).json();
    expect(log.entries[0]).toMatchObject({ action: 'backup', type: 'backup', actorEmail: ADMIN.email, ip: '127.0.0.1' });
  });
});

describe('POST /api/backup', () => {
  it('puts back every item and file, ends every session, keeps the state before and records it', async () => {
    const { server, token } = await serve();
    await addContent(server, token);
    const before = await publicLists(server);
    const filesBefore = await uploadedFiles(server);
    const archive = (await download(server, token)).rawPayload;

    // Changes after the backup: one deleted, one added.
    const posts = before.posts as Array<Schemas['Post']>;
    expect((await call(server.app, { method: 'DELETE', url: `/api/posts/${posts[0]!.ID}/delete`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await sendForm(server.app, 'POST', '/api/posts/create', { title: 'After', image: await png(400, 300) }, token)).statusCode).toBe(201);

    const res = await restore(server, token, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ savedAs: expect.stringMatching(/^before-restore-.*\.tar$/) as unknown, signInAgain: true });
    expect((await call(server.app, { method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(401);
    expect(await publicLists(server)).toEqual(before);
    expect(await uploadedFiles(server)).toEqual(filesBefore);
    expect(tempsOf(server)).toEqual([]);

    const again = await server.login();
    const log = (await call<Schemas['ActivityPage']>(server.app, { method: 'GET', url: '/api/activity?type=backup', headers: bearer(again) })).json();
    expect(log.entries[0]).toMatchObject({ action: 'restore-backup', actorEmail: ADMIN.email, title: `the state before kept as ${res.json().savedAs}` });

    // The automatic backup restores the state the restore replaced.
    const saved = readdirSync(path.join(server.dataDir, 'backups'));
    expect(saved).toEqual([res.json().savedAs]);
    expect((await restore(server, again, await readFile(path.join(server.dataDir, 'backups', saved[0]!)))).statusCode).toBe(200);
    const titles = (await publicLists(server)).posts.map((p) => (p as Schemas['Post']).Title);
    expect(titles).toEqual(['After']);
  });

  it('is seen by the cached public reads, even when the restored content version is one already served', async () => {
    const { server } = await serve();
    let token = await server.login();
    const post = async (title: string) => expect((await sendForm(server.app, 'POST', '/api/posts/create', { title, image: await png(40, 30) }, token)).statusCode).toBe(201);
    const titles = async () => (await publicLists(server)).posts.map((p) => (p as Schemas['Post']).Title).sort();
    await post('One');
    const first = (await download(server, token)).rawPayload;
    await post('Two');
    const second = (await download(server, token)).rawPayload;

    expect((await restore(server, token, first)).statusCode).toBe(200);
    expect(await titles()).toEqual(['One']);
    token = await server.login();
    // The same writes as between the two backups: the database's version is now the second backup's.
    await post('Three');
    expect(await titles()).toEqual(['One', 'Three']);
    expect((await restore(server, token, second)).statusCode).toBe(200);
    expect(await titles()).toEqual(['One', 'Two']);
  });

  it('lists the automatic backups newest first and downloads each as it was kept; recorded', async () => {
    const served = await serve();
    const server = served.server;
    let token = served.token;
    const saved = () => call<Schemas['SavedBackups']>(server.app, { method: 'GET', url: '/api/backup/saved', headers: bearer(token) });
    expect((await saved()).json()).toEqual({ backups: [] });
    await addContent(server, token);
    const archive = (await download(server, token)).rawPayload;
    const first = (await restore(server, token, archive)).json().savedAs;
    token = await server.login();
    const second = (await restore(server, token, archive)).json().savedAs;
    token = await server.login();

    const list = (await saved()).json().backups;
    expect(list.map((b) => b.name)).toEqual([second, first]);
    const kept = await readFile(path.join(server.dataDir, 'backups', first));
    expect(list[1]).toEqual({ name: first, bytes: kept.length, savedAt: expect.any(String) as unknown });

    const res = await call(server.app, { method: 'GET', url: `/api/backup/saved/${first}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${first}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(kept.length);
    expect(res.rawPayload.equals(kept)).toBe(true);
    const log = (await call<Schemas['ActivityPage']>(server.app, { method: 'GET', url: '/api/activity?type=backup', headers: bearer(token) })).json();
    expect(log.entries[0]).toMatchObject({ action: 'backup', title: `${first} (kept before a restore)` });

    // Only names of kept backups: another name is 404, a path or another file's name 400.
    const missing = await call(server.app, { method: 'GET', url: '/api/backup/saved/before-restore-2020-01-01T00-00-00-000Z.tar', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().message).toBe('No kept backup has that name.');
    for (const name of ['tucasa.db', '..%2Ftucasa.db', 'before-restore-x.tar%2F..%2F..%2Ftucasa.db']) {
      expect((await call(server.app, { method: 'GET', url: `/api/backup/saved/${name}`, headers: bearer(token) })).statusCode, name).toBe(400);
    }
  });

  it('refuses what is not a whole backup of this site, changing nothing and leaving no temp file', async () => {
    const { server, token } = await serve();
    await addContent(server, token);
    const entries = await untar((await download(server, token)).rawPayload);
    const someUpload = [...entries.keys()].find((n) => n.startsWith('uploads/'))!;
    const foreign = await changedDb(path.join(server.dataDir, 'foreign.db'), Buffer.alloc(0), 'create table t (x)');
    const newer = await changedDb(path.join(server.dataDir, 'newer.db'), entries.get('tucasa.db')!.data, "insert into kysely_migration values ('999_future', 'now')");
    const bad: Array<[string, Buffer, RegExp, number?]> = [
      ['not a tar', Buffer.from('just some text, not an archive at all'), /not a complete backup archive/],
      ['nothing', Buffer.alloc(0), /empty|not a complete backup archive/],
      ['a path out of the folder', await tar([{ name: '../escape.txt', data: Buffer.from('x') }]), /"\.\.\/escape\.txt", which a backup of this site never holds/],
      ['a link', await tar([{ name: 'uploads/x', link: '/etc/passwd' }]), /never holds/],
      ['an unknown name', await tar([{ name: 'uploads/run.sh', data: Buffer.from('x') }]), /never holds/],
      ['no manifest', await tar([{ name: 'tucasa.db', data: entries.get('tucasa.db')!.data }]), /damaged or incomplete.*backup\.json/],
      ['a file changed after the backup', await tar([...entries].map(([name, e]) => ({ name, data: name === someUpload ? Buffer.from('changed') : e.data }))), /damaged or incomplete/],
      ['a file the rows name left out', await retar(entries, (files) => files.delete(someUpload)), /rows name files it does not hold/],
      ['a file its list does not name', await tar([...[...entries].map(([name, e]) => ({ name, data: e.data })), { name: `uploads/${'a'.repeat(32)}.pdf`, data: Buffer.from('x') }]), /list does not name/],
      ['another program\'s database', await retar(entries, (files) => files.set('tucasa.db', foreign)), /not one of this site/],
      ['a newer schema', await retar(entries, (files) => files.set('tucasa.db', newer)), /newer version of the site \(999_future\)/],
      ['a damaged database', await retar(entries, (files) => files.set('tucasa.db', Buffer.from('SQLite format 3\0 but then nothing'))), /damaged or incomplete/],
      ['sent as something else', foreign, /Unsupported content type/, 415],
    ];
    const unchanged = await snapshot(server);
    for (const [what, body, message, status] of bad) {
      const res = await restore(server, token, body, status === 415 ? 'application/octet-stream' : 'application/x-tar');
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status ?? 422);
      expect(res.json<{ message: string }>().message, what).toMatch(message);
      expect(await snapshot(server), what).toEqual(unchanged);
      expect(tempsOf(server), what).toEqual([]);
      expect(existsSync(path.join(server.dataDir, 'backups')), what).toBe(false);
    }
    expect((await call(server.app, { method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers 403 to an editor, before reading the archive', async () => {
    const { server, token } = await serve();
    const editor = await member(server.app, token, 'editor-backup@example.org');
    expect((await download(server, editor.token)).statusCode).toBe(403);
    expect((await restore(server, editor.token, Buffer.from('x'))).statusCode).toBe(403);
  });
});

/** The bytes of database `data` changed by `statement` (through `file`, removed after). */
async function changedDb(file: string, data: Buffer, statement: string): Promise<Buffer> {
  await writeFile(file, data);
  const sqlite = new SQLite(file);
  sqlite.exec(statement);
  sqlite.close();
  const bytes = await readFile(file);
  await rm(file);
  return bytes;
}
