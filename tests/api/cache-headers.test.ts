import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentPath } from '../../server/openapi.js';
import { ADMIN, bearer, call, jpeg, removeDir, sendForm, serverForFile, type Schemas } from './helpers.js';

// Each class of answer and its caching (decision 018): the built website's hashed assets and its
// pages, the public reads (API lists, feeds, pictures, the contract) with their ETags and 304s,
// the uploads, and whatever an admin is answered.

const PUBLIC_READ = 'public, max-age=60, stale-while-revalidate=86400';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

/** A built website of one page and one hashed asset. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-cache-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>TUCASA</title>\n  </head><body></body></html>\n');
  writeFileSync(path.join(dir, 'assets', 'index-4f2a9c.js'), 'console.log("app");\n');
  return dir;
}

const staticDir = builtSite();
afterAll(() => removeDir(staticDir));
const suite = serverForFile({ staticDir });

const get = (url: string, headers: Record<string, string> = {}) => call(suite.server.app, { method: 'GET', url, headers });

/** The answer is a public read: cacheable by anyone for a minute, with an ETag that a 304 honours. */
async function expectPublicRead(url: string) {
  const first = await get(url);
  expect(first.statusCode, url).toBe(200);
  expect(first.headers['cache-control'], url).toBe(PUBLIC_READ);
  expect(String(first.headers.vary), url).toMatch(/\bAuthorization\b/);
  const etag = String(first.headers.etag);
  expect(etag, url).toMatch(/^(W\/)?".+"$/);
  const again = await get(url, { 'if-none-match': etag });
  expect(again.statusCode, url).toBe(304);
  expect(again.body, url).toBe('');
  expect(again.headers.etag, url).toBe(etag);
  expect(again.headers['cache-control'], url).toBe(PUBLIC_READ);
  // Another validator (a copy from before a change) gets the whole answer.
  expect((await get(url, { 'if-none-match': 'W/"older"' })).statusCode, url).toBe(200);
  return etag;
}

describe('the built website', () => {
  it('sends its hashed assets immutable, for a year', async () => {
    const res = await get('/assets/index-4f2a9c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends its pages no-cache', async () => {
    for (const url of ['/', '/gallery', '/admin-login']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('public reads', () => {
  it('are cacheable for a minute with an ETag, and 304 to a client that holds it', async () => {
    for (const url of ['/api/posts', '/api/media', '/api/media/count', '/api/settings', '/api/summits', '/api/annual-books', '/api/annual-calendars']) {
      await expectPublicRead(url);
    }
  });

  it('get a new ETag when a write changes them', async () => {
    const before = await expectPublicRead('/api/posts');
    const created = await sendForm(suite.server.app, 'POST', '/api/posts/create', { title: 'Cache me if you can' }, suite.token);
    expect(created.statusCode).toBe(201);
    const after = await get('/api/posts', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json<Schemas['Post'][]>().map((p) => p.Title)).toContain('Cache me if you can');
  });

  it('include the feeds, the sitemap and the link-preview picture', async () => {
    for (const url of ['/feed.xml', '/calendar.ics', '/sitemap.xml', '/robots.txt', '/og/default.jpg']) await expectPublicRead(url);
  });

  it('are an admin\'s own when sent with a suite.token: never stored, no ETag', async () => {
    for (const url of ['/api/posts', '/api/settings', '/feed.xml']) {
      const res = await get(url, bearer(suite.token));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });
});

describe('uploads', () => {
  it('are immutable, and a replaced picture gets a new name', async () => {
    const picture = await jpeg(800, 600);
    const save = () => sendForm(suite.server.app, 'PUT', '/api/settings/update', { missionText: 'M', subtitleText: 'S', heroBackgroundImage: picture }, suite.token);
    const first = (await save()).json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImage!;
    // The very same picture again: a new name all the same, so no cache can hold the old file under it.
    const second = (await save()).json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImage!;
    expect(second).not.toBe(first);
    const res = await get(`/${second}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(`/${first}`)).statusCode).toBe(404);
  });
});

describe('admin answers', () => {
  it('are private and never stored', async () => {
    const answers = [
      await call(suite.server.app, { method: 'POST', url: '/api/user/login', payload: ADMIN }),
      await call(suite.server.app, { method: 'POST', url: '/api/user/login', payload: { ...ADMIN, password: 'wrong password!' } }),
      await get('/api/user/me', bearer(suite.token)),
      await get('/api/messages', bearer(suite.token)),
      await get('/api/messages/count', bearer(suite.token)),
      // Refused for want of a suite.token: still the admin's route.
      await get('/api/messages'),
      await sendForm(suite.server.app, 'POST', '/api/posts/create', { title: 'Private' }, suite.token),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 200, 200, 200, 401, 201]);
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe(PRIVATE);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('the contract online', () => {
  it('serves openapi.yaml as YAML, cached as a public read', async () => {
    const res = await get('/api/openapi.yaml');
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(res.body).toBe(readFileSync(documentPath, 'utf8'));
    await expectPublicRead('/api/openapi.yaml');
  });

  it('serves a reference page and its renderer from this server', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const sources = [...page.body.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const url of sources) {
      await expectPublicRead(url);
      expect((await get(url)).headers['content-type'], url).toMatch(/^text\/(javascript|css); charset=utf-8$/);
    }
    expect((await get('/api/docs/start.js')).body).toContain("url: '/api/openapi.yaml'");
  });

  it('still answers other unknown paths under /api with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api/openapi.json', '/api/docs/package.json', '/api/docs/../openapi.yaml.bak']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: expect.any(String) as string });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
