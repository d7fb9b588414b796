import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { adminAuth, pdf, photo, send } from '../e2e/public-content';

// The book page against the real server: a Book of the Year uploaded through the API (a real JPEG
// cover, re-encoded by the server with resized copies, and a PDF reading plan), shown as the first book.

test.describe.configure({ mode: 'serial' });

let tag = '';
let bookId = 0;

test.beforeAll(async ({ request }, testInfo) => {
  tag = `${testInfo.project.name} book`;
  const book = await send<{ ID: number }>(request, 'POST', '/api/annual-books/create', {
    title: `${tag}: Steps to Christ`,
    description: 'A short classic, read chapter by chapter across the year.',
    image: await photo('Cover', 35, 800, 1200),
    reading_plan: pdf('reading-plan.pdf'),
  });
  bookId = book.ID;
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/annual-books/${bookId}/delete`, { headers: await adminAuth(request) });
});

async function openBook(page: Page) {
  await page.goto('/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book of the Year' })).toBeVisible();
  await expect(page.getByText('Discover Our Featured Book')).toBeVisible();
}

test('the newest book shows its cover, title, description and reading plan', async ({ page, request }) => {
  await openBook(page);
  const book = page.getByRole('article');
  await expect(book.getByRole('heading', { level: 2, name: `${tag}: Steps to Christ` })).toBeVisible();
  await expect(book.getByText('Description: A short classic, read chapter by chapter across the year.')).toBeVisible();

  const cover = book.getByRole('img', { name: `Cover of ${tag}: Steps to Christ` });
  // Sized from the stored name before it arrives; the server's resized copies offered; loaded first.
  await expect(cover).toHaveAttribute('width', '800');
  await expect(cover).toHaveAttribute('height', '1200');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(await cover.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .*\.webp 800w$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The cover is drawn 256 px wide: the 480 px copy serves a screen of up to 1.875 device pixels per
  // CSS pixel; a denser phone (Pixel 5: 2.75) takes the 800 px original, never more.
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(dpr * 256 <= 480 ? /-480w\.webp$/ : /-800x1200\.webp$/);
  const box = (await cover.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(256);
  expect(box.height).toBeLessThanOrEqual(384);

  const plan = book.getByRole('link', { name: 'View Reading Plan' });
  await expect(plan).toHaveAttribute('target', '_blank');
  expect(await plan.getAttribute('rel')).toMatch(/\bnoopener\b/);
  const file = await request.get((await plan.getAttribute('href'))!);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('the cover holds its place before its picture arrives: nothing moves when it does', { tag: '@phone' }, async ({ page }) => {
  // A slow network: the pictures come only once the page has been laid out without them. Before,
  // the cover took no room until then, and the page jumped by its size (CLS 0.1 once in a busy run).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/uploads\/.+\.webp$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/book', { waitUntil: 'domcontentloaded' });
  const cover = page.getByRole('img', { name: `Cover of ${tag}: Steps to Christ` });
  await expect(cover).toBeAttached();
  const before = await cover.boundingBox();
  // An 800 x 1200 cover is drawn 256 x 384 px (spec section 9).
  expect(before).toMatchObject({ width: 256, height: 384 });
  release();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await cover.boundingBox()).toEqual(before);
});

// In Chromium's PDF viewer (@chrome): its headless shell, which runs the rest, has none.
test('the reading plan opens in a new tab', { tag: '@chrome' }, async ({ page, context }) => {
  await openBook(page);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'View Reading Plan' }).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/uploads\/.+\.pdf$/);
  await tab.close();
});

test('the page reloads on its own URL', async ({ page }) => {
  await openBook(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `${tag}: Steps to Christ` })).toBeVisible();
});
