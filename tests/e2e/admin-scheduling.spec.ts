import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/domain/paths';
import { toLocalInput } from '../../src/domain/publishing';
import { deleteCard, namesForRun, openAsAdmin } from './admin-helpers';

// An announcement scheduled a minute ahead through the admin screen, against the real server and
// its real clock (decision 017): hidden from every public read until its time, public after it,
// with no job run in between. Once, on the desktop: the pages themselves are covered elsewhere.

const names = namesForRun((run) => ({ title: `Mission week opens (${run})` }));
const form = (page: Page) => page.getByRole('form', { name: /announcement/i });

/** Whether the public sees announcement `id` titled `title`: its list, its page, the feed and the sitemap. */
async function publicly(page: Page, id: number, title: string) {
  const { request } = page;
  const list = (await (await request.get('/api/posts')).json()) as Array<{ ID: number }>;
  return {
    list: list.some((p) => p.ID === id),
    page: (await request.get(paths.announcement(id))).status(),
    feed: (await (await request.get('/feed.xml')).text()).includes(title),
    sitemap: (await (await request.get('/sitemap.xml')).text()).includes(`${paths.announcement(id)}<`),
  };
}

test('scheduled a minute ahead: not public, then public after its time', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  // The next whole minute at least 15 s away: the form takes minutes, and the wait stays under ~75 s.
  const publishAt = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000;
  const f = form(page);
  await f.getByLabel('Title').fill(names.title);
  await f.getByRole('radio', { name: 'Schedule' }).check();
  await f.getByLabel(/^Publish at/).fill(toLocalInput(new Date(publishAt).toISOString()));
  const created = page.waitForResponse((res) => res.url().endsWith('/api/posts/create'));
  await f.getByRole('button', { name: 'Create Announcement' }).click();
  const post = (await (await created).json()) as { ID: number; PublishAt: string };
  expect(post.PublishAt).toBe(new Date(publishAt).toISOString());
  await expect(page.getByText('Announcement created successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: names.title }).getByText(/^Scheduled for /)).toBeVisible();

  expect(Date.now()).toBeLessThan(publishAt);
  expect(await publicly(page, post.ID, names.title)).toEqual({ list: false, page: 404, feed: false, sitemap: false });
  await page.goto(paths.announcement(post.ID));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(names.title);

  await expect
    .poll(async () => (await publicly(page, post.ID, names.title)).list, { timeout: publishAt - Date.now() + 20_000, intervals: [2_000] })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
  expect(await publicly(page, post.ID, names.title)).toEqual({ list: true, page: 200, feed: true, sitemap: true });
  // The page itself, server-rendered and then the app's.
  await page.goto(paths.announcement(post.ID));
  await expect(page.getByRole('heading', { level: 1, name: names.title })).toBeVisible();

  // The admin card now says it is published.
  await page.goto('/dashboard/gallery/announcements');
  await expect(page.getByRole('article', { name: names.title }).getByText('Published', { exact: true })).toBeVisible();
  await deleteCard(page, names.title, 'Delete this announcement?', 'Announcement deleted successfully');
});
