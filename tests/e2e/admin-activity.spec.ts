import { E2E_ADMIN, expect, test } from './fixtures';
import { adminPaths } from '../../src/kinds/adminPaths';
import { expectNoSidewaysScroll, namesForRun, openAsAdmin } from './admin-helpers';
import { adminAuth } from './public-content';

// The activity log against the real server (decision 021): a change made in the back-office shows
// in the Activity screen, newest first, with who made it, and the type filter keeps it.

const names = namesForRun((run) => ({ post: `Choir rehearsal (${run})` }));

test('a delete made in the back-office shows in the Activity screen with who made it', async ({ page, request }) => {
  const res = await request.post('/api/posts/create', { headers: await adminAuth(request), multipart: { title: names.post } });
  expect(res.status(), await res.text()).toBe(201);

  await openAsAdmin(page, request, adminPaths.announcements);
  await page.getByRole('article', { name: names.post }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this announcement?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement deleted successfully' })).toBeVisible();

  // From the sidebar; on a phone the drawer's Menu button sits under the delete's banner, so by address.
  if (test.info().project.name === 'phone') await page.goto(adminPaths.activity);
  else await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(adminPaths.activity);

  const entries = page.getByRole('list', { name: 'Activity entries' });
  const trashed = `${E2E_ADMIN.email} moved to the trash Announcement “${names.post}”`;
  const created = `${E2E_ADMIN.email} created Announcement “${names.post}”`;
  await expect(entries.getByRole('listitem').filter({ hasText: trashed })).toBeVisible();
  await expect(entries.getByRole('listitem').filter({ hasText: created })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByLabel('Type').selectOption('Announcement');
  await expect(entries.getByRole('listitem').filter({ hasText: trashed })).toBeVisible();
  await expect(entries.getByRole('listitem').filter({ hasText: 'Account' })).toHaveCount(0);
});
