// `npm run bench:save-data` (issue 32): what a phone downloads for / and /gallery with and without
// `Save-Data: on` (Chrome's Data Saver), against the real server with the demo content. Each page is
// opened in a fresh browser context at 375 × 740 (2.75 device pixels a CSS pixel, as a Pixel 5) and
// scrolled to its end, so every picture it would show has been fetched; the bytes are those on the
// wire (headers and bodies, compressed as sent). Each pair runs RUNS times, alternately, and every
// run is reported.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { loadAverage, writeSection } from './bench-report.js';
import { startSite } from './bench-servers.js';
import { CHROMIUM } from './browsers.js';

const ROUTES = ['/', '/gallery'];
const RUNS = Number(process.env.RUNS ?? 3);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

interface Bytes {
  total: number;
  pictures: number;
}

async function visit(browser: Browser, url: string, saveData: boolean): Promise<Bytes> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
    // The server's answers are measured: the site's worker (which fetches ahead apart from the page) is not let in.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const responses: Array<Promise<Bytes>> = [];
  page.on('requestfinished', (request) => {
    responses.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
        return { total: bytes, pictures: request.resourceType() === 'image' ? bytes : 0 };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Down the page a screen at a time: the pictures below the fold load as they come near.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(responses);
  await context.close();
  return all.reduce((sum, b) => ({ total: sum.total + b.total, pictures: sum.pictures + b.pictures }), { total: 0, pictures: 0 });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-savedata-'));
const site = await startSite({ dataDir, admin: { email: 'bench@localhost', password: 'bench-password' } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'] });
const rows: string[] = [];
try {
  for (const route of ROUTES) {
    for (let run = 1; run <= RUNS; run++) {
      const plain = await visit(browser, `${site.base}${route}`, false);
      const saving = await visit(browser, `${site.base}${route}`, true);
      const line = `| \`${route}\` | ${run} | ${kb(plain.total)} (pictures ${kb(plain.pictures)}) | ${kb(saving.total)} (pictures ${kb(saving.pictures)}) | ${Math.round((100 * (plain.total - saving.total)) / plain.total)} % |`;
      console.log(line);
      rows.push(line);
    }
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const load = loadAverage(1);
writeSection(
  'save-data',
  `## Save-Data: bytes of a phone's visit (\`npm run bench:save-data\`)

The demo content, a fresh context each visit at 375 × 740 px and 2.75 device pixels a CSS pixel, the
page scrolled to its end; bytes on the wire (headers and bodies, as sent). With \`Save-Data: on\` each
picture comes one size smaller and the hero at its smallest (issue 32); the HTML and scripts are the
same. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average at the end ${load}.

| page | run | without Save-Data | with \`Save-Data: on\` | saved |
|---|---|---|---|---|
${rows.join('\n')}`,
);
