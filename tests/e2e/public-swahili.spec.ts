import type { Page } from '@playwright/test';
import { BLOCKED_WORKER_WARNING, expect, test } from './fixtures';
import { localizedPath } from '../../src/domain/locale';
import { paths } from '../../src/kinds/paths';
import { SWAHILI } from '../../src/domain/texts/sw/index';
import { SWAHILI_PAGES } from '../../src/domain/texts/sw/pages';
import { englishCatalogueTexts } from '../unit/support/catalogues';
import { hydrated } from './public-content';
import { removeAll, seedAll, type Seeded } from './server-render';

// Issue 31: every public page and item page in Swahili under /sw/, read as a visitor's browser reads
// it: the server's page without JavaScript, the app's after it has taken the page over (no warning),
// not one text of the English catalogue, and the switch to the same page in English and back.

let seeded: Seeded;

test.beforeAll(async ({ request }, testInfo) => {
  seeded = await seedAll(request, `${testInfo.project.name} swahili`);
});

test.afterAll(async ({ request }) => {
  await removeAll(request, seeded);
});

const ENGLISH = englishCatalogueTexts();
const idOf = (collection: string) => seeded.made.find(([kind]) => kind === collection)![1];

/** Each page by name, its English address, and the main heading its Swahili page shows. */
const PAGES: Array<[name: string, url: () => string, heading: () => string]> = [
  ['home', () => paths.home, () => seeded.hero.mission],
  ['gallery', () => paths.gallery, () => SWAHILI_PAGES.pages.gallery.heading],
  ['book', () => paths.book, () => SWAHILI_PAGES.pages.book.heading],
  ['calendar', () => paths.calendar, () => SWAHILI_PAGES.pages.calendar.heading],
  ['chaplaincy', () => paths.chaplaincy, () => SWAHILI_PAGES.pages.chaplaincy.heading],
  ['summit', () => paths.summit, () => SWAHILI_PAGES.pages.summit.heading],
  ['an announcement', () => paths.announcement(idOf('posts')), () => seeded.post.title],
  ['an event', () => paths.calendarEvent(idOf('annual-calendars')), () => seeded.event.title],
  ['an album', () => paths.album(idOf('media')), () => seeded.album],
  ['a summit', () => paths.summitEdition(idOf('summits')), () => seeded.summit],
];

/** The lines the page shows, and the names it gives its controls and pictures. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body: HTMLElement) => [
    ...body.innerText.split('\n'),
    ...Array.from(body.querySelectorAll('[aria-label], img[alt]'), (el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? ''),
  ]);
}

async function expectSwahili(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const english = (await shownTexts(page)).map((text) => text.trim()).filter((text) => ENGLISH.has(text));
  expect(english).toEqual([]);
}

for (const [name, url, heading] of PAGES) {
  test(`the Swahili page of ${name}: in Swahili without JavaScript, and once the app has taken it over`, async ({ browser, page }) => {
    const sw = localizedPath('sw', url());
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    expect((await bare.goto(sw))?.status()).toBe(200);
    await expectSwahili(bare, heading());
    await context.close();

    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER_WARNING) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(sw, { waitUntil: 'networkidle' });
    // Hydrated (React's mark on the root), not rendered anew: the Swahili texts were there in time.
    await hydrated(page);
    await expectSwahili(page, heading());
    expect(problems).toEqual([]);
  });
}

test('the switch leads to the same page in the other language and back, in the app', { tag: '@phone' }, async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  await page.goto(paths.calendar, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Kiswahili' }).click();
  await expect(page).toHaveURL(localizedPath('sw', paths.calendar));
  await expectSwahili(page, SWAHILI_PAGES.pages.calendar.heading);
  await expect(page).toHaveTitle(SWAHILI.headings.calendar);
  // The event's day in Swahili, with its weekday (2031-05-04 is a Sunday).
  await expect(page.getByText('Jumapili, 4 Mei 2031').first()).toBeVisible();

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(paths.calendar);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();
  // Both steps in the app: the first page was the only document fetched.
  expect(documents).toEqual([paths.calendar]);
});

test('on a connection that loses the Swahili texts: the switch fetches the page from the server, which stays as sent, whole', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.route(/\/assets\/sw-[^/]*\.js$/, (route) => route.abort());
  await page.goto(paths.gallery, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByRole('link', { name: 'Kiswahili' }).click();
  await expect(page).toHaveURL(localizedPath('sw', paths.gallery));
  // The server's page, in Swahili and readable; the app does not take it over without its words.
  await expect(page.getByRole('heading', { level: 1, name: SWAHILI_PAGES.pages.gallery.heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')))).toBe(false);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', paths.gallery);
  expect(problems).toEqual([]);
});

test.describe('a browser that prefers Swahili', () => {
  test.use({ locale: 'sw-TZ' });

  test('is offered the Swahili page on an English one, in Swahili, never sent there; dismissed, the offer stays away', async ({ page }) => {
    const response = await page.goto(paths.gallery, { waitUntil: 'networkidle' });
    // The server answered the English page it was asked for, whatever the browser's language.
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(paths.gallery);
    const hint = page.getByRole('complementary', { name: 'Lugha ya ukurasa' });
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('lang', 'sw');
    await hint.getByRole('link', { name: 'Soma kwa Kiswahili' }).click();
    await expect(page).toHaveURL(localizedPath('sw', paths.gallery));
    await expectSwahili(page, SWAHILI_PAGES.pages.gallery.heading);
    // None on the Swahili page itself.
    await expect(hint).toHaveCount(0);

    await page.goto(paths.book, { waitUntil: 'networkidle' });
    await page.getByRole('complementary', { name: 'Lugha ya ukurasa' }).getByRole('button', { name: 'Funga' }).click();
    await expect(page.getByRole('complementary', { name: 'Lugha ya ukurasa' })).toHaveCount(0);
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    await expect(page.getByRole('complementary', { name: 'Lugha ya ukurasa' })).toHaveCount(0);
  });
});
