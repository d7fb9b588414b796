import type { Browser, Page } from '@playwright/test';
import { BLOCKED_WORKER_WARNING, expect, test } from './fixtures';
import { formatGalleryDate } from '../../src/domain/dates';
import { PUBLIC_TEXTS } from '../../src/domain/texts/publicTexts';
import { PUBLIC_PAGES_TEXTS } from '../../src/domain/texts/publicPagesTexts';
import { SEARCH_PAGE_TEXTS } from '../../src/domain/texts/pages/search';
import { expectLayoutShiftsWithinBudget, hydrated, openThroughMenu, recordLayoutShifts } from './public-content';
import { removeAll, seedAll, type Seeded } from './server-render';

// The server sends each public page rendered (decision 013); the app then takes that markup over
// (hydration): no warning, nothing moves, no API call on arrival, and the page works after.

let seeded: Seeded;

test.beforeAll(async ({ request }, testInfo) => {
  seeded = await seedAll(request, `${testInfo.project.name} hydration`);
});

test.afterAll(async ({ request }) => {
  await removeAll(request, seeded);
});

const PAGES: Array<[url: string, heading: () => string]> = [
  ['/', () => seeded.hero.mission],
  ['/gallery', () => PUBLIC_PAGES_TEXTS.gallery.heading],
  ['/book', () => PUBLIC_PAGES_TEXTS.book.heading],
  ['/calendar', () => PUBLIC_PAGES_TEXTS.calendar.heading],
  ['/chaplency', () => PUBLIC_PAGES_TEXTS.chaplaincy.heading],
  ['/summit', () => PUBLIC_PAGES_TEXTS.summit.heading],
  // With its results: the seeded album is a "Youth Congress".
  ['/search?q=congress', () => SEARCH_PAGE_TEXTS.heading],
  ['/no-such-page', () => PUBLIC_TEXTS.notFound.title],
];

/** Where the page's main heading sits as the server's HTML lays it out, before any script has run. */
async function serverBox(browser: Browser, page: Page, url: string, heading: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), deviceScaleFactor: 1 });
  const bare = await context.newPage();
  await bare.goto(url);
  const box = await bare.getByRole('heading', { level: 1, name: heading }).boundingBox();
  await context.close();
  return box;
}

for (const [url, heading] of PAGES) {
  test(`${url}: the app takes the server's page over without a warning, a move or an API call`, { tag: '@phone' }, async ({ browser, page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The not-found page's own status is no problem.
      if (message.text().startsWith('Failed to load resource') && new URL(message.location().url).pathname === url) return;
      if (message.text() === BLOCKED_WORKER_WARNING) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const calls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) calls.push(new URL(req.url()).pathname);
    });
    await recordLayoutShifts(page);

    await page.goto(url, { waitUntil: 'networkidle' });
    const title = page.getByRole('heading', { level: 1, name: heading() });
    await expect(title).toBeVisible();
    // The root is hydrated (React's container mark), not rendered anew. (Checked once at network
    // idle, it failed now and then on a busy machine: the app starts a frame after the load event.)
    await hydrated(page);

    // At most the site's budget (CLS 0.05, decision 004). A cold start used to show 0.01-0.086 now
    // and then: Chromium painted the page parsed in part (the header's links, the footer), until
    // its first paint was made to wait for the whole page (server/web/render.ts).
    await expectLayoutShiftsWithinBudget(page);
    const before = await serverBox(browser, page, url, heading());
    expect(await title.boundingBox()).toEqual(before);
    // Last, so that a call the app made on taking over (it must make none) has had a page load's time to show.
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });
}

test('after hydration the page works: a link navigates in the app, and the next page fetches its data', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  const fetched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/annual-calendars');
  await openThroughMenu(page, 'CALENDAR', '/');
  await fetched;
  await expect(page.getByRole('heading', { level: 2, name: seeded.event.title })).toBeVisible();
  // One document: the app navigated, the browser did not load a new page.
  expect(documents).toEqual(['/']);
});

test('a button tapped before the app has run is pressed again once it has: the tap is not lost', async ({ page }) => {
  // The app's code comes after the first paint (src/main.tsx); here it is held back until released.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: PUBLIC_TEXTS.home.readMoreAbout('About Us') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'About Us' })).toBeVisible();
});

test("a visitor in another time zone: the app takes the server's page over (no error #418) and shows the date in the visitor's zone", async ({ browser, request }) => {
  const posts = (await (await request.get('/api/posts')).json()) as Array<{ Title: string; CreatedAt: string }>;
  const post = posts.find((p) => p.Title === seeded.post.title)!;
  const day = (timeZone: string) => formatGalleryDate(post.CreatedAt, timeZone);
  // The server writes its dates in Tanzania's zone (src/public/useTimeZone.ts). Of two zones 25
  // hours apart, one always reads another day than it: the zone where the server's date is wrong.
  const serverDay = day('Africa/Dar_es_Salaam');
  const timezoneId = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => day(zone) !== serverDay)!;
  const context = await browser.newContext({ timezoneId });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER_WARNING) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const id = (kind: string) => seeded.made.find(([made]) => made === kind)![1];
    for (const url of ['/', `/announcements/${id('posts')}`]) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.locator(`time[datetime="${post.CreatedAt}"]`).first()).toHaveText(day(timezoneId));
      expect(problems, url).toEqual([]);
    }
    // An album's date, made with the announcement: the same day as its date in that zone.
    const media = (await (await request.get('/api/media')).json()) as Array<{ EventTitle: string; CreatedAt: string }>;
    const albumDay = formatGalleryDate(media.find((m) => m.EventTitle === seeded.album)!.CreatedAt, timezoneId);
    await page.goto(`/gallery/${id('media')}`, { waitUntil: 'networkidle' });
    await expect(page.getByText(albumDay, { exact: true })).toBeVisible();
    expect(problems, 'album').toEqual([]);
  } finally {
    await context.close();
  }
});
