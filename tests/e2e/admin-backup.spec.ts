import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/kinds/paths';
import { adminPaths } from '../../src/kinds/adminPaths';
import { expectNoSidewaysScroll, namesForRun, openAsAdmin } from './admin-helpers';
import { adminAuth, createMedia, photo, send } from './public-content';

// Backups from the browser against the real server (issue 13, decision 023): download a backup,
// wipe what it holds (deleted for good, files and all), restore it, and everything is back on
// the public pages.

const names = namesForRun((run) => ({ post: `Backed-up notice (${run})`, album: `Backed-up retreat (${run})` }));

/** What the public sees of the announcement and the album: their pages' headings and their pictures' answers. */
async function publicView(page: Page, request: APIRequestContext, ids: { post: number; album: number }, files: string[]) {
  // Each page is rendered by the server: its heading (or 'Page not found') is there on load.
  await page.goto(paths.announcement(ids.post));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const post = await page.getByRole('heading', { level: 1, name: names.post }).isVisible();
  await page.goto(paths.album(ids.album));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const album = await page.getByRole('heading', { level: 1, name: names.album }).isVisible();
  const statuses = await Promise.all(files.map(async (f) => (await request.get(`/${f}`)).status()));
  return { post, album, statuses };
}

test('backup, wipe, restore: every item and file is back on the public pages', async ({ page, request }) => {
  test.setTimeout(90_000);
  const post = await send<{ ID: number; Image: string }>(request, 'POST', '/api/posts/create', { title: names.post, image: await photo('Notice', 30, 1200, 800) });
  const album = await createMedia(request, { event_title: names.album, media_files: [await photo('Retreat', 200, 1400, 900)] });
  const ids = { post: post.ID, album: album.ID };
  const files = [post.Image, ...album.MediaFiles];
  const before = await publicView(page, request, ids, files);
  expect(before).toEqual({ post: true, album: true, statuses: files.map(() => 200) });

  // Download, with its bytes shown as they come.
  await openAsAdmin(page, request, adminPaths.backup);
  await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tucasa-backup-[\d-T]+\.tar$/);
  // In the test's output folder (test-results/), emptied by the next run.
  const archive = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(archive);
  await expect(page.getByText(`Backup downloaded: ${download.suggestedFilename()}.`)).toBeVisible();

  // Wipe: both deleted, then deleted for good from the trash (their files go too).
  const auth = await adminAuth(request);
  expect((await request.delete(`/api/posts/${ids.post}/delete`, { headers: auth })).status()).toBe(200);
  expect((await request.delete(`/api/media/${ids.album}/delete`, { headers: auth })).status()).toBe(200);
  expect((await request.delete(`/api/trash/announcement/${ids.post}`, { headers: auth })).status()).toBe(200);
  expect((await request.delete(`/api/trash/media/${ids.album}`, { headers: auth })).status()).toBe(200);
  const wiped = await publicView(page, request, ids, files);
  expect(wiped).toEqual({ post: false, album: false, statuses: files.map(() => 404) });

  // Restore the downloaded file, after the confirmation says what will be replaced.
  await openAsAdmin(page, request, adminPaths.backup);
  await page.getByLabel('Backup file (.tar)').setInputFiles(archive);
  await page.getByRole('button', { name: 'Restore…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await expect(dialog).toContainText('The current state is kept on the server as an automatic backup first.');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Backup restored')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The state before was kept on the server as before-restore-.*\.tar\./)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(paths.login);

  const after = await publicView(page, request, ids, files);
  expect(after).toEqual(before);

  // The restore is in the activity log, with who did it.
  const log = await request.get('/api/activity?type=backup', { headers: await adminAuth(request) });
  const entries = ((await log.json()) as { entries: Array<{ action: string }> }).entries;
  expect(entries[0]?.action).toBe('restore-backup');

  // The state the restore replaced can be taken back from the page: listed, and downloaded whole.
  await openAsAdmin(page, request, adminPaths.backup);
  const kept = page.getByRole('list', { name: 'Backups kept before a restore' }).getByRole('listitem');
  await expect(kept).not.toHaveCount(0);
  const keeping = page.waitForEvent('download');
  await kept.first().getByRole('button', { name: /^Download the backup kept / }).click();
  const keptDownload = await keeping;
  expect(keptDownload.suggestedFilename()).toMatch(/^before-restore-.*\.tar$/);
  await expect(page.getByText(`Backup downloaded: ${keptDownload.suggestedFilename()}.`)).toBeVisible();
});
