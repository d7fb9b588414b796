import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { contentForRun, photo, send } from '../e2e/public-content';

// The leaders page against the real server: leaders created through the API (real JPEG photos,
// titles stored composed as the admin form sends them), grouped on /chaplency by the public rule.

test.describe.configure({ mode: 'serial' });

const run = contentForRun('leaders', (id) => `/api/chaplaincy-leaders/${id}/delete`);

/** [name, stored title, contact]. */
const LEADERS: Array<[string, string, string]> = [
  ['Joseph', 'Union Youth Director - Union - STU', '+255 765 300 400'],
  ['Elia', 'University Campus - Chaplain - Dodoma', '+255 754 100 200'],
  ['Baraka', 'Zone Leader - Zone - Morogoro', '+255 716 777 888'],
  ['Peter', 'Conference Coordinator - Conference - East', 'peter@example.org'],
  ['Grace', 'Associate - Chaplain - Iringa', 'grace@example.org'],
  // In no public group: not shown.
  ['Rehema', 'Treasurer', 'rehema@example.org'],
];

test.beforeAll(async ({ request }) => {
  for (const [i, [name, title, contact]] of LEADERS.entries()) {
    const leader = await send<{ ID: number }>(request, 'POST', '/api/chaplaincy-leaders/create', {
      name: `${run.tag}: ${name}`,
      title,
      contact,
      image: await photo(name.slice(0, 2), i * 50, 600, 600),
    });
    run.created.push(leader.ID);
  }
});

async function openLeaders(page: Page) {
  await page.goto('/chaplency');
  await expect(page.getByRole('heading', { level: 1, name: 'Chaplaincy Leaders' })).toBeVisible();
  await expect(page.getByText('Discover the dedicated leaders shaping our spiritual and community journey.')).toBeVisible();
}

/** My leaders' names under a section heading, in order. */
async function mineIn(page: Page, heading: string): Promise<string[]> {
  const names = await page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 }).allTextContents();
  return names.filter((n) => n.startsWith(`${run.tag}: `)).map((n) => n.slice(run.tag.length + 2));
}

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: `${run.tag}: ${name}` }) });
}

test('leaders show in their public group, by name, with photo, title and contact', async ({ page }) => {
  await openLeaders(page);
  await expect(page.getByRole('region', { name: 'Chaplains' })).toBeVisible();
  const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(sections).toEqual(['Chaplains', 'Union Leaders', 'Conference Leaders', 'Zonal Leaders']);
  expect(await mineIn(page, 'Chaplains')).toEqual(['Elia', 'Grace']);
  expect(await mineIn(page, 'Union Leaders')).toEqual(['Joseph']);
  expect(await mineIn(page, 'Conference Leaders')).toEqual(['Peter']);
  expect(await mineIn(page, 'Zonal Leaders')).toEqual(['Baraka']);
  await expect(page.getByText(`${run.tag}: Rehema`)).toHaveCount(0);

  const elia = card(page, 'Elia');
  await expect(elia.getByText('Title: University Campus - Chaplain - Dodoma')).toBeVisible();
  await expect(elia.getByText('Contact: +255 754 100 200')).toBeVisible();
  const photoImg = elia.getByRole('img', { name: `Photo of ${run.tag}: Elia` });
  await expect(photoImg).toHaveAttribute('width', '600');
  await expect(photoImg).toHaveAttribute('height', '600');
  await photoImg.scrollIntoViewIfNeeded();
  await expect.poll(() => photoImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // A 128 px photo takes the 480 px copy, not the original.
  expect(await photoImg.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-480w\.webp$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('the page reloads on its own URL', async ({ page }) => {
  await openLeaders(page);
  await page.reload();
  await expect(card(page, 'Joseph').getByText('Title: Union Youth Director - Union - STU')).toBeVisible();
});

test('the header link CHAPLENCY leads here', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'CHAPLENCY' }).click();
  await expect(page).toHaveURL(/\/chaplency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chaplaincy Leaders' })).toBeVisible();
});
