import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentCache } from '../../server/cache/contentCache.js';
import type { Db } from '../../server/db/index.js';
import type { HttpError } from '../../server/http/errors.js';
import { paths } from '../../src/kinds/paths.js';
import { tinyBuild } from './follow-helpers.js';
import { bearer, call, removeDir, sendForm, startServer, type Schemas, type TestServer } from './helpers.js';
import { listed, makeOneOfEach } from './trash-helpers.js';
import { holdContentVersion } from './stall-helpers.js';

// The public reads are cached by each instance while the content version has not changed
// (decision 022): two instances on one database (one SQLite file; one PostgreSQL database under
// npm run test:postgres) must each see a write made on the other at their next read.

let a: TestServer;
let b: TestServer;
let token = '';
let build = '';

beforeAll(async () => {
  build = tinyBuild();
  a = await startServer({ staticDir: build });
  b = await startServer({ staticDir: build }, a.dataDir);
  token = await a.login();
});
afterAll(async () => {
  await a.close();
  await b.close();
  removeDir(a.dataDir);
  removeDir(build);
});
afterEach(() => {
  vi.useRealTimers();
});

const LISTS = ['/api/posts', '/api/media', '/api/chaplaincy-leaders', '/api/annual-calendars', '/api/annual-books', '/api/summits'];
const get = (s: TestServer, url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const mediaCount = async (s: TestServer) => (await call(s.app, { method: 'GET', url: '/api/media/count' })).json<{ total_media: number }>().total_media;
const settings = async (s: TestServer) => (await call(s.app, { method: 'GET', url: '/api/settings' })).json<Schemas['Settings']>();

/** Every cached read asked on `s`, so each is in its cache. */
async function warm(s: TestServer, pages: string[] = []) {
  for (const url of [...LISTS, '/api/media/count', '/api/settings', ...pages, paths.home]) expect((await get(s, url)).statusCode, url).toBeLessThan(500);
}

describe('two instances on one database', () => {
  it('each list, page and count read on one shows what was added, then trashed, on the other', async () => {
    await warm(b);
    const count = await mediaCount(b);
    const made = await makeOneOfEach(a, token, 'cached');
    const pages = made.flatMap((m) => (m.page ? [m.page] : []));
    for (const m of made) expect(await listed(b, m.list), m.list).toContain(m.id);
    for (const page of pages) expect((await get(b, page)).statusCode, page).toBe(200);
    expect(await mediaCount(b)).toBe(count + 1);

    await warm(b, pages);
    for (const m of made) expect((await call(a.app, { method: 'DELETE', url: m.remove, headers: bearer(token) })).statusCode).toBe(200);
    for (const m of made) expect(await listed(b, m.list), m.list).not.toContain(m.id);
    for (const page of pages) expect((await get(b, page)).statusCode, page).toBe(404);
    expect(await mediaCount(b)).toBe(count);
  });

  it('the settings read on one are those just saved on the other, and so is the home page of either', async () => {
    await warm(b);
    await warm(a);
    const res = await sendForm(a.app, 'PUT', '/api/settings/update', { missionText: 'Cached mission', subtitleText: 'Seen at once' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings(b)).missionText).toBe('Cached mission');
    expect((await settings(a)).missionText).toBe('Cached mission');
  });

  it('an edit on one is in the other\'s list, and a draft made on one never shows on the other', async () => {
    const [post] = await makeOneOfEach(a, token, 'edited');
    await warm(b);
    const edit = await sendForm(a.app, 'PUT', `/api/posts/${post!.id}/update`, { title: 'Edited elsewhere' }, token);
    expect(edit.statusCode, edit.body).toBe(200);
    const titles = (await call(b.app, { method: 'GET', url: '/api/posts' })).json<Array<Schemas['Post']>>().map((p) => p.Title);
    expect(titles).toContain('Edited elsewhere');
    const draft = await sendForm(a.app, 'POST', '/api/posts/create', { title: 'Not yet', status: 'draft' }, token);
    expect(draft.statusCode).toBe(201);
    expect(await listed(b, '/api/posts')).not.toContain(draft.json<Schemas['Post']>().ID);
  });
});

describe('a cached read', () => {
  it('shows a scheduled announcement from its time on, with no write in between', async () => {
    const publishAt = new Date(Date.now() + 10 * 60_000);
    const made = await sendForm(a.app, 'POST', '/api/posts/create', { title: 'Later', status: 'scheduled', publish_at: publishAt.toISOString() }, token);
    const id = made.json<Schemas['Post']>().ID;
    for (const s of [a, b]) expect(await listed(s, '/api/posts')).not.toContain(id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(publishAt.getTime() - 1);
    for (const s of [a, b]) expect(await listed(s, '/api/posts')).not.toContain(id);
    expect((await get(b, paths.announcement(id))).statusCode).toBe(404);
    vi.setSystemTime(publishAt.getTime());
    for (const s of [a, b]) expect(await listed(s, '/api/posts')).toContain(id);
    expect((await get(b, paths.announcement(id))).statusCode).toBe(200);
  });

  it('is sent in the bytes and headers @fastify/compress gives it, from one compression', async () => {
    for (let i = 0; i < 6; i++) await sendForm(a.app, 'POST', '/api/posts/create', { title: `Long ${i}`, description: 'A notice of some length. '.repeat(12) }, token);
    const plain = await get(b, '/api/posts');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [['gzip', gunzipSync], ['br', brotliDecompressSync]] as const) {
      // A weight makes the plugin compress it itself, as before the cache.
      const byPlugin = await get(b, '/api/posts', { 'accept-encoding': `${encoding};q=1` });
      const cached = await get(b, '/api/posts', { 'accept-encoding': encoding });
      expect(cached.headers['content-encoding']).toBe(encoding);
      expect(cached.rawPayload.equals(byPlugin.rawPayload)).toBe(true);
      expect(decode(cached.rawPayload).toString()).toBe(plain.body);
      for (const name of ['vary', 'etag', 'cache-control', 'content-type', 'content-length']) expect(cached.headers[name], name).toEqual(byPlugin.headers[name]);
    }
  });
});

describe('the content version read', () => {
  it('fails the reads waiting on it with a 503 when the database does not answer, and the next read asks again', async () => {
    let answer: (() => Promise<{ rows: Array<{ version: number }> }>) = () => new Promise(() => undefined);
    const db = { executeQuery: () => answer() } as unknown as Db;
    const cache = new ContentCache(db, undefined, undefined, 50);
    const load = vi.fn(() => Promise.resolve({ value: 'posts' }));
    const waiting = [cache.get('posts', load), cache.get('posts', load)];
    for (const read of waiting) {
      const error = await read.then(() => null, (e: unknown) => e as HttpError);
      expect(error?.statusCode).toBe(503);
      expect(error?.message).toContain('did not answer in time');
    }
    expect(load).not.toHaveBeenCalled();
    answer = () => Promise.resolve({ rows: [{ version: 7 }] });
    await expect(cache.get('posts', load)).resolves.toMatchObject({ value: 'posts', version: 7 });
  });
});

describe('a database that does not answer', () => {
  it('fails a public read with the 503 of the contract and a page with its shell, and serves again once it answers', async () => {
    const s = await startServer({ staticDir: build }, undefined, { versionReadTimeoutMs: 300 });
    try {
      const release = await holdContentVersion(s.db);
      for (const url of [...LISTS, '/api/media/count', '/api/settings']) {
        // `call` checks the answer against openapi.yaml.
        const read = await call(s.app, { method: 'GET', url });
        expect(read.statusCode, url).toBe(503);
        expect(read.json<Schemas['Error']>().message).toBe('The database did not answer in time. Nothing was read; try again in a moment.');
      }
      const page = await get(s, paths.home);
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).toContain('<div id="root"></div>');
      await release();
      expect((await get(s, '/api/posts')).statusCode).toBe(200);
      expect((await get(s, paths.home)).statusCode).toBe(200);
    } finally {
      await s.close();
      removeDir(s.dataDir);
    }
  });
});
