import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { TIMINGS } from '../../src/domain/timings';
import { cardTitled, editCard, expectNoSidewaysScroll, expectRefusedUnsent, namesForRun, openAsAdmin } from '../e2e/admin-helpers';
import { mp4, photo, png } from '../e2e/public-content';

// The Media screen against the real server: real JPEG, PNG and MP4 files uploaded, edited and
// deleted through the screen, each change checked on the public gallery. Runs at 1280 and 375 px.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Choir night (${run})`, edited: `Choir night in Dodoma (${run})` }));

const SCREEN = '/dashboard/gallery/media';
const uploadForm = (page: Page) => page.getByRole('region', { name: 'Upload Media' });

async function galleryHas(page: Page, name: string) {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('an upload without a title or a file is refused in the spec words, and nothing is sent', async ({ page, request }) => {
  const where = { screen: SCREEN, form: 'Upload Media', submit: 'Upload Media', sendsTo: '/api/media/create' };
  await expectRefusedUnsent(page, request, where, async (form, refused) => {
    await refused('Event title and at least one file are required.');
    await form.getByLabel(/^Event title/).fill('Only a title');
    await refused('Event title and at least one file are required.');
  });
});

test('an upload the server refuses says why after the spec words', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  const form = uploadForm(page);
  await form.getByLabel(/^Event title/).fill(names.title);
  // Typed as a picture by its name and type, text by its bytes: only the server can tell.
  await form.getByLabel(/^Photos and videos/).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await form.getByRole('group', { name: 'notes.jpg' }).getByRole('checkbox', { name: /^Decorative/ }).check();
  await form.getByRole('button', { name: 'Upload Media' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Upload failed. media_files: "notes.jpg" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).',
  );
});

test('uploads two pictures and a video with a progress bar; the gallery shows them', async ({ page, request }) => {
  // The page's clock, moved on below rather than waited for.
  await page.clock.install();
  await openAsAdmin(page, request, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Media' })).toBeVisible();
  const form = uploadForm(page);
  await form.getByLabel(/^Event title/).fill(names.title);
  await form.getByLabel(/^Description/).fill('Songs of praise on campus.');
  // A large picture, sent over a slowed-down upload: the bar moves before the answer comes.
  const big = await photo('Stage', 30, 3600, 2400);
  await form.getByLabel(/^Photos and videos/).setInputFiles([big, await png('Choir', 200, 800, 600), mp4('choir.mp4')]);
  await expect(form.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(3);
  // Each picture needs its alt text (or "Decorative") before the upload goes.
  await form.getByRole('button', { name: 'Upload Media' }).click();
  await expect(form.getByRole('group', { name: 'stage.jpg' }).getByText(/^Describe the picture in its alt text/)).toBeVisible();
  await form.getByRole('group', { name: 'stage.jpg' }).getByLabel(/^Alt text/).fill('The stage lit for the concert');
  await form.getByRole('group', { name: 'choir.png' }).getByLabel(/^Alt text/).fill('The choir in blue robes');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: Math.max(64 * 1024, big.buffer.length / 3) });
  // The banner lasts 3 s of the page's clock, which runs on while the pictures are made: the clock
  // held still until it has been seen (on a busy machine the answer came, and the banner went, between
  // two looks). The upload's progress is the request's own events, not timers.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await form.getByRole('button', { name: 'Upload Media' }).click();
  const bar = form.getByRole('progressbar', { name: 'Uploading 3 files' });
  await expect(bar).toBeVisible();
  await expect(form.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByText('Media uploaded successfully!')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const created = cardTitled(page, names.title);
  await expect(created.getByText('3 files')).toBeVisible();
  await expect(created.getByText('Songs of praise on campus.')).toBeVisible();
  // The form is empty again.
  await expect(form.getByLabel(/^Event title/)).toHaveValue('');
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  // Banners clear after 3 s.
  await page.clock.fastForward(TIMINGS.bannerMs);
  await expect(page.getByText('Media uploaded successfully!')).toBeHidden();
  await page.clock.resume();
  await expectNoSidewaysScroll(page);

  // The full-size viewer shows the stored picture.
  await created.getByRole('button', { name: `View ${names.title}` }).click();
  const viewer = page.getByRole('dialog', { name: names.title });
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'The stage lit for the concert' })).toBeVisible();
  await expect.poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Previous' }).click();
  await expect(viewer.locator('video')).toHaveCount(1);
  await viewer.getByRole('button', { name: 'Close' }).click();

  const tile = await galleryHas(page, names.title);
  await expect(tile).toHaveCount(1);
  await expect(tile.getByText('Songs of praise on campus.')).toBeVisible();
  // The public pages write each picture's alt text: the tile's cover, the album's pictures.
  await expect(tile.locator('img').first()).toHaveAttribute('alt', 'The stage lit for the concert');
  await tile.getByRole('link', { name: names.title }).click();
  await expect(page.locator('main img[alt="The choir in blue robes"]')).toHaveCount(1);
});

test('edits the title, removes one file and adds another; the gallery follows', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await editCard(page, names.title);
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await expect(dialog.getByLabel(/^Event title/)).toHaveValue(names.title);
  await expect(dialog.getByLabel(/^Description/)).toHaveValue('Songs of praise on campus.');
  await expect(dialog.getByRole('list', { name: 'Current files' }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByLabel(/^Event title/).fill(names.edited);
  await dialog.getByRole('button', { name: 'Remove Image 2' }).click();
  await expect(dialog.getByRole('list', { name: 'Current files' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByLabel(/^Files/).setInputFiles([await photo('Encore', 300, 1200, 800)]);
  // The stored pictures keep their alt texts; the new one gets its own.
  await expect(dialog.getByRole('group', { name: 'Image 1' }).getByLabel(/^Alt text/)).toHaveValue('The stage lit for the concert');
  await dialog.getByRole('group', { name: 'encore.jpg' }).getByLabel(/^Alt text/).fill('The choir singing an encore');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Media updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardTitled(page, names.edited).getByText('3 files')).toBeVisible();
  await expect(cardTitled(page, names.title)).toHaveCount(0);

  // Stored as shown: the video is now second, the new picture last.
  const res = await request.get('/api/media');
  const item = ((await res.json()) as Array<{ EventTitle: string; MediaFiles: string[] }>).find((m) => m.EventTitle === names.edited);
  expect(item?.MediaFiles).toHaveLength(3);
  expect(item?.MediaFiles[1]).toMatch(/\.mp4$/);

  await expect(await galleryHas(page, names.edited)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: names.title, exact: true })).toHaveCount(0);
});

test('the edit modal refuses an empty title', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await editCard(page, names.edited);
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await dialog.getByLabel(/^Event title/).fill('   ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Event title is required.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardTitled(page, names.edited)).toHaveCount(1);
});

test('deletes after the confirmation; the card and the gallery tile go', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await cardTitled(page, names.edited).getByRole('button', { name: `Delete ${names.edited}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this media item?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Media deleted successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(cardTitled(page, names.edited)).toHaveCount(0);
  // Its Delete button went with it: focus is on the banner's Undo (decision 016), not lost to <body>.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expectNoSidewaysScroll(page);

  await galleryHas(page, names.edited);
  await expect(page.getByRole('heading', { name: names.edited, exact: true })).toHaveCount(0);
});
