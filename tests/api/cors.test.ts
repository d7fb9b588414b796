import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { bearer, call, jpeg, removeDir, sendForm, serverForFile, startServer, type TestServer, type Schemas } from './helpers.js';

// The specification's layout: the website on one origin calling this API on another
// (VITE_API_BASE on the website's build, CORS_ORIGINS here). What the browser checks is asserted
// here on the headers; tests/e2e/split-origin.spec.ts does it in a real browser.

const SITE = 'https://www.tucasa.example';

const suite = serverForFile({ corsOrigins: [SITE] });

const list = (header: unknown) => String(header).split(/\s*,\s*/);

const preflight = (server: { app: TestServer['app'] }, method: string, url: string, origin = SITE) =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
  });

describe('a website on a listed origin', () => {
  it.each([
    ['PUT', '/api/posts/1/update'],
    ['DELETE', '/api/media/1/delete'],
    ['POST', '/api/user/login'],
    ['PUT', '/api/settings/update'],
  ])('may send %s %s with its token and JSON or a form', async (method, url) => {
    const res = await preflight(suite.server, method, url);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(list(res.headers['access-control-allow-methods'])).toContain(method);
    expect(list(res.headers['access-control-allow-headers']).map((h) => h.toLowerCase())).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(res.headers['access-control-max-age']).toBe('600');
    // Bearer tokens, never cookies: a page elsewhere gets no credentialed access.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads the answers, which stay same-origin resources for everyone else', async () => {
    const res = await suite.server.app.inject({ method: 'GET', url: '/api/posts', headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers.vary).toContain('Origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('shows every uploaded file, and its variants, from its own origin', async () => {
    const res = await sendForm(suite.server.app, 'POST', '/api/media/create', { event_title: 'Choir', media_files: await jpeg(1200, 800) }, suite.token);
    expect(res.statusCode).toBe(201);
    const file = res.json<Schemas['MediaItem']>().MediaFiles[0]!;
    for (const url of [`/${file}`, `/${file.replace(/\.webp$/, '-480w.webp')}`]) {
      // An <img> asks without CORS (no-cors): only this header decides whether the browser shows it.
      const picture = await suite.server.app.inject({ method: 'GET', url, headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' } });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const missing = await suite.server.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('a website on an origin that is not listed', () => {
  it('gets no permission, whatever it asks', async () => {
    const res = await preflight(suite.server, 'DELETE', '/api/media/1/delete', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const read = await suite.server.app.inject({ method: 'GET', url: '/api/messages', headers: { origin: 'https://evil.example', ...bearer(suite.token) } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gets none from a server started without CORS_ORIGINS, and the operator is told what to set, once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
    const lines: string[] = [];
    const bare = await buildApp(loadConfig({ DATA_DIR: dir, STATIC_DIR: '', LOG_LEVEL: 'warn' }), {
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await preflight(bare, 'PUT', '/api/posts/1/update');
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-methods']).toBeUndefined();
      }
      const get = await call(bare.app, { method: 'GET', url: '/api/posts', headers: { origin: SITE } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      const told = lines.filter((line) => line.includes('CORS_ORIGINS'));
      expect(told).toHaveLength(1);
      expect(JSON.parse(told[0]!)).toHaveProperty('msg', `a page at ${SITE} called the API and the browser was told no: add it to CORS_ORIGINS to allow it`);
    } finally {
      await bare.app.close();
      removeDir(dir);
    }
  });
});

describe('CORS_ORIGINS and VITE_API_BASE at start', () => {
  it('takes origins, with or without the trailing slash a browser never sends', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example/, http://127.0.0.1:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'http://127.0.0.1:5173',
    ]);
  });

  it.each(['a.example', 'https://a.example/site', 'ftp://a.example', '*'])('refuses %s, saying what to write', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS: .* (is not a URL|must be an origin) such as https:\/\/www\.example\.org/);
  });

  it("lets this server's own pages read from and show the API's origin when the website was built to call it", async () => {
    expect(loadConfig({ VITE_API_BASE: 'https://api.tucasa.example/' }).apiOrigin).toBe('https://api.tucasa.example');
    expect(loadConfig({ VITE_API_BASE: '/backend' }).apiOrigin).toBeNull();
    const split = await startServer({ apiOrigin: 'https://api.tucasa.example' });
    try {
      const csp = String((await split.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      for (const directive of ['connect-src', 'img-src', 'media-src']) {
        expect(csp.split(';').find((d) => d.trim().startsWith(directive)), directive).toContain('https://api.tucasa.example');
      }
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('api.tucasa.example');
    } finally {
      await split.close();
      removeDir(split.dataDir);
    }
  });
});
