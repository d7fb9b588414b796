import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { cardTitled, deleteCard, editCard, expectNoSidewaysScroll, expectRefusedUnsent, namesForRun, openAsAdmin } from '../e2e/admin-helpers';
import { pdf, photo, png } from '../e2e/public-content';

// The Summit screen against the real server: a summit created with a real outfit picture, a PDF
// timetable and two posters, updated (after 'Confirm Update', posters sent indexed) and deleted
// through the screen, each change checked on the public /summit page.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Youth Summit (${run})`, edited: `Youth Summit, Arusha (${run})` }));

const SCREEN = '/dashboard/summit';

async function publicCard(page: Page, name: string) {
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: 'Summit' })).toBeVisible();
  await expect(page.getByRole('article').first().or(page.getByText('No summit details available at the moment. Check back later for updates!'))).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

test('the title, then the outfit and timetable, are required to create, in the spec words', async ({ page, request }) => {
  const where = { screen: SCREEN, form: 'Create Summit', submit: 'Create Summit', sendsTo: '/api/summits/create' };
  await expectRefusedUnsent(page, request, where, async (form, refused) => {
    await refused('Summit title is required.');
    await form.getByLabel(/^Summit title/).fill('A summit');
    await form.getByLabel(/^Timetable/).setInputFiles(pdf('timetable.pdf'));
    await refused('Outfit image and timetable are required for creating a summit.');
  });
});

test('creates a summit with outfit, timetable and posters; /summit shows it', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  const form = page.getByRole('region', { name: 'Create Summit' });
  await form.getByLabel(/^Summit title/).fill(names.title);
  await form.getByLabel(/^Outfit image/).setInputFiles(await photo('Outfit', 330, 800, 1200));
  await form.getByLabel('Alt text').fill('Navy blazer with the TUCASA badge');
  await form.getByLabel(/^Timetable/).setInputFiles(pdf('timetable.pdf'));
  await form.getByLabel(/^Posters/).setInputFiles([await photo('Day 1', 30, 800, 1200), await png('Day 2', 90, 800, 1200)]);
  // Each poster needs its alt text, or "Decorative".
  await form.getByRole('group', { name: 'day-1.jpg' }).getByLabel(/^Alt text/).fill('Day one programme');
  await form.getByRole('group', { name: 'day-2.png' }).getByRole('checkbox', { name: /^Decorative/ }).check();
  await form.getByRole('button', { name: 'Create Summit' }).click();
  await expect(page.getByText('Summit created successfully!')).toBeVisible();
  await expect(form.getByLabel(/^Summit title/)).toHaveValue('');

  const created = cardTitled(page, names.title);
  await expect(created.getByRole('list', { name: `Posters of ${names.title}` }).getByRole('listitem')).toHaveCount(2);
  await expect(created.getByRole('link', { name: /^View Timetable/ })).toHaveAttribute('href', /^\/uploads\/.+\.pdf$/);
  // The outfit opens full size.
  await created.getByRole('button', { name: `View Outfit of ${names.title} full size` }).click();
  const overlay = page.getByRole('dialog', { name: `Outfit of ${names.title}` });
  await expect.poll(() => overlay.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
  await expectNoSidewaysScroll(page);

  const onSite = await publicCard(page, names.title);
  await expect(onSite.getByRole('link', { name: 'View Timetable' })).toBeVisible();
  // The first poster's alt text; the second, decorative, has an empty one.
  await expect(onSite.getByRole('img', { name: 'Day one programme' })).toHaveCount(1);
  await expect(onSite.locator('li img[alt=""]')).toHaveCount(1);
});

test('updates only after Confirm Update: new title and posters; /summit follows', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await editCard(page, names.title);
  const form = page.getByRole('region', { name: 'Edit Summit' });
  await expect(form.getByLabel(/^Summit title/)).toHaveValue(names.title);
  await expect(form.getByRole('img', { name: /^Preview of Current poster/ })).toHaveCount(2);
  await form.getByLabel(/^Summit title/).fill(names.edited);
  await form.getByLabel(/^Posters/).setInputFiles([await photo('New 1', 200, 800, 1200), await photo('New 2', 240, 800, 1200), await photo('New 3', 280, 800, 1200)]);
  for (const n of [1, 2, 3]) await form.getByRole('group', { name: `new-${n}.jpg` }).getByLabel(/^Alt text/).fill(`New poster ${n}`);

  let updates = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/summits/') && r.method() === 'PUT') updates += 1;
  });
  await form.getByRole('button', { name: 'Update Summit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Update' });
  // Cancel: nothing is sent, still editing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(updates).toBe(0);
  const before = ((await (await request.get('/api/summits')).json()) as Array<{ Title: string; Posters: string[] }>).find((s) => s.Title === names.title);
  expect(before?.Posters).toHaveLength(2);
  await form.getByRole('button', { name: 'Update Summit' }).click();
  await confirm.getByRole('button', { name: 'Confirm Update' }).click();
  await expect(page.getByText('Summit updated successfully!')).toBeVisible();
  expect(updates).toBe(1);
  // The three new posters replaced the two.
  const after = ((await (await request.get('/api/summits')).json()) as Array<{ Title: string; Posters: string[] }>).find((s) => s.Title === names.edited);
  expect(after?.Posters).toHaveLength(3);
  expect(after?.Posters.some((p) => before?.Posters.includes(p))).toBe(false);
  await expect(page.getByRole('region', { name: 'Create Summit' })).toBeVisible();
  await expect(cardTitled(page, names.edited).getByRole('list', { name: `Posters of ${names.edited}` }).getByRole('listitem')).toHaveCount(3);

  const onSite = await publicCard(page, names.edited);
  await expect(onSite.getByRole('img', { name: /^New poster \d$/ })).toHaveCount(3);
});

test('deletes after the confirmation; /summit no longer shows it', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await deleteCard(page, names.edited, 'Delete this summit?', 'Summit deleted successfully!');

  await expect(await publicCard(page, names.edited)).toHaveCount(0);
});
