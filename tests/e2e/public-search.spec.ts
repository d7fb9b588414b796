import { expect, test } from './fixtures';
import { adminAuth, hydrated, send } from './public-content';
import { SEARCH_PAGE_TEXTS } from '../../src/domain/texts/pages/search';
import { SEARCH_PAGE_TEXTS_SW } from '../../src/domain/texts/sw/searchPage';

// Search on the built site (issue 48), with scripts: the shortcuts open the header's search from a
// page, a Kiswahili plural finds its singular, a draft is never found and a restored item is again,
// and the search page is a list with its count. Without scripts: public-no-js.spec.ts.

/** Words of this run's own, so that another spec's items (same server) are not found. */
const TAG = `zeta${Date.now().toString(36)}`;
const made: number[] = [];

test.afterAll(async ({ request }) => {
  const headers = await adminAuth(request);
  for (const id of made) await request.delete(`/api/posts/${id}/delete`, { headers });
});

async function post(request: Parameters<typeof adminAuth>[0], fields: Record<string, string>) {
  const { ID } = await send<{ ID: number }>(request, 'POST', '/api/posts/create', fields);
  made.push(ID);
  return ID;
}

test('/ and Ctrl+K open the search from a page; a draft is not found, a restored item is again', async ({ page, request }) => {
  const published = await post(request, { title: `Kitabu cha ${TAG}`, language: 'sw' });
  await post(request, { title: `Vitabu vya ${TAG} draft`, status: 'draft' });

  await page.goto('/gallery');
  // The shortcut is the app's: once it has taken the server's page over.
  await hydrated(page);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: SEARCH_PAGE_TEXTS.heading });
  await dialog.getByRole('searchbox', { name: SEARCH_PAGE_TEXTS.label }).fill(`vitabu ${TAG}`);
  await expect(dialog.getByRole('status')).toHaveText(SEARCH_PAGE_TEXTS.count(1, `vitabu ${TAG}`));
  await dialog.getByRole('link', { name: `Kitabu cha ${TAG}` }).click();
  await expect(page).toHaveURL(`/announcements/${published}`);
  await expect(dialog).toBeHidden();

  // Trashed, then restored: gone from the results, then back.
  const headers = await adminAuth(request);
  expect((await request.delete(`/api/posts/${published}/delete`, { headers })).ok()).toBe(true);
  await page.keyboard.press('Control+k');
  await dialog.getByRole('searchbox').fill(`kitabu ${TAG}`);
  await expect(dialog.getByRole('status')).toHaveText(SEARCH_PAGE_TEXTS.none(`kitabu ${TAG}`));
  expect((await request.post(`/api/trash/announcement/${published}/restore`, { headers })).ok()).toBe(true);
  // Another query (the same one is not asked again while the dialog shows its answer).
  await dialog.getByRole('searchbox').fill(`kitabu cha ${TAG}`);
  await expect(dialog.getByRole('status')).toHaveText(SEARCH_PAGE_TEXTS.count(1, `kitabu cha ${TAG}`));
});

test('the Swahili search page is a list of results with its count, each leading to its Swahili page', async ({ page, request }) => {
  const id = await post(request, { title: `Mkutano wa ${TAG}`, language: 'sw' });
  await page.goto(`/sw/search?q=${encodeURIComponent(`mikutano ${TAG}`)}`);
  await expect(page.getByRole('status')).toHaveText(SEARCH_PAGE_TEXTS_SW.count(1, `mikutano ${TAG}`));
  const list = page.getByRole('list', { name: SEARCH_PAGE_TEXTS_SW.results });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: `Mkutano wa ${TAG}` })).toHaveAttribute('href', `/sw/announcements/${id}`);
});
