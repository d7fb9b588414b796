import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { TIMINGS } from '../../src/domain/timings';
import { adminAuth } from './public-content';

// Sharing and following against the real server: the calendar's Subscribe link points a calendar
// app at this host's feed, Add to calendar downloads the event's own file, and Share's Copy link
// puts the page's address on the clipboard.

let tag = '';
let eventId = 0;

test.beforeAll(async ({ request }, testInfo) => {
  tag = `Share e2e ${testInfo.project.name}`;
  const res = await request.post('/api/annual-calendars/create', {
    headers: await adminAuth(request),
    data: { date: '2032-05-14T00:00:00.000Z', event: tag, participants: 'All members', description: 'Bring a friend.' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  eventId = ((await res.json()) as { id: number }).id;
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/annual-calendars/${eventId}/delete`, { headers: await adminAuth(request) });
});

test('Subscribe follows this host\'s calendar feed, Add to calendar downloads the event', async ({ page, baseURL }) => {
  await page.goto('/calendar');
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `webcal://${new URL(baseURL!).host}/calendar.ics`);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: tag }) });
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Add to calendar: ${tag}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${tag}`);
});

test('Copy link puts the page\'s address on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  // The page's clock, moved on below rather than waited for.
  await page.clock.install();
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('menuitem', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`TUCASA Calendar ${baseURL}/calendar`)}`,
  );
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calendar`);
  // The confirmation goes by itself.
  await page.clock.fastForward(TIMINGS.shareConfirmationMs);
  await expect(page.getByText('Link copied')).toBeHidden();
});
