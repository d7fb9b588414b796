import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/kinds/paths.js';
import { TRASH_DAYS } from '../../src/domain/trash.js';
import { uploadMentions } from '../../server/files/faults.js';
import { filesOf } from '../../server/files/storage.js';
import { PURGE_INTERVAL_MS } from '../../server/trash/purge.js';
import { purgeTrash } from '../../server/trash/store.js';
import { tinyBuild } from './follow-helpers.js';
import { bearer, call, removeDir, sendForm, snapshot, startServer, type ErrorBody, type Schemas, type TestServer } from './helpers.js';
import { counts, diskFiles, listed, makeOneOfEach, type Made } from './trash-helpers.js';

// The trash (decision 016): the spec's deletes move an item there, with its files kept; it shows
// nowhere public until restored; deleted for good or purged after 30 days it goes with its files,
// the row first, so a run cut off halfway leaves only files no row names, swept at the next start.

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-01T10:00:00.000Z');
let now = T0;
const clock = () => now;

let build: string;
let s: TestServer;
let token: string;

async function restart() {
  const dir = s.dataDir;
  await s.close();
  s = await startServer({ staticDir: build }, dir, { clock });
  token = await s.login();
}

const get = (url: string) => call(s.app, { method: 'GET', url });
const trash = async () => (await call(s.app, { method: 'GET', url: '/api/trash', headers: bearer(token) })).json<Schemas['TrashItem'][]>();
const restore = (m: Pick<Made, 'type' | 'id'>, auth: string | null = token) =>
  call(s.app, { method: 'POST', url: `/api/trash/${m.type}/${m.id}/restore`, headers: auth === null ? {} : bearer(auth) });
const destroy = (m: Pick<Made, 'type' | 'id'>, auth: string | null = token) =>
  call(s.app, { method: 'DELETE', url: `/api/trash/${m.type}/${m.id}`, headers: auth === null ? {} : bearer(auth) });
const trashIt = async (m: Made) => expect((await call(s.app, { method: 'DELETE', url: m.remove, headers: bearer(token) })).statusCode).toBe(200);

beforeAll(async () => {
  build = tinyBuild();
  s = await startServer({ staticDir: build }, undefined, { clock });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
  removeDir(build);
});

describe('a delete of the specification', () => {
  let items: Made[];
  let before: Awaited<ReturnType<typeof counts>>;
  beforeAll(async () => {
    before = await counts(s);
    items = await makeOneOfEach(s, token, 'kept');
    for (const m of items) await trashIt(m);
  });

  it('moves each kind to the trash, with its title, dates and pictures, its files kept', async () => {
    const purge = new Date(T0.getTime() + TRASH_DAYS * DAY_MS).toISOString();
    expect(await trash()).toEqual(
      expect.arrayContaining(
        items.map((m) => ({ type: m.type, ID: m.id, Title: m.title, DeletedAt: T0.toISOString(), PurgeAt: purge, Pictures: m.files.filter((f) => f.endsWith('.webp')) })),
      ),
    );
    expect(diskFiles(s, items).length).toBeGreaterThan(10);
    expect(diskFiles(s, items).filter((f) => !f.there)).toEqual([]);
  });

  it('hides it from every public read: lists, counts, updates, item pages, previews, feeds, the sitemap', async () => {
    for (const m of items) {
      expect(await listed(s, m.list), m.type).not.toContain(m.id);
      expect((await call(s.app, { method: 'DELETE', url: m.remove, headers: bearer(token) })).statusCode, m.type).toBe(404);
      if (m.page) {
        expect((await get(m.page)).statusCode, m.page).toBe(404);
        expect((await get(m.og!)).statusCode, m.og).toBe(404);
      }
    }
    expect(await counts(s)).toEqual(before);
    const update = await sendForm(s.app, 'PUT', `/api/posts/${items[0]!.id}/update`, { title: 'Back?' }, token);
    expect(update.statusCode).toBe(404);
    const event = items.find((m) => m.type === 'event')!;
    const eventUpdate = { date: '2026-05-04T00:00:00.000Z', event: 'Back?', participants: 'All', description: 'x' };
    expect((await call(s.app, { method: 'PUT', url: `/api/annual-calendars/${event.id}/update`, headers: bearer(token), payload: eventUpdate })).statusCode).toBe(404);
    expect((await get(paths.calendarEventFeed(event.id))).statusCode).toBe(404);
    for (const feed of [paths.newsFeed, paths.calendarFeed, paths.sitemap]) {
      const body = (await get(feed)).body;
      for (const m of items) {
        expect(body, feed).not.toContain(m.title);
        if (m.page) expect(body, feed).not.toContain(`${m.page}<`);
      }
    }
  });

  it('is undone by a restore: each item back on its list, page and feeds, its files served', async () => {
    for (const m of items) expect((await restore(m)).json()).toEqual({ message: 'Restored.' });
    expect(await trash()).toEqual([]);
    for (const m of items) {
      expect(await listed(s, m.list), m.type).toContain(m.id);
      if (m.page) expect((await get(m.page)).statusCode, m.page).toBe(200);
      for (const file of m.files) expect((await s.app.inject({ method: 'GET', url: `/${file}` })).statusCode, file).toBe(200);
    }
    expect((await get(paths.newsFeed)).body).toContain('Post kept');
    expect((await get(paths.calendarFeed)).body).toContain('Event kept');
    expect((await get(paths.sitemap)).body).toContain(items[0]!.page);
    expect(await counts(s)).toEqual({ media: before.media + 1, events: before.events + 1, leaders: before.leaders + 1 });
    // A second restore finds nothing in the trash.
    expect((await restore(items[0]!)).statusCode).toBe(404);
  });
});

describe('the trash calls', () => {
  it('refuse an unknown type or ID, a live item and a missing token, changing nothing', async () => {
    const [post] = await makeOneOfEach(s, token, 'guarded');
    const unchanged = await snapshot(s);
    const unknownType = await restore({ type: 'poster' as Made['type'], id: post!.id });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json<ErrorBody>().field).toBe('type');
    expect((await destroy({ type: 'poster' as Made['type'], id: post!.id })).statusCode).toBe(400);
    expect((await call(s.app, { method: 'DELETE', url: '/api/trash/announcement/abc', headers: bearer(token) })).json<ErrorBody>().error).toBe('Invalid ID provided.');
    expect((await restore({ type: 'announcement', id: 99999 })).statusCode).toBe(404);
    // Live, not in the trash: neither restored nor deleted for good.
    expect((await restore(post!)).statusCode).toBe(404);
    expect((await destroy(post!)).json<ErrorBody>().error).toBe('Announcement not found.');
    for (const send of [restore, destroy]) expect((await send(post!, null)).statusCode).toBe(401);
    expect((await call(s.app, { method: 'GET', url: '/api/trash' })).statusCode).toBe(401);
    expect(await snapshot(s)).toEqual(unchanged);
  });

  it('delete an item for good: its row, then every file of it (variants included)', async () => {
    const items = await makeOneOfEach(s, token, 'gone');
    for (const m of items) await trashIt(m);
    for (const m of items) expect((await destroy(m)).json()).toEqual({ message: 'Deleted for good.' });
    expect(diskFiles(s, items).filter((f) => f.there)).toEqual([]);
    expect((await trash()).map((t) => t.Title)).not.toContain('Post gone');
    expect((await s.db.selectFrom('posts').select('id').where('id', '=', items[0]!.id).execute())).toEqual([]);
    expect((await restore(items[0]!)).statusCode).toBe(404);
    expect((await destroy(items[0]!)).statusCode).toBe(404);
  });
});

describe('the purge', () => {
  it('takes what is in the trash more than 30 days, with its files, when the server starts', async () => {
    now = new Date(T0.getTime() + 1000);
    const items = await makeOneOfEach(s, token, 'old');
    for (const m of items) await trashIt(m);
    const live = await listed(s, '/api/posts');
    expect(live.length).toBeGreaterThan(0);
    now = new Date(T0.getTime() + 1000 + TRASH_DAYS * DAY_MS);
    await restart();
    expect((await trash()).filter((t) => t.Title.endsWith(' old'))).toHaveLength(6);
    now = new Date(now.getTime() + 1);
    await restart();
    expect((await trash()).filter((t) => t.Title.endsWith(' old'))).toEqual([]);
    expect(diskFiles(s, items).filter((f) => f.there)).toEqual([]);
    // What was never deleted stays.
    expect(await listed(s, '/api/posts')).toEqual(live);
  });

  it('runs again every hour on a timer that the server stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await restart();
      expect(vi.getTimerCount()).toBe(1);
      const [post] = await makeOneOfEach(s, token, 'hourly');
      await trashIt(post!);
      now = new Date(now.getTime() + (TRASH_DAYS + 1) * DAY_MS);
      // A month on, the session has long expired, as everything else reads the same clock.
      token = await s.login();
      await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
      await vi.waitFor(async () => expect((await trash()).map((t) => t.Title)).not.toContain('Post hourly'));
      await s.close();
      expect(vi.getTimerCount()).toBe(0);
      s = await startServer({ staticDir: build }, s.dataDir, { clock });
    } finally {
      vi.useRealTimers();
    }
    token = await s.login();
  });

  it('cut off after its commit leaves files no row names, never a row naming a missing file; the next start sweeps them', async () => {
    const [post, media] = await makeOneOfEach(s, token, 'crash');
    for (const m of [post!, media!]) await trashIt(m);
    // Killed while removing the files: the first one gone, the rest left.
    const killed = async (dataDir: string, files: string[]) => {
      for (const f of filesOf(dataDir, files[0]!)) await rm(f);
      throw new Error('killed');
    };
    await expect(purgeTrash(s.db, s.dataDir, new Date(now.getTime() + (TRASH_DAYS + 1) * DAY_MS), killed)).rejects.toThrow('killed');
    const named = (await uploadMentions(s.db)).paths;
    for (const p of named) expect(diskFiles(s, [{ files: [p] } as Made])[0]!.there, p).toBe(true);
    expect(diskFiles(s, [post!, media!]).some((f) => f.there)).toBe(true);
    await restart();
    expect(diskFiles(s, [post!, media!]).filter((f) => f.there)).toEqual([]);
  });
});
