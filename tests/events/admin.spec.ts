import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { cardTitled, deleteCard, editCard, expectNoSidewaysScroll, expectRefusedUnsent, namesForRun, openAsAdmin } from '../e2e/admin-helpers';

// The Annual Calendar screen against the real server: an event added (the picked day sent as an
// ISO string), edited and deleted through the screen, each change checked on the public /calendar.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Graduation Sabbath (${run})` }));

const SCREEN = '/dashboard/annual-calendar';

async function publicCard(page: Page, name: string) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events' }).or(page.getByText('No events yet. Check back soon!'))).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

test('every field is required, in the spec words; nothing is sent', async ({ page, request }) => {
  const where = { screen: SCREEN, form: 'Add Event', submit: 'Add Event', sendsTo: '/api/annual-calendars/create' };
  await expectRefusedUnsent(page, request, where, async (form, refused) => {
    await form.getByLabel(/^Event title/).fill('Only a title');
    await refused('All fields are required.');
  });
});

test('adds an event; the date goes as an ISO string and /calendar shows it', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  const form = page.getByRole('region', { name: 'Add Event' });
  await form.getByLabel(/^Date/).fill('2032-12-06');
  await form.getByLabel(/^Event title/).fill(names.title);
  await form.getByLabel(/^Participants/).fill('Final-year students');
  await form.getByLabel(/^Description/).fill('Blessing of the graduates.');
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/annual-calendars/create')),
    form.getByRole('button', { name: 'Add Event' }).click(),
  ]);
  expect(sent.postDataJSON()).toEqual({
    date: '2032-12-06T00:00:00.000Z',
    event: names.title,
    description: 'Blessing of the graduates.',
    participants: 'Final-year students',
  });
  await expect(page.getByText('New event has been successfully added to the calendar!')).toBeVisible();
  const added = cardTitled(page, names.title);
  await expect(added.getByText('6th December, 2032')).toBeVisible();
  await expect(added.getByText('Q4')).toBeVisible();
  await expect(form.getByLabel(/^Event title/)).toHaveValue('');
  await expectNoSidewaysScroll(page);

  const onSite = await publicCard(page, names.title);
  await expect(onSite.getByText('6th December, 2032')).toBeVisible();
  await expect(onSite.getByText('Participants: Final-year students')).toBeVisible();
});

test('edits the date; /calendar follows', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await editCard(page, names.title);
  const form = page.getByRole('region', { name: 'Edit Event' });
  await expect(form.getByLabel(/^Date/)).toHaveValue('2032-12-06');
  await expect(form.getByLabel(/^Participants/)).toHaveValue('Final-year students');
  await form.getByLabel(/^Date/).fill('2032-03-13');
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('The event has been successfully updated in the calendar!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add Event' })).toBeVisible();
  await expect(cardTitled(page, names.title).getByText('13th March, 2032')).toBeVisible();

  const onSite = await publicCard(page, names.title);
  await expect(onSite.getByText('13th March, 2032')).toBeVisible();
  await expect(onSite.getByText('Quarter: Q1')).toBeVisible();
});

test('deletes after the confirmation; /calendar no longer shows it', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await deleteCard(page, names.title, 'Delete this event?', 'Event deleted successfully!');

  await expect(await publicCard(page, names.title)).toHaveCount(0);
});
