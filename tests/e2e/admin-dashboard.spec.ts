import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, expectNoSidewaysScroll, openAsAdmin } from './admin-helpers';

// The dashboard's cards against the real server's counts, at 1280 px and 375 px.

interface Counts {
  media: number;
  events: number;
  leaders: number;
  unread: number;
}

async function serverCounts(request: APIRequestContext, token: string): Promise<Counts> {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (url: string) => {
    const res = await request.get(url, { headers });
    expect(res.ok(), url).toBe(true);
    return (await res.json()) as Record<string, number>;
  };
  const [media, events, leaders, messages] = await Promise.all([
    get('/api/media/count'),
    get('/api/annual-calendars/count'),
    get('/api/chaplaincy-leaders/count'),
    get('/api/messages/count'),
  ]);
  return {
    media: media.total_media!,
    events: events.total_events!,
    leaders: leaders.total_chaplains! + leaders.total_union_leaders! + leaders.total_conference_leaders! + leaders.total_zone_leaders!,
    unread: messages.unread_messages!,
  };
}

/** The number on the card labelled `label`. */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page.locator('li').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card.locator('[aria-busy]')).toHaveCount(0);
  const text = (await card.locator('p').first().textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

async function shownCounts(page: Page): Promise<Counts> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return {
    media: await cardValue(page, 'Total Media'),
    events: await cardValue(page, 'Calendar Events'),
    leaders: await cardValue(page, 'Total Leaders'),
    unread: await cardValue(page, 'Unread Messages'),
  };
}

test('the cards show the server counts, and follow new content', async ({ page, request }) => {
  const token = await openAsAdmin(page, request, '/dashboard/dashboard');
  expect(await shownCounts(page)).toEqual(await serverCounts(request, token));

  // One more event, one more unread message and one more leader of each kind.
  const auth = { Authorization: `Bearer ${token}` };
  const event = await request.post('/api/annual-calendars/create', {
    headers: auth,
    data: { date: '2031-03-03T00:00:00.000Z', event: 'Dashboard count check', participants: 'All campuses', description: 'e2e' },
  });
  expect(event.ok(), await event.text()).toBe(true);
  const message = await request.post('/api/v1.0/email/send', {
    data: { service_id: 's', template_id: 't', user_id: 'u', template_params: { from_email: `count-${Date.now()}@example.org`, message: 'Count me.' } },
  });
  expect(message.ok(), await message.text()).toBe(true);

  const before = await shownCounts(page);
  await page.reload();
  const after = await shownCounts(page);
  expect(after.events).toBe(before.events + 1);
  expect(after.unread).toBe(before.unread + 1);
  expect(after).toEqual(await serverCounts(request, await adminToken(request)));
});

test('Quick Navigation opens each screen', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/dashboard');
  const tiles = page.getByRole('region', { name: 'Quick Navigation' });
  for (const [name, path] of [
    ['Manage Media', '/dashboard/gallery/media'],
    ['Book of the Year', '/dashboard/book-of-the-year'],
    ['Annual Calendar', '/dashboard/annual-calendar'],
    ['Manage Leaders', '/dashboard/chaplency/leaders'],
    ['Settings', '/dashboard/settings'],
  ] as const) {
    await expect(tiles.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await tiles.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Home Page Settings' })).toBeVisible();
});

test('the unread card opens the messages', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/dashboard');
  await page.getByRole('link', { name: /Unread Messages/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('fits the screen, with the light admin palette', { tag: '@phone' }, async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/dashboard');
  await shownCounts(page);
  await expectNoSidewaysScroll(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  if (page.viewportSize()!.width < 1024) {
    // Phone: the sidebar waits behind the menu button.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  }
});
