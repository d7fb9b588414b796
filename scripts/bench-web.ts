// `npm run bench:web`: what a visitor's phone downloads and how fast the public pages are, measured
// against the real server with demo content (production build, Lighthouse mobile preset, Chromium).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { writeSection } from './bench-report.js';
import { seedDemo } from './demo-content.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ROUTES = ['/', '/gallery', '/book', '/calendar', '/chaplency', '/summit'];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A built file as the server sends it to a browser taking brotli: the build's .br, else as it is. */
function sentBytes(urlPath: string): number {
  const file = path.join(root, 'dist', urlPath);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

console.log('building...');
execSync('npx vite build --logLevel warn && npx vite build --ssr src/entry-server.tsx --logLevel warn', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-benchweb-'));
const email = 'bench@localhost';
const password = 'bench-password';
const built = await buildApp(
  loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'dist'), ADMIN_EMAIL: email, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' }),
);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
const token = (await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } })).json().token;
console.log('seeding demo content...');
const { galleryShownOriginalBytes } = await seedDemo(built, token);

// 1. Bytes of JS and CSS a first visit of each public route downloads (gzip, as the server sends them).
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless') });
const firstLoad: Array<{ route: string; js: number; css: number; sent: number; admin: boolean }> = [];
for (const route of ROUTES) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const sizes = { js: 0, css: 0, sent: 0, admin: false };
  // Each response is measured once its body is in: all of them are awaited before the sums are read.
  const measured: Array<Promise<void>> = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    measured.push(
      (async () => {
        const gz = gzipSync(await res.body(), { level: 6 }).length;
        if (type === 'script') sizes.js += gz;
        else sizes.css += gz;
        sizes.sent += sentBytes(new URL(res.url()).pathname);
        if (/Admin|admin/.test(res.url())) sizes.admin = true;
      })(),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await Promise.all(measured);
  firstLoad.push({ route, ...sizes });
  await context.close();
}

// 2. Image bytes of the gallery on a phone, every tile scrolled into view and its picture loaded,
// against the originals of the same pictures (a tile shows its event's first file).
const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
const page = await context.newPage();
const galleryImages = new Map<string, number>();
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'image' || !res.url().includes('/uploads/')) return;
  galleryImages.set(res.url(), (await res.body().catch(() => Buffer.alloc(0))).length);
});
await page.goto(`${base}/gallery`);
const grid = page.getByRole('list', { name: /Gallery$/ });
await grid.waitFor({ timeout: 30_000 });
const tiles = grid.getByRole('listitem');
const tileCount = await tiles.count();
for (let i = 0; i < tileCount; i++) await tiles.nth(i).scrollIntoViewIfNeeded();
await page.waitForFunction(
  (n) => {
    const images = [...document.querySelectorAll<HTMLImageElement>('main li img')];
    return images.length === n && images.every((img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/uploads/'));
  },
  tileCount,
  { timeout: 30_000 },
);
await page.waitForLoadState('networkidle');
const galleryImageBytes = [...galleryImages.values()].reduce((n, b) => n + b, 0);
await context.close();
await browser.close();
if (galleryImages.size !== tileCount) throw new Error(`gallery: ${tileCount} tiles but ${galleryImages.size} pictures downloaded`);

// 3. Lighthouse, mobile preset (simulated slow 4G, mid-range phone). One run varies by a few points,
// so each route is run RUNS times and the run with the median performance score is reported
// (Lighthouse's own advice); a run that fails to record (NO_NAVSTART on a cold browser) is repeated.
const RUNS = 5;
type LhRun = { perf: number; a11y: number; bp: number; lcp: number; tbt: number; cls: number };
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const lh: Array<LhRun & { route: string; perfs: number[] }> = [];
async function lighthouseRun(url: string): Promise<LhRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const r = result!.lhr;
    if (r.runtimeError) {
      if (attempt < 3) continue;
      throw new Error(`lighthouse ${url}: ${r.runtimeError.code} ${r.runtimeError.message}`);
    }
    return {
      perf: Math.round((r.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((r.categories.accessibility?.score ?? 0) * 100),
      bp: Math.round((r.categories['best-practices']?.score ?? 0) * 100),
      lcp: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: r.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  }
}
try {
  for (const route of ['/', '/gallery']) {
    const runs: LhRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${base}${route}`));
    runs.sort((a, b) => a.perf - b.perf);
    lh.push({ route, ...runs[Math.floor(RUNS / 2)]!, perfs: runs.map((r) => r.perf) });
  }
} finally {
  chrome.kill();
  await built.app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const ok = (pass: boolean) => (pass ? 'met' : '**not met**');
const ratio = galleryImageBytes / galleryShownOriginalBytes;
const md = `## Web (\`npm run bench:web\`)

${new Date().toISOString().slice(0, 10)}: production build served by \`npm start\`'s server with the demo content (\`npm run seed:demo\`), Debian Chromium.

First load of each public route at 375 px (JS and CSS as gzip; target ≤ 110 KB JS and ≤ 20 KB CSS, no admin code; the last column is JS and CSS as the server sends them, pre-compressed with brotli):

| route | JS | CSS | admin code loaded | target | JS + CSS sent |
|---|---:|---:|---|---|---:|
${firstLoad.map((r) => `| ${r.route} | ${kb(r.js)} | ${kb(r.css)} | ${r.admin ? 'yes' : 'no'} | ${ok(r.js <= 110 * 1024 && r.css <= 20 * 1024 && !r.admin)} | ${kb(r.sent)} |`).join('\n')}

Lighthouse 13, mobile preset, the median of ${RUNS} runs (all ${RUNS} performance scores in brackets; targets: performance ≥ 95, accessibility 100, CLS ≤ 0.05):

| route | performance | accessibility | best practices | LCP | TBT | CLS | target |
|---|---:|---:|---:|---:|---:|---:|---|
${lh.map((r) => `| ${r.route} | ${r.perf} (${r.perfs.join(', ')}) | ${r.a11y} | ${r.bp} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${ok(r.perf >= 95 && r.a11y === 100 && r.cls <= 0.05)} |`).join('\n')}

Gallery on a phone (375 px, 2× screen), every tile scrolled into view: ${tileCount} pictures, ${kb(galleryImageBytes)} downloaded, against ${kb(galleryShownOriginalBytes)} for the same pictures as uploaded (2400 px JPEGs): ${(ratio * 100).toFixed(1)} % (target under 15 %: ${ok(ratio < 0.15)}).

For scale, the association's previous site scored 63–67 with the same preset on its home page (LCP 7.6 s, 391 KB gzip JS in one chunk, a 699 KB hero image).`;
writeSection('web', md);
console.log(md);
