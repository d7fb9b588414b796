import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { createMedia, exists, openThroughMenu, expectedCandidate, mp4, photo, png, expectStillWhileLoadedAndScrolled } from '../e2e/public-content';

// The gallery against the real server: events uploaded through the API (real JPEG and PNG files,
// re-encoded by the server into WebP with resized copies) and read back on the page.

let tag = '';

test.beforeAll(async ({ request }, testInfo) => {
  tag = testInfo.project.name;
  // A worker restarted after a failure runs this again: the events are made once.
  if (await exists(request, '/api/media', 'EventTitle', `${tag}: Summit Opening`)) return;
  await createMedia(request, { event_title: `${tag}: Bible Conference`, media_files: [await photo('Solo', 200, 1200, 900)] });
  await createMedia(request, {
    event_title: `${tag}: Community Service`,
    description: 'Cleaning and visiting hospitals.',
    media_files: [mp4('service.mp4'), await photo('After', 90)],
  });
  await createMedia(request, {
    event_title: `${tag}: Summit Opening`,
    description: 'Delegates from twenty universities.',
    media_files: [await photo('One', 10, 2400, 1600), await png('Two', 140), await photo('Three', 260, 1200, 800)],
  });
});

async function openGallery(page: Page) {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
}

function tile(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

test('tiles show the first file, title, description (or its fallback) and date', { tag: '@phone' }, async ({ page }) => {
  await openGallery(page);
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());

  const opening = tile(page, `${tag}: Summit Opening`);
  await expect(opening.getByText('Delegates from twenty universities.')).toBeVisible();
  await expect(opening.getByText(today)).toBeVisible();
  // Decorative (alt=''): the button around it carries the name.
  const cover = opening.locator('img');
  // Size known before the picture arrives (no layout shift), and the server's resized copies offered.
  await expect(cover).toHaveAttribute('width', '2400');
  await expect(cover).toHaveAttribute('height', '1600');
  const srcset = (await cover.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/-480w\.webp 480w, .*-960w\.webp 960w, .*-1600w\.webp 1600w, .*-2400x1600\.webp 2400w$/);
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The copy the tile needs at this width and pixel density (a desktop column of 368 px takes the 480 px one).
  const { current, needed } = await cover.evaluate((img: HTMLImageElement) => ({
    current: img.currentSrc,
    needed: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(new URL(current).pathname).toBe(expectedCandidate(srcset, needed));

  await expect(tile(page, `${tag}: Bible Conference`).getByText('No description provided.')).toBeVisible();
  // A video as the first file: a picture under a play sign (its poster, or the placeholder: this one
  // has none); the video itself is downloaded only when played.
  await expect(tile(page, `${tag}: Community Service`).locator('video')).toHaveCount(0);
  await expect(tile(page, `${tag}: Community Service`).locator('img')).toHaveCount(1);
});

test('a tile opens the viewer at its first file; the arrows wrap around; Close closes it', async ({ page }) => {
  await openGallery(page);
  await tile(page, `${tag}: Summit Opening`).getByRole('button', { name: `View ${tag}: Summit Opening, 3 files` }).click();
  const viewer = page.getByRole('dialog', { name: `${tag}: Summit Opening` });
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  const shown = viewer.getByRole('img');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The 2400 px original is shown through its 1600 px copy.
  expect(await shown.getAttribute('src')).toMatch(/-2400x1600-1600w\.webp$/);

  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous' }).click();
  await expect(viewer.getByText('3 / 3')).toBeVisible();

  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  // Opening again starts at the first file.
  await tile(page, `${tag}: Summit Opening`).getByRole('button', { name: `View ${tag}: Summit Opening, 3 files` }).click();
  await expect(page.getByRole('dialog').getByText('1 / 3')).toBeVisible();
});

test('a single-file event opens without arrows; a video plays in the viewer', async ({ page }) => {
  await openGallery(page);
  await tile(page, `${tag}: Bible Conference`).getByRole('button').click();
  const viewer = page.getByRole('dialog', { name: `${tag}: Bible Conference` });
  await expect(viewer.getByRole('img')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await tile(page, `${tag}: Community Service`).getByRole('button').click();
  await expect(page.getByRole('dialog').locator('video')).toHaveCount(1);
});

test('a failed load shows the red banner', async ({ page }) => {
  await page.route('**/api/media', (route) => route.fulfill({ status: 500, json: { error: 'Down.', message: 'Down.' } }));
  await openThroughMenu(page, 'GALLERY');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load gallery. Please try again later.' })).toBeVisible();
});

test('the gallery reloads on its own URL', async ({ page }) => {
  await openGallery(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
  await expect(tile(page, `${tag}: Summit Opening`)).toBeVisible();
});

test('nothing moves while the page loads and while it is scrolled through (CLS target 0.05)', { tag: '@phone' }, async ({ page }) => {
  await expectStillWhileLoadedAndScrolled(page, () => openGallery(page));
});
