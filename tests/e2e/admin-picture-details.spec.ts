import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { namesForRun, openAsAdmin } from './admin-helpers';
import { photo } from './public-content';

// A picture's alt text and focal point (decision 024), given in the admin form and read on the
// public pages: by the browser and in the HTML the server sends.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Harvest thanksgiving (${run})` }));
const ALT = 'Students carrying baskets of maize to the altar';
const EDITED_ALT = 'Baskets of maize in front of the altar';

const form = (page: Page) => page.getByRole('form', { name: /announcement/i });

/** The public page of the announcement made here, found through the public list. */
async function publicPage(page: Page): Promise<string> {
  const posts = await (await page.request.get('/api/posts')).json() as Array<{ ID: number; Title: string }>;
  const post = posts.find((p) => p.Title === names.title);
  expect(post).toBeDefined();
  return `/announcements/${post!.ID}`;
}

test('an image saved with its alt text and focal point shows them on the public page', { tag: '@phone' }, async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  const f = form(page);
  await f.getByLabel('Title').fill(names.title);
  await f.getByLabel('Image').setInputFiles(await photo('Harvest', 40));
  // Without alt text or Decorative the save waits.
  await f.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(f.getByText('Describe the picture in its alt text')).toBeVisible();
  await f.getByLabel('Alt text').fill(ALT);
  // A tap near the bottom left sets the focal point there.
  const picker = f.getByRole('button', { name: 'Focal point' });
  await picker.scrollIntoViewIfNeeded();
  const box = (await picker.boundingBox())!;
  const at = { x: box.width * 0.2, y: box.height * 0.8 };
  // A finger on a phone, the mouse on a desktop.
  if (test.info().project.use.hasTouch) await picker.tap({ position: at });
  else await picker.click({ position: at });
  await expect(f.getByText(/^Focal point: (19|20|21)% from the left, (79|80|81)% from the top\.$/)).toBeVisible();
  await f.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(page.getByText('Announcement created successfully')).toBeVisible();

  const url = await publicPage(page);
  // In the HTML the server renders, before any script runs.
  const html = await (await request.get(url)).text();
  expect(html).toContain(`alt="${ALT}"`);
  await page.goto(url);
  const img = page.getByRole('img', { name: ALT });
  await expect(img).toBeVisible();

  // The home carousel's card crops the picture around the point.
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Announcements' }).scrollIntoViewIfNeeded();
  const card = page.getByRole('region', { name: 'Announcements' }).getByRole('img', { name: ALT });
  await expect(card).toHaveCSS('object-position', /^(19|20|21)(\.\d+)?% (79|80|81)(\.\d+)?%$/);
});

test('the alt text is edited later without a new upload', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  await page.getByRole('article', { name: names.title }).getByRole('button', { name: /^Edit/ }).click();
  const f = form(page);
  await expect(f.getByLabel('Alt text')).toHaveValue(ALT);
  await f.getByLabel('Alt text').fill(EDITED_ALT);
  await f.getByRole('button', { name: 'Update Announcement' }).click();
  await expect(page.getByText('Announcement updated successfully')).toBeVisible();

  await page.goto(await publicPage(page));
  await expect(page.getByRole('img', { name: EDITED_ALT })).toBeVisible();
});
