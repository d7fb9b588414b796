import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKGROUND, MANIFEST_PATH } from '../../src/domain/appManifest.js';
import { PAGES } from '../../src/kinds/pages.js';
import { SITE_DIR } from '../support/build-site.js';
import { parseHead } from './head-helpers.js';
import { removeDir, startServer, type TestServer } from './helpers.js';

// Issue 32, "Install it like an app": the built site's manifest and icons (made at build time from
// the header's mark, scripts/app-icons.ts) as Chrome on Android reads them to offer installing it.

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ staticDir: SITE_DIR });
});

afterAll(async () => {
  await s?.close();
  if (s) removeDir(s.dataDir);
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

const get = (url: string) => s.app.inject({ method: 'GET', url });
const manifest = async () => (await get(MANIFEST_PATH)).json<Manifest>();

describe('the web app manifest', () => {
  it('is served as a manifest, with what installing needs: names, the home page as start, standalone, the colours', async () => {
    const res = await get(MANIFEST_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = res.json<Manifest>();
    expect(m.name).toContain('TUCASA');
    expect(m.short_name).toBe('TUCASA');
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', background_color: APP_BACKGROUND, theme_color: APP_BACKGROUND });
  });

  it('names icons of 192 and 512 px, one maskable, each a PNG of its stated size', async () => {
    const { icons } = await manifest();
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe('image/png');
      const picture = sharp(res.rawPayload);
      const { width, height, format } = await picture.metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
      // A maskable icon fills its square (a launcher cuts its own shape from it); the others are the
      // round mark on a clear ground, as in the header.
      const { data, info } = await picture.raw().ensureAlpha().toBuffer({ resolveWithObject: true });
      const corner = [...data.subarray(0, info.channels)];
      if (icon.purpose === 'maskable') expect(corner).toEqual([0x0b, 0x11, 0x20, 255]);
      else expect(corner[3], icon.src).toBe(0);
      const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      expect(data[middle + 3], `${icon.src}: the mark in the middle`).toBe(255);
    }
  });

  it('is a production build, as `npm start` serves it, even when this suite built it (under NODE_ENV=test)', () => {
    const render = readFileSync(`${SITE_DIR}-ssr/entry-server.js`, 'utf8');
    expect(render).not.toContain('jsxDEV');
    for (const file of readdirSync(path.join(SITE_DIR, 'assets')).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(SITE_DIR, 'assets', file), 'utf8');
      expect(code.includes('jsxDEV'), `${file}: React's development JSX`).toBe(false);
      // React Router's development build, which its package hands every bundler (vite.config.ts): one of its warnings.
      expect(code.includes('No routes matched location'), `${file}: React Router's development build`).toBe(false);
    }
  });

  it("ships without the stories' mock worker: a visitor's browser never gets it", async () => {
    expect(existsSync(path.join(SITE_DIR, 'mockServiceWorker.js'))).toBe(false);
    expect((await get('/mockServiceWorker.js')).headers['content-type']).not.toMatch(/javascript/);
  });

  it('is linked from every page, English and Swahili, whose theme colour is its own', async () => {
    const { theme_color } = await manifest();
    for (const url of ['/', '/sw/', '/gallery', '/sw/calendar']) {
      const head = parseHead((await get(url)).body);
      const link = head.head.find((el) => el.tagName === 'link' && el.attrs.some((a) => a.name === 'rel' && a.value === 'manifest'));
      expect(link?.attrs.find((a) => a.name === 'href')?.value, url).toBe(MANIFEST_PATH);
      expect(head.meta('theme-color'), url).toBe(theme_color);
    }
  });
});

describe('the service worker (offline reading)', () => {
  it('is served from the root, never kept by a cache, as JavaScript', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    // A browser asks for a worker's script again on each visit, past a cache that would keep an old version.
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("fetches ahead the public pages' scripts and styles, not one of the back-office's", () => {
    const worker = readFileSync(path.join(SITE_DIR, 'sw.js'), 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; name?: string }>;
    const files = (key: string) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])].map((file) => `/${file}`);
    const named = (name: string) => Object.keys(manifest).find((key) => manifest[key]!.name === name)!;
    for (const file of [...files('index.html'), ...files(named('boot')), ...files(named('sw')), ...files(PAGES.gallery.module)]) expect(worker, file).toContain(file);
    for (const file of files('src/admin/AdminApp.tsx')) expect(worker, file).not.toContain(file);
    expect(worker).not.toMatch(/\/assets\/AdminApp/);
  });
});

describe("the Swahili pages' words (issue 31)", () => {
  it('are announced by a Swahili page, one chunk beside it and one more for the pages but the home page, and by no English page', async () => {
    const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
    const words = Object.values(manifest).find((chunk) => chunk.name === 'sw')!.file;
    const pagesWords = manifest['src/domain/texts/sw/pages.ts']!.file;
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
    expect(preloads((await get('/sw/gallery')).body)).toEqual(expect.arrayContaining([words, pagesWords]));
    expect(preloads((await get('/sw/')).body)).toEqual([words]);
    for (const english of ['/gallery', '/']) expect(preloads((await get(english)).body)).toEqual([]);
  });
});

describe("a rendered page's code (issue 48)", () => {
  // Asked for at high priority, a script that arrives before the first paint counts as holding it
  // back in Lighthouse's simulation (an announcement's paint 110-160 ms behind its floor); the code
  // only runs after the paint (src/main.tsx), so it waits behind the paint's styles and pictures.
  it('is asked for at low priority, the entry as its Swahili words, while the back-office asks for its entry at once', async () => {
    const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    const entryTag = (html: string) => new RegExp(`<script[^>]*src="/${entry}"[^>]*>`).exec(html)?.[0];
    for (const url of ['/', '/announcements/1', '/sw/gallery', '/search?q=summit']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<div id="root"><');
      expect(entryTag(html), url).toBe(`<script fetchpriority="low" type="module" crossorigin src="/${entry}">`);
      expect(html, url).not.toMatch(/<link rel="modulepreload" (?!fetchpriority="low")/);
    }
    expect(entryTag((await get('/AdminAnnouncements')).body)).toBe(`<script type="module" crossorigin src="/${entry}">`);
  });
});
