import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/kinds/paths';
import { adminPaths } from '../../src/kinds/adminPaths';
import { cardTitled, expectNoSidewaysScroll, namesForRun, openAsAdmin } from './admin-helpers';
import { adminAuth, photo } from './public-content';

// The trash against the real server (decision 016): a delete moves an announcement there, its
// page and picture leave the website (the picture answers 404 at its public URL, issue 29) while
// the Trash screen still shows it to the team, and Restore (or the banner's Undo) puts both back.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ restored: `Harvest thanksgiving (${run})`, undone: `Bible quiz night (${run})`, gone: `Old notice (${run})` }));

/** An announcement with a picture, made through the API: its ID and the picture's stored path. */
async function announcement(request: APIRequestContext, title: string): Promise<{ id: number; image: string }> {
  const picture = await photo(title.slice(0, 12), 140, 800, 500);
  const res = await request.post('/api/posts/create', { headers: await adminAuth(request), multipart: { title, image: picture } });
  expect(res.status(), await res.text()).toBe(201);
  const post = (await res.json()) as { ID: number; Image: string };
  return { id: post.ID, image: post.Image };
}

async function deleteFromScreen(page: Page, title: string) {
  await page.getByRole('article', { name: title }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this announcement?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement deleted successfully' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
}

/** The announcement's public page shows it with its picture, loaded from the stored file. */
async function expectOnPublicPage(page: Page, id: number, title: string, image: string) {
  await page.goto(paths.announcement(id));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const img = page.locator(`main img[src*="${image.slice('uploads/'.length, 'uploads/'.length + 32)}"]`).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('delete moves the announcement to the trash; Restore puts it and its picture back on its public page', async ({ page, request }) => {
  const { id, image } = await announcement(request, names.restored);
  await openAsAdmin(page, request, adminPaths.announcements);
  await deleteFromScreen(page, names.restored);

  // Gone from the website, its picture too: the file is kept for a restore, but not served.
  expect((await request.get(paths.announcement(id))).status()).toBe(404);
  expect((await request.get(`/${image}`)).status()).toBe(404);

  await page.goto(adminPaths.trash);
  const card = cardTitled(page, names.restored);
  await expect(card.getByText('Announcement', { exact: true })).toBeVisible();
  // The team still sees the picture in its card: read with the token, drawn from memory.
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveCount(1);
  await expect.poll(() => thumbnail.evaluate((el: HTMLImageElement) => (el.complete && el.src.startsWith('blob:') ? el.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(card.getByText('today')).toBeVisible();
  await expect(card.getByText('in 30 days')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await card.getByRole('button', { name: `Restore ${names.restored}` }).click();
  await expect(page.getByText(`"${names.restored}" restored.`)).toBeVisible();
  await expect(cardTitled(page, names.restored)).toHaveCount(0);

  await expectOnPublicPage(page, id, names.restored, image);
});

test('Undo in the delete banner, from the keyboard, restores the announcement at once', async ({ page, request }) => {
  const { id, image } = await announcement(request, names.undone);
  await openAsAdmin(page, request, adminPaths.announcements);
  await deleteFromScreen(page, names.undone);
  const undo = page.getByRole('button', { name: 'Undo' });
  // The deleted card's button is gone: the confirmation hands focus to Undo.
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Restored: it is back on the website.')).toBeVisible();
  await expect(page.getByRole('article', { name: names.undone })).toBeVisible();

  await expectOnPublicPage(page, id, names.undone, image);
});

test('Delete for good asks first, then removes the item and its files', async ({ page, request }) => {
  const { id, image } = await announcement(request, names.gone);
  expect((await request.delete(`/api/posts/${id}/delete`, { headers: await adminAuth(request) })).status()).toBe(200);
  await openAsAdmin(page, request, adminPaths.trash);
  await cardTitled(page, names.gone).getByRole('button', { name: `Delete for good ${names.gone}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete for good?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`"${names.gone}" deleted for good.`)).toBeVisible();
  await expect(cardTitled(page, names.gone)).toHaveCount(0);
  expect((await request.get(`/${image}`)).status()).toBe(404);
  expect((await request.post(`/api/trash/announcement/${id}/restore`, { headers: await adminAuth(request) })).status()).toBe(404);
});
