import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { adminAuth, contentForRun } from '../e2e/public-content';

// The calendar against the real server: events created through the API (JSON, as the admin form
// sends them), read back on /calendar in date order with the spec's date, quarter and month lines.

test.describe.configure({ mode: 'serial' });

const run = contentForRun('calendar', (id) => `/api/annual-calendars/${id}/delete`);

/** [date picked by the admin, event, participants]: created out of order on purpose. */
const EVENTS: Array<[string, string, string]> = [
  ['2031-12-11', 'Annual Summit', 'Delegates from 20 universities'],
  ['2031-03-03', 'Week of Prayer', 'All campuses'],
  ['2031-08-22', 'Music Festival', 'Choirs'],
  ['2031-01-01', 'Consecration Service', 'All members'],
];

test.beforeAll(async ({ request }) => {
  const headers = await adminAuth(request);
  for (const [day, event, participants] of EVENTS) {
    const res = await request.post('/api/annual-calendars/create', {
      headers,
      data: { date: `${day}T00:00:00.000Z`, event: `${run.tag}: ${event}`, participants, description: `About ${event}.` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    run.created.push(((await res.json()) as { id: number }).id);
  }
});

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: `${run.tag}: ${name}` }) });
}

async function openCalendar(page: Page) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();
  await expect(page.getByText('Explore Upcoming Events and Activities')).toBeVisible();
}

test('events show in date order with the date, quarter, month and participants lines', async ({ page }) => {
  await openCalendar(page);
  const names = await page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 2 }).allTextContents();
  const mine = names.filter((name) => name.startsWith(`${run.tag}: `)).map((name) => name.slice(run.tag.length + 2));
  expect(mine).toEqual(['Consecration Service', 'Week of Prayer', 'Music Festival', 'Annual Summit']);

  const prayer = card(page, 'Week of Prayer');
  await expect(prayer.getByText('3rd March, 2031')).toBeVisible();
  await expect(prayer.getByText('Quarter: Q1')).toBeVisible();
  await expect(prayer.getByText('Month: March')).toBeVisible();
  await expect(prayer.getByText('Participants: All campuses')).toBeVisible();
  await expect(prayer.getByText('About Week of Prayer.')).toBeVisible();

  const festival = card(page, 'Music Festival');
  await expect(festival.getByText('22nd August, 2031')).toBeVisible();
  await expect(festival.getByText('Quarter: Q3')).toBeVisible();

  // 11 to 13 take 'th'.
  const summit = card(page, 'Annual Summit');
  await expect(summit.getByText('11th December, 2031')).toBeVisible();
  await expect(summit.getByText('Quarter: Q4')).toBeVisible();
  await expect(summit.getByText('Month: December')).toBeVisible();

  await expect(card(page, 'Consecration Service').getByText('1st January, 2031')).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('the page reloads on its own URL', async ({ page }) => {
  await openCalendar(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();
  await expect(card(page, 'Week of Prayer').getByText('3rd March, 2031')).toBeVisible();
});

test('the header link leads here', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'CALENDAR' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();
});
