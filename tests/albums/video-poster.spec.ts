import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { namesForRun, openAsAdmin } from '../e2e/admin-helpers';
import { recordRedThenBlueWebm } from '../../stories/support/files';

// A video's poster picture against the real server (issue 13): a real WebM (recorded in the page
// from a canvas: red, then blue) is chosen on the Media screen, the browser grabs a frame, and the
// public gallery shows that frame on the tile, and as the viewer's poster, without loading the video.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Summit clip (${run})` }));

/** About 2 s of video made by the browser's own encoder, red then blue. */
async function recordedWebm(page: Page): Promise<Buffer> {
  return Buffer.from(await page.evaluate(recordRedThenBlueWebm), 'base64');
}

test('a video uploaded with the frame the browser grabbed shows that frame in the gallery, and loads only when played', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/gallery/media');
  const form = page.getByRole('region', { name: 'Upload Media' });
  await form.getByLabel(/^Event title/).fill(names.title);
  await form.getByLabel(/^Photos and videos/).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: await recordedWebm(page) });
  const picker = form.getByRole('figure', { name: 'Poster picture for clip.webm' });
  await expect(picker.getByRole('slider', { name: 'Moment' })).toBeVisible({ timeout: 15_000 });
  await expect(picker).not.toHaveAttribute('aria-busy', /.*/, { timeout: 15_000 });
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/media/create'));
  await form.getByRole('button', { name: 'Upload Media' }).click();
  const created = (await (await answer).json()) as { MediaFiles: string[]; VideoPosters?: Record<string, string> };
  const poster = created.VideoPosters?.[created.MediaFiles[0]!];
  expect(poster).toMatch(/^uploads\/[a-f0-9]{32}-320x180\.webp$/);
  // The Media screen's card shows it too, in place of the video.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names.title, exact: true }) });
  await expect(card.locator('img')).toHaveAttribute('src', `/${poster}`);
  await expect(card.locator('video')).toHaveCount(0);

  // The public gallery: the tile shows the poster; no request for the video before it is played.
  const videoRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(created.MediaFiles[0]!)) videoRequests.push(req.url());
  });
  await page.goto('/gallery');
  const tile = page.getByRole('article').filter({ has: page.getByRole('heading', { name: names.title, exact: true }) });
  const cover = tile.locator('img');
  await expect(cover).toHaveAttribute('src', `/${poster}`);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toBe(`/${poster}`);
  await tile.getByRole('button', { name: `View ${names.title}` }).click();
  const video = page.getByRole('dialog', { name: names.title }).locator('video');
  await expect(video).toHaveAttribute('poster', `/${poster}`);
  await expect(video).toHaveAttribute('preload', 'none');
  expect(videoRequests).toEqual([]);
});
