import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_TILE_SIZES } from '../../src/domain/pictureSizes.js';
import { PAGES } from '../../src/kinds/pages.js';
import { jpeg, removeDir, sendForm, startServer, type TestServer, type Schemas } from './helpers.js';

// index.html as the server sends it for each page URL: the hints of server/web/spa.ts, on a small
// build of known names (the real build's names change with every change of code).

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>TUCASA</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'], css: ['assets/index-A.css'] },
  '_shared-B.js': { file: 'assets/shared-B.js' },
  '_ui-C.js': { file: 'assets/ui-C.js', imports: ['_shared-B.js'], css: ['assets/ui-C.css'] },
  // The gallery page's module as the page table names it, the manifest's key of its chunk.
  [PAGES.gallery.module]: {
    file: 'assets/GalleryPage-D.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-B.js', '_ui-C.js'],
    dynamicImports: ['_viewer-F.js'],
    css: ['assets/GalleryPage-D.css'],
  },
  '_viewer-F.js': { file: 'assets/viewer-F.js' },
  'src/public/home/sections.tsx': { file: 'assets/sections-E.js', isDynamicEntry: true, imports: ['index.html', '_ui-C.js'] },
  'src/features/settings/public/hero-480.webp': { file: 'assets/hero-480-X.webp' },
  'src/features/settings/public/hero-960.webp': { file: 'assets/hero-960-X.webp' },
  'src/features/settings/public/hero-1600.webp': { file: 'assets/hero-1600-X.webp' },
};

const MAIN_SCRIPT = 'console.log("the main chunk of the app, long enough to be worth compressing");\n'.repeat(40);

function makeBuild(withManifest = true) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'assets', 'index-A.js'), MAIN_SCRIPT);
  // Marked, so a test can tell the build's file from the server compressing on the fly.
  writeFileSync(path.join(dir, 'assets', 'index-A.js.br'), brotliCompressSync(`${MAIN_SCRIPT}// built\n`));
  if (withManifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return dir;
}

/** The links the server added to the template, one string per tag. */
function hints(html: string): string[] {
  expect(html.startsWith(TEMPLATE.slice(0, TEMPLATE.indexOf('  </head>')))).toBe(true);
  return html
    .slice(TEMPLATE.indexOf('  </head>'), html.indexOf('  </head>'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

let s: TestServer;
let build: string;
beforeAll(async () => {
  build = makeBuild();
  s = await startServer({ staticDir: build });
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
  removeDir(build);
});

const page = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

describe('index.html for a public page', () => {
  it("announces the page's API call, chunks and styles, and nothing index.html already loads", async () => {
    const res = await page('/gallery');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(hints(res.body)).toEqual([
      '<link rel="preload" href="/api/media" as="fetch" crossorigin="anonymous">',
      '<link rel="modulepreload" crossorigin href="/assets/GalleryPage-D.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ui-C.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/GalleryPage-D.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/ui-C.css">',
    ]);
  });

  it('is the same with a trailing slash or a query', async () => {
    const plain = (await page('/gallery')).body;
    expect((await page('/gallery/')).body).toBe(plain);
    expect((await page('/gallery?from=home')).body).toBe(plain);
  });

  it('gives the home page the bundled hero picture while no picture is uploaded', async () => {
    expect(hints((await page('/')).body)).toEqual([
      '<link rel="preload" as="image" href="/assets/hero-1600-X.webp" imagesrcset="/assets/hero-480-X.webp 480w, /assets/hero-960-X.webp 960w, /assets/hero-1600-X.webp 1600w" imagesizes="100vw" fetchpriority="high">',
      '<link rel="preload" href="/api/settings" as="fetch" crossorigin="anonymous">',
      '<link rel="modulepreload" crossorigin href="/assets/sections-E.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ui-C.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/ui-C.css">',
    ]);
  });

  it('gives the home page the uploaded hero picture, in the sizes the server made, once it is saved', async () => {
    const token = await s.login();
    const saved = await sendForm(s.app, 'PUT', '/api/settings/update', { missionText: 'M', subtitleText: 'S', heroBackgroundImage: await jpeg(1920, 1080) }, token);
    expect(saved.statusCode).toBe(200);
    const stem = saved.json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImage!.replace(/\.webp$/, '');
    expect(stem).toMatch(/^uploads\/[0-9a-f]{32}-1920x1080$/);
    expect(hints((await page('/')).body)[0]).toBe(
      `<link rel="preload" as="image" href="/${stem}.webp" imagesrcset="/${stem}-480w.webp 480w, /${stem}-960w.webp 960w, /${stem}-1600w.webp 1600w, /${stem}.webp 1920w" imagesizes="100vw" fetchpriority="high">`,
    );
  });

  it("gives the gallery its first tile's picture, in the sizes of the tile, once there is one", async () => {
    const token = await s.login();
    const create = (fields: Parameters<typeof sendForm>[3]) => sendForm(s.app, 'POST', '/api/media/create', fields, token);
    expect((await create({ event_title: 'Older', media_files: [await jpeg(1000, 800)] })).statusCode).toBe(201);
    const newest = await create({ event_title: 'Newest', media_files: [await jpeg(1200, 800), await jpeg(900, 600)] });
    expect(newest.statusCode).toBe(201);
    // The API lists the newest first: its first file is the first tile's picture.
    const stem = newest.json<Schemas['MediaItem']>().MediaFiles[0]!.replace(/\.webp$/, '');
    expect(hints((await page('/gallery')).body)[0]).toBe(
      `<link rel="preload" as="image" href="/${stem}.webp" imagesrcset="/${stem}-480w.webp 480w, /${stem}-960w.webp 960w, /${stem}.webp 1200w" imagesizes="${GALLERY_TILE_SIZES}" fetchpriority="high">`,
    );
  });

  it('is index.html as built for admin pages and unknown paths (these answered 404)', async () => {
    for (const [url, status] of [['/admin-login', 200], ['/dashboard/gallery/media', 200], ['/no-such-page', 404]] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe(TEMPLATE);
    }
  });

  it('announces only the chunks when the website was built to call another API (VITE_API_BASE)', async () => {
    const split = await startServer({ staticDir: build, apiOrigin: 'https://api.tucasa.example' });
    try {
      expect(hints((await split.app.inject({ method: 'GET', url: '/' })).body)).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/sections-E.js">',
        '<link rel="modulepreload" crossorigin href="/assets/ui-C.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/ui-C.css">',
      ]);
    } finally {
      await split.close();
      removeDir(split.dataDir);
    }
  });

  it('is index.html as built when the build has no manifest', async () => {
    const bare = makeBuild(false);
    const other = await startServer({ staticDir: bare });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/gallery' })).body).toBe(TEMPLATE);
    } finally {
      await other.close();
      removeDir(other.dataDir);
      removeDir(bare);
    }
  });
});

describe('built assets', () => {
  it('are sent as the build compressed them, to a browser that takes brotli', async () => {
    const res = await page('/assets/index-A.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${MAIN_SCRIPT}// built\n`);
  });

  it('are sent plain to a client that takes no compression', async () => {
    const res = await page('/assets/index-A.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(MAIN_SCRIPT);
  });

  it('do not include the build manifest', async () => {
    const res = await page('/.vite/manifest.json');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('isEntry');
  });
});
