import { expect, test } from '../e2e/fixtures';
import type { Page } from '@playwright/test';
import { paths } from '../../src/kinds/paths';
import { toLocalInput } from '../../src/features/announcements/publishing';
import { deleteCard, namesForRun, openAsAdmin } from '../e2e/admin-helpers';
import { adminAuth } from '../e2e/public-content';

// Scheduled announcements against the real server and its real clock (decision 017): hidden from
// every public read until their time, public after it, with no job run in between. The server
// decides at each read (server/features/announcements/published.ts), so the wait is for its clock, which no test can
// move: the form's field takes whole minutes, the API's publish_at takes seconds. So the form is
// checked with a time far ahead, and the turn to public with one a few seconds ahead, set through
// the API. Once, on the desktop: the pages themselves are covered elsewhere.

const names = namesForRun((run) => ({ form: `Mission week opens (${run})`, soon: `Mission week, day one (${run})` }));
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

const HIDDEN = { list: false, page: 404, feed: false, sitemap: false };

test('the form schedules an announcement at the minute chosen: the card says so, and the public sees nothing', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  // A whole minute an hour ahead: it stays ahead for the whole test.
  const publishAt = Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000;
  const f = form(page);
  await f.getByLabel('Title').fill(names.form);
  await f.getByRole('radio', { name: 'Schedule' }).check();
  await f.getByLabel(/^Publish at/).fill(toLocalInput(new Date(publishAt).toISOString()));
  const created = page.waitForResponse((res) => res.url().endsWith('/api/posts/create'));
  await f.getByRole('button', { name: 'Create Announcement' }).click();
  const post = (await (await created).json()) as { ID: number; PublishAt: string };
  expect(post.PublishAt).toBe(new Date(publishAt).toISOString());
  await expect(page.getByText('Announcement created successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: names.form }).getByText(/^Scheduled for /)).toBeVisible();

  expect(await publicly(page, post.ID, names.form)).toEqual(HIDDEN);
  await page.goto(paths.announcement(post.ID));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(names.form);

  await page.goto('/dashboard/gallery/announcements');
  await deleteCard(page, names.form, 'Delete this announcement?', 'Announcement deleted successfully');
});

test('scheduled a few seconds ahead: not public, then public after its time, with no write in between', async ({ page, request }) => {
  test.setTimeout(60_000);
  // Room for the reads below on a busy machine; they take well under a second on a quiet one.
  const publishAt = Date.now() + 8_000;
  const res = await request.post('/api/posts/create', {
    headers: await adminAuth(request),
    multipart: { title: names.soon, status: 'scheduled', publish_at: new Date(publishAt).toISOString() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const post = (await res.json()) as { ID: number; PublishAt: string };
  expect(post.PublishAt).toBe(new Date(publishAt).toISOString());

  // Read (and cached by the server, decision 022) before its time...
  const before = await publicly(page, post.ID, names.soon);
  await page.goto(paths.announcement(post.ID));
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  expect(Date.now(), 'every read above was answered before the publish time').toBeLessThan(publishAt);
  expect(before).toEqual(HIDDEN);
  expect(heading).not.toBe(names.soon);

  // ...and public from then on, with nothing written in between.
  await expect
    .poll(async () => (await publicly(page, post.ID, names.soon)).list, { timeout: publishAt - Date.now() + 20_000, intervals: [250] })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
  expect(await publicly(page, post.ID, names.soon)).toEqual({ list: true, page: 200, feed: true, sitemap: true });
  // The page itself, server-rendered and then the app's.
  await page.goto(paths.announcement(post.ID));
  await expect(page.getByRole('heading', { level: 1, name: names.soon })).toBeVisible();

  // The admin card now says it is published.
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  await expect(page.getByRole('article', { name: names.soon }).getByText('Published', { exact: true })).toBeVisible();
  await deleteCard(page, names.soon, 'Delete this announcement?', 'Announcement deleted successfully');
});
