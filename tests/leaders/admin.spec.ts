import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { TIMINGS } from '../../src/domain/timings';
import { adminToken, cardTitled, deleteCard, editCard, expectNoSidewaysScroll, expectRefusedUnsent, fillLeader, namesForRun, openAsAdmin } from '../e2e/admin-helpers';
import { photo, png } from '../e2e/public-content';

// The leader screens against the real server: a Union leader added with a real photo, edited and
// deleted through the screen, each change checked on the public /chaplency page; the overview's
// counts against the server's. Runs at 1280 and 375 px.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ name: `Neema Massawe (${run})` }));

const SCREEN = '/dashboard/chaplency/union-leader';

/** The public page, loaded: its sections, or its empty text when no group has anyone. */
async function openChaplaincy(page: Page) {
  await page.goto('/chaplency');
  await expect(page.getByRole('heading', { level: 1, name: 'Chaplaincy Leaders' })).toBeVisible();
  const sections = page.getByRole('region', { name: /^(Chaplains|Union Leaders|Conference Leaders|Zonal Leaders)$/ });
  await expect(sections.first().or(page.getByText('No leaders are currently listed. Please check back later!'))).toBeVisible();
}

/** This leader's card on the public page, in `section`. */
async function publicCard(page: Page, section: string, who: string) {
  await openChaplaincy(page);
  const region = page.getByRole('region', { name: section });
  await region.scrollIntoViewIfNeeded();
  return region.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: who, exact: true }) });
}

test('blank fields (after trimming) or no photo are refused in the spec words, and nothing is sent', async ({ page, request }) => {
  const where = { screen: SCREEN, form: 'Add Union Leader', submit: 'Add Leader', sendsTo: '/api/chaplaincy-leaders/create' };
  await expectRefusedUnsent(page, request, where, async (form, refused) => {
    await refused('Please fill in all required fields');
    await fillLeader(form, { name: 'Someone', title: '   ', contact: 'someone@example.org', photo: await photo('Face', 20, 600, 600) });
    await refused('Please fill in all required fields');
  });
});

test('adds a union leader with a photo: the title is stored composed, the card highlighted, /chaplency shows it', async ({ page, request }) => {
  // The page's clock, moved on below rather than waited for.
  await page.clock.install();
  await openAsAdmin(page, request, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Union Leaders' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Add Union Leader' });
  await fillLeader(form, { name: names.name, title: '  Youth Director   STU ' });
  await expect(form.getByText('Saved as: Youth Director - Union - STU')).toBeVisible();
  await fillLeader(form, { contact: '+255 700 000 001', photo: await photo('NM', 140, 800, 800), alt: 'Neema Massawe in front of the chapel' });
  // The highlight lasts a second: the clock held still until it has been seen (on a busy machine a
  // second of real time passed before the card was looked at, and the highlight had gone). Paused a
  // few seconds ahead of the page's time, which runs on while this call travels; the filled form has
  // nothing timed to run meanwhile.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await form.getByRole('button', { name: 'Add Leader' }).click();
  await expect(page.getByText('Leader added successfully')).toBeVisible();

  const added = cardTitled(page, names.name);
  await expect(added.getByText('Youth Director - Union - STU')).toBeVisible();
  await expect(added).toHaveAttribute('data-highlighted', 'true');
  // For one second exactly (spec section 9).
  await page.clock.runFor(TIMINGS.newLeaderHighlightMs - 1);
  await expect(added).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(1);
  await expect(added).not.toHaveAttribute('data-highlighted', 'true');
  await page.clock.resume();
  await expect.poll(() => added.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(form.getByLabel(/^Name/)).toHaveValue('');
  // Sorted by name among the union leaders.
  const listed = await page.getByRole('list', { name: 'Union Leaders' }).getByRole('heading', { level: 3 }).allTextContents();
  expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  // Not listed among the chaplains.
  await page.goto('/dashboard/chaplency/chaplain');
  await expect(page.getByRole('heading', { level: 1, name: 'Chaplains' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add Chaplain' })).toBeVisible();
  await expect(cardTitled(page, names.name)).toHaveCount(0);

  const onSite = await publicCard(page, 'Union Leaders', names.name);
  await expect(onSite.getByText('Youth Director - Union - STU')).toBeVisible();
  await expect(onSite.getByText('+255 700 000 001')).toBeVisible();
});

test('edits: the title comes back as typed, a new photo replaces the old; /chaplency follows', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  const photoBefore = await cardTitled(page, names.name).getByRole('img').getAttribute('src');
  await editCard(page, names.name);
  const form = page.getByRole('region', { name: 'Edit Union Leader' });
  await expect(form.getByRole('img', { name: 'Preview of Current photo' })).toHaveAttribute('src', photoBefore!);
  await expect(form.getByLabel(/^Name/)).toHaveValue(names.name);
  await expect(form.getByLabel(/^Title/)).toHaveValue('Youth Director STU');
  await expect(form.getByLabel(/^Photo/)).not.toHaveAttribute('required', '');
  await fillLeader(form, { title: 'Youth Director Dodoma', contact: 'neema@example.org', photo: await png('NM2', 40, 600, 600), alt: 'Neema Massawe at her desk' });
  await form.getByRole('button', { name: 'Update Leader' }).click();
  await expect(page.getByText('Leader updated successfully')).toBeVisible();
  // Back to create mode.
  await expect(page.getByRole('region', { name: 'Add Union Leader' })).toBeVisible();
  await expect(cardTitled(page, names.name).getByText('Youth Director - Union - Dodoma')).toBeVisible();
  await expect(cardTitled(page, names.name).getByText('neema@example.org')).toBeVisible();
  const photoAfter = await cardTitled(page, names.name).getByRole('img').getAttribute('src');
  expect(photoAfter).toMatch(/^\/uploads\//);
  expect(photoAfter).not.toBe(photoBefore);

  const onSite = await publicCard(page, 'Union Leaders', names.name);
  await expect(onSite.getByText('Youth Director - Union - Dodoma')).toBeVisible();
  await expect(onSite.getByText('neema@example.org')).toBeVisible();
});

test('the overview counts what the server counts, and each tile opens its screen', async ({ page, request }) => {
  const token = await openAsAdmin(page, request, '/dashboard/chaplency/leaders');
  const res = await request.get('/api/chaplaincy-leaders/count', { headers: { Authorization: `Bearer ${token}` } });
  const counts = (await res.json()) as Record<string, number>;
  const tiles = page.getByRole('list', { name: 'Leader counts' });
  await expect(tiles.getByRole('link', { name: `${counts.total_chaplains} Total Chaplains` })).toBeVisible();
  await expect(tiles.getByRole('link', { name: `${counts.total_conference_leaders} Conference Leaders` })).toBeVisible();
  await expect(tiles.getByRole('link', { name: `${counts.total_zone_leaders} Zone Leaders` })).toBeVisible();
  await tiles.getByRole('link', { name: `${counts.total_union_leaders} Union Leaders` }).click();
  await expect(page).toHaveURL(/\/dashboard\/chaplency\/union-leader$/);
  await expect(cardTitled(page, names.name)).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});

test('deletes after the confirmation; the card and the public card go', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await deleteCard(page, names.name, 'Delete this leader?', 'Leader deleted successfully');

  const token = await adminToken(request);
  const list = (await (await request.get('/api/chaplaincy-leaders', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ Name: string }>;
  expect(list.some((l) => l.Name === names.name)).toBe(false);
  await openChaplaincy(page);
  await expect(page.getByRole('heading', { level: 3, name: names.name, exact: true })).toHaveCount(0);
});
