// What a first visit of a public page downloads (issue 31's budget, decision 004): the bytes of its
// scripts and styles as gzip, measured in Chromium on the built site. `npm run bench:web` reports
// them; tests/e2e/public-first-load.spec.ts holds every public page to the budget.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { localizedPath } from '../src/domain/locale.js';
import { ITEM_PAGE_ENTRIES } from '../src/kinds/pages.js';
import { PUBLIC_PAGES, paths, routePattern } from '../src/kinds/paths.js';

/** At most, gzip, on a public page's first load; and no code of the back-office. */
export const FIRST_LOAD_BUDGET = { js: 110 * 1024, css: 20 * 1024 } as const;

export interface FirstLoad {
  /** The page's path. */
  route: string;
  /** Its scripts' and styles' bytes, each file compressed alone (gzip, level 6). */
  js: number;
  css: number;
  /** Each file fetched, by its path. */
  files: Array<{ path: string; type: 'script' | 'stylesheet'; gzip: number }>;
  /** Whether a chunk of the back-office came with it. */
  admin: boolean;
}

export const withinBudget = (load: FirstLoad) => load.js <= FIRST_LOAD_BUDGET.js && load.css <= FIRST_LOAD_BUDGET.css && !load.admin;

/**
 * Every public page a visitor can arrive on, in both languages: the list pages, and one item page of
 * each kind, the first the sitemap of the site at `origin` lists (it has one of each, or this throws).
 */
export async function firstLoadRoutes(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}${paths.sitemap}`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const items = ITEM_PAGE_ENTRIES.map((entry) => {
    const page = listed.find((path) => routePattern(entry.path).test(path));
    if (!page) throw new Error(`The sitemap of ${origin} lists no ${entry.key} page: the first load of every kind's item page is measured.`);
    return page;
  });
  const english = [...PUBLIC_PAGES, ...items];
  return [...english, ...english.map((route) => localizedPath('sw', route))];
}

/**
 * Opens `origin` + `route` in a fresh context at a phone's size and sums what it fetched, once the
 * app has taken the page over and nothing has been asked for or in flight for a second: the app's
 * code is asked for after the first paint (src/main.tsx), which on a busy machine comes after the
 * network first fell idle, and the home page's sections after the app has started.
 */
export async function measureFirstLoad(browser: Browser, origin: string, route: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const load: FirstLoad = { route, js: 0, css: 0, files: [], admin: false };
    const measured: Array<Promise<void>> = [];
    let inFlight = 0;
    let lastChange = Date.now();
    const change = (by: number) => () => {
      inFlight += by;
      lastChange = Date.now();
    };
    page.on('request', change(1));
    page.on('requestfinished', change(-1));
    page.on('requestfailed', change(-1));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      measured.push(
        (async () => {
          const gzip = gzipSync(await response.body(), { level: 6 }).length;
          const path = new URL(response.url()).pathname;
          load.files.push({ path, type, gzip });
          if (type === 'script') load.js += gzip;
          else load.css += gzip;
          if (/admin/i.test(path)) load.admin = true;
        })(),
      );
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    while (inFlight > 0 || Date.now() - lastChange < 1000) await page.waitForTimeout(100);
    await Promise.all(measured);
    return load;
  } finally {
    await context.close();
  }
}
