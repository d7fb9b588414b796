import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminAuth, createMedia, pdf, photo, send } from './public-content';

// Each announcement, event, album and summit has a page of its own (issue 12), against the real
// server: one of each is put in through the admin API, its list's title link leads to its page,
// which shows the whole item and leads back; an ID the database does not hold is answered 404
// with the not-found page. The tab's title follows each page, as the server writes it.

test.describe.configure({ mode: 'serial' });

let tag = '';
const made: Array<{ collection: string; id: number }> = [];

/** Two paragraphs, longer than the carousel's Read More threshold: the item page shows it whole. */
const TEXT = 'Registration is open for every campus until the end of the month.\nBring your choir, your questions and your friends: there will be seminars, worship and a mission fair.';

const title = (what: string) => `${tag}: ${what}`;

test.beforeAll(async ({ request }, testInfo) => {
  tag = `${testInfo.project.name} items`;
  const post = await send<{ ID: number }>(request, 'POST', '/api/posts/create', {
    title: title('Summit registration'),
    description: TEXT,
    image: await photo('Item post', 40, 1600, 1000),
  });
  made.push({ collection: '/api/posts', id: post.ID });
  const event = await request.post('/api/annual-calendars/create', {
    headers: await adminAuth(request),
    data: { date: '2031-03-03T00:00:00.000Z', event: title('Week of Prayer'), participants: 'All campuses', description: 'Evening meetings on every campus.' },
  });
  expect(event.ok(), await event.text()).toBe(true);
  made.push({ collection: '/api/annual-calendars', id: ((await event.json()) as { id: number }).id });
  const album = await createMedia(request, {
    event_title: title('Campus Outreach'),
    description: 'Two days of service in the town.',
    media_files: [await photo('Outreach 1', 120, 1200, 800), await photo('Outreach 2', 200, 800, 1200)],
  });
  made.push({ collection: '/api/media', id: album.ID });
  const summit = await send<{ ID: number }>(request, 'POST', '/api/summits/create', {
    title: title('Annual Summit'),
    outfit_image: await photo('Item outfit', 280, 1000, 1200),
    timetable: pdf('timetable.pdf'),
  });
  made.push({ collection: '/api/summits', id: summit.ID });
});

test.afterAll(async ({ request }) => {
  const headers = await adminAuth(request);
  for (const { collection, id } of made) await request.delete(`${collection}/${id}/delete`, { headers });
});

const idOf = (collection: string) => made.find((m) => m.collection === collection)!.id;

/** Follows a title link to the item's page at `path`; checks its heading and the tab's title. The item's article. */
async function followTitle(page: Page, link: Locator, path: string, name: string, tabTitle = `${name} – TUCASA`) {
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(tabTitle);
  return page.getByRole('article', { name });
}

/** Follows the item page's link back to its list at `path`; checks the list's tab title when given. */
async function followBack(page: Page, name: string, path: string, tabTitle?: string) {
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
  if (tabTitle) await expect(page).toHaveTitle(tabTitle);
}

test('an announcement: from Recent Posts to its page, shown whole, and back home', async ({ page }) => {
  await page.goto('/');
  const recent = page.locator('section[aria-labelledby="recent-title"]');
  await recent.scrollIntoViewIfNeeded();
  const path = `/announcements/${idOf('/api/posts')}`;
  const article = await followTitle(page, recent.getByRole('link', { name: title('Summit registration') }), path, title('Summit registration'));
  // The whole text, line break and all, with no Read More.
  await expect(article.getByText('Registration is open for every campus until the end of the month.', { exact: false })).toBeVisible();
  await expect(article.getByText(/mission fair\.$/)).toBeVisible();
  await expect(article.getByRole('button', { name: 'Read More' })).toHaveCount(0);
  await expect(article.locator('img')).toBeVisible();
  await followBack(page, 'Back to the announcements', '/', 'TUCASA STU – The Adventist Mission to Campuses');
});

test("an announcement: the carousel slide's title leads to its page too", async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await page.getByRole('heading', { level: 2, name: 'Announcements' }).scrollIntoViewIfNeeded();
  // The newest announcement is the first slide.
  const shown = carousel.locator('[aria-roledescription="slide"]:not([inert])');
  await followTitle(page, shown.getByRole('link', { name: title('Summit registration') }), `/announcements/${idOf('/api/posts')}`, title('Summit registration'));
});

test('a calendar event: from its card to its page, and back to the calendar', async ({ page }) => {
  await page.goto('/calendar');
  const path = `/calendar/${idOf('/api/annual-calendars')}`;
  const article = await followTitle(page, page.getByRole('link', { name: title('Week of Prayer'), exact: true }), path, title('Week of Prayer'));
  await expect(article.getByText('3rd March, 2031')).toBeVisible();
  await expect(article.getByRole('link', { name: `Add to calendar: ${title('Week of Prayer')}` })).toHaveAttribute('href', `${path}.ics`);
  await expect(article.getByText('Evening meetings on every campus.')).toBeVisible();
  await expect(article.getByRole('definition')).toHaveText(['Q1', 'March', 'All campuses']);
  await followBack(page, 'Back to the calendar', '/calendar', 'TUCASA Calendar');
});

test('an album: from its tile to its page with every file, the viewer, and back to the gallery', async ({ page }) => {
  await page.goto('/');
  // On a phone the navigation sits behind the menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GALLERY' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(page).toHaveTitle('TUCASA Gallery');
  const path = `/gallery/${idOf('/api/media')}`;
  await followTitle(page, page.getByRole('link', { name: title('Campus Outreach') }), path, title('Campus Outreach'));
  const files = page.getByRole('list', { name: 'Photos and videos' }).getByRole('button');
  await expect(files).toHaveCount(2);
  await files.nth(1).click();
  const viewer = page.getByRole('dialog', { name: title('Campus Outreach') });
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await followBack(page, 'Back to the gallery', '/gallery');
});

test('a summit: from its card to its page, and back to the summits', async ({ page }) => {
  await page.goto('/summit');
  const path = `/summit/${idOf('/api/summits')}`;
  const article = await followTitle(page, page.getByRole('link', { name: title('Annual Summit') }), path, title('Annual Summit'));
  await expect(article.getByRole('button', { name: `View full size: ${title('Annual Summit')} outfit` })).toBeVisible();
  await expect(article.getByRole('link', { name: 'View Timetable' })).toBeVisible();
  await expect(article.getByText('No Poster Available')).toBeVisible();
  await followBack(page, 'Back to the summits', '/summit', 'TUCASA Summit');
});

test('an item page opened directly shows the item, with the title the server wrote', async ({ page }) => {
  const path = `/calendar/${idOf('/api/annual-calendars')}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title('Week of Prayer') })).toBeVisible();
  await expect(page).toHaveTitle(`${title('Week of Prayer')} – TUCASA`);
});

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
}

test('an unknown ID of each kind, or one that is no ID, answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/announcements/999999', '/calendar/999999', '/gallery/999999', '/summit/999999', '/gallery/abc']) {
    await expectNotFound(page, path);
  }
});

test('a deleted announcement answers 404 with the not-found page', async ({ page, request }) => {
  const post = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: title('Soon deleted'), description: 'Gone.' });
  const res = await request.delete(`/api/posts/${post.ID}/delete`, { headers: await adminAuth(request) });
  expect(res.ok()).toBe(true);
  await expectNotFound(page, `/announcements/${post.ID}`);
});
