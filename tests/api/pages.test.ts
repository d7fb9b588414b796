import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, PUBLIC_PAGES, paths } from '../../src/kinds/paths.js';
import { adminPaths } from '../../src/kinds/adminPaths.js';
import { INDEX_HTML, storeAlbumAndSummit, tinyBuild } from './follow-helpers.js';
import { bearer, call, removeDir, sendForm, startServer, type TestServer } from './helpers.js';

// Which URLs the website answers 200 and which 404: the route map's pages, and item pages only
// for items the database holds. Both with the website, so the app shows its own not-found page.

let s: TestServer;
let token: string;
let build: string;
const ids = { announcement: 0, calendarEvent: 0, album: 0, summitEdition: 0 };

beforeAll(async () => {
  build = tinyBuild();
  s = await startServer({ staticDir: build });
  token = await s.login();
  const post = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Week of prayer' }, token);
  expect(post.statusCode).toBe(201);
  ids.announcement = post.json<{ ID: number }>().ID;
  const event = await call(s.app, {
    method: 'POST',
    url: '/api/annual-calendars/create',
    headers: bearer(token),
    payload: { date: '2025-03-03T00:00:00.000Z', event: 'Camp meeting', participants: 'All', description: 'Yearly' },
  });
  expect(event.statusCode).toBe(201);
  ids.calendarEvent = event.json<{ id: number }>().id;
  const stored = await storeAlbumAndSummit(s);
  ids.album = stored.album;
  ids.summitEdition = stored.summit;
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
  removeDir(build);
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => s.app.inject({ method, url });

async function expectPage(url: string, status: 200 | 404) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
  expect(res.body, url).toBe(INDEX_HTML);
  expect((await get(url, 'HEAD')).statusCode, `HEAD ${url}`).toBe(status);
}

const itemPages = () => [
  paths.announcement(ids.announcement),
  paths.calendarEvent(ids.calendarEvent),
  paths.album(ids.album),
  paths.summitEdition(ids.summitEdition),
];

describe('the website', () => {
  it('answers 200 for every public page of the route map, however its URL is spelt', async () => {
    for (const page of PUBLIC_PAGES) await expectPage(page, 200);
    for (const url of ['/gallery/', '/gallery?from=home', '/GALLERY', '/chaplency/']) await expectPage(url, 200);
  });

  it('answers 200 for every admin route: the back-office decides what it shows', async () => {
    expect(ADMIN_ROUTES).toContain(`${adminPaths.root}/*`);
    for (const url of [paths.login, adminPaths.root, adminPaths.media, '/dashboard/no-such-screen', ...Object.values(paths.topLevelAdmin)]) {
      await expectPage(url, 200);
    }
  });

  it('answers 200 for the page of each item the database holds', async () => {
    for (const url of itemPages()) await expectPage(url, 200);
    await expectPage(`${paths.calendarEvent(ids.calendarEvent)}/`, 200);
  });

  it('answers 404 for an unknown URL', async () => {
    for (const url of ['/no-such-page', '/openapi.yaml', '/gallery/x', '/assets/gone-1a2b.js', '/gallery/1/more', '/calendars']) {
      await expectPage(url, 404);
    }
  });

  it('answers 404 for the page of an ID no item has, or one that is not an ID', async () => {
    for (const url of ['/announcements/999', '/calendar/999', '/gallery/999', '/summit/999', '/summit/0', '/summit/-1', '/summit/1e3', '/gallery/1.5']) {
      await expectPage(url, 404);
    }
  });

  it('answers 404 for the page of an item once it is deleted', async () => {
    const deleted = paths.announcement(ids.announcement);
    const res = await call(s.app, { method: 'DELETE', url: `/api/posts/${ids.announcement}/delete`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    await expectPage(deleted, 404);
    const event = await call(s.app, { method: 'DELETE', url: `/api/annual-calendars/${ids.calendarEvent}/delete`, headers: bearer(token) });
    expect(event.statusCode).toBe(200);
    await expectPage(paths.calendarEvent(ids.calendarEvent), 404);
    // The others are still there.
    await expectPage(paths.album(ids.album), 200);
  });

  it('still answers unknown API and upload paths with JSON', async () => {
    for (const url of ['/api/no-such-call', '/uploads/none.webp']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Not found.', message: 'Not found.' });
    }
  });

  it('sends each page compressed as the browser takes it: br, else gzip, else as it is', async () => {
    const plain = await s.app.inject({ method: 'GET', url: paths.gallery, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', open: brotliDecompressSync },
      { accept: 'gzip;q=1.0, br;q=0', encoding: 'gzip', open: gunzipSync },
    ];
    for (const { accept, encoding, open } of cases) {
      const res = await s.app.inject({ method: 'GET', url: paths.gallery, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(open(res.rawPayload).toString('utf8'), accept).toBe(plain.body);
    }
    const missing = await s.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, 'gzip']);
  });
});
