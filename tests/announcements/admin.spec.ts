import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { expectNoSidewaysScroll, namesForRun, openAsAdmin, watchSends } from '../e2e/admin-helpers';
import { pdf, photo } from '../e2e/public-content';

// Announcements managed through the admin screen, each change checked on the public home.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Choir festival (${run})`, edited: `Choir festival moved to Sunday (${run})` }));

/** The public home, scrolled to its announcements (they load when their section comes into view). */
async function homeAnnouncements(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Announcements' }).scrollIntoViewIfNeeded();
}

/** The public home's announcements carousel, loaded. */
async function homeCarousel(page: Page) {
  await homeAnnouncements(page);
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  return carousel;
}

const form = (page: Page) => page.getByRole('form', { name: /announcement/i });

test('Title is required, and nothing is sent without it', async ({ page, request }) => {
  const sent = watchSends(page, '/api/posts/create');
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  await form(page).getByRole('button', { name: 'Create Announcement' }).click();
  await expect(form(page).getByText('Title is required')).toBeVisible();
  expect(sent()).toBe(false);
});

test('create with a picture and a PDF: first in the grid, and on the public home', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  const f = form(page);
  await f.getByLabel('Title').fill(names.title);
  await f.getByLabel('Description').fill('Saturday at 4 pm in the main hall.');
  await f.getByLabel('Image').setInputFiles(await photo('Choir', 300));
  await f.getByLabel('Alt text').fill('The choir on stage');
  await f.getByLabel('Attachment').setInputFiles(pdf('choir-programme.pdf'));
  await f.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(page.getByText('Announcement created successfully')).toBeVisible();
  // Back to an empty create form.
  await expect(f.getByLabel('Title')).toHaveValue('');

  const card = page.getByRole('article', { name: names.title });
  await expect(page.getByRole('article').first()).toHaveAccessibleName(names.title);
  await expect(card.getByText('Saturday at 4 pm in the main hall.')).toBeVisible();
  // Decorative (the title names the card): alt='' gives it no img role.
  const img = card.locator('img');
  // Lazy: it loads once in view.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const href = await card.getByRole('link', { name: /View Attachment/ }).getAttribute('href');
  const attachment = await request.get(href!);
  expect(attachment.ok()).toBe(true);
  expect(attachment.headers()['content-type']).toContain('application/pdf');
  await expectNoSidewaysScroll(page);

  // A reload reads it back from the server.
  await page.reload();
  await expect(page.getByRole('article', { name: names.title })).toBeVisible();

  const carousel = await homeCarousel(page);
  await expect(carousel).toContainText(names.title);
});

test('edit prefills the form; the update shows in the grid and on the public home', async ({ page, request }) => {
  await openAsAdmin(page, request, '/AdminAnnouncements');
  const card = page.getByRole('article', { name: names.title });
  await card.getByRole('button', { name: /^Edit/ }).click();
  const f = form(page);
  await expect(f.getByLabel('Title')).toHaveValue(names.title);
  await expect(f.getByLabel('Description')).toHaveValue('Saturday at 4 pm in the main hall.');
  await expect(f.getByRole('img', { name: 'Current image' })).toBeVisible();
  await expect(f.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await f.getByLabel('Title').fill(names.edited);
  await f.getByLabel('Description').fill('Now on Sunday at 3 pm.');
  await f.getByRole('button', { name: 'Update Announcement' }).click();
  await expect(page.getByText('Announcement updated successfully')).toBeVisible();
  await expect(f.getByRole('button', { name: 'Create Announcement' })).toBeVisible();
  const updated = page.getByRole('article', { name: names.edited });
  await expect(updated.getByText('Now on Sunday at 3 pm.')).toBeVisible();
  // The picture and the PDF were kept.
  await expect(updated.getByRole('link', { name: /View Attachment/ })).toBeVisible();
  await expect(updated.locator('img')).toBeVisible();

  const carousel = await homeCarousel(page);
  await expect(carousel).toContainText(names.edited);
  await expect(carousel).not.toContainText(names.title);
});

test('delete asks first, then the item leaves the grid and the public home', async ({ page, request }) => {
  await openAsAdmin(page, request, '/announcements');
  await page.getByRole('article', { name: names.edited }).getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this announcement?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Announcement deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: names.edited })).toHaveCount(0);

  await homeAnnouncements(page);
  // Loaded (slides, or the empty text), without the deleted one.
  const slide = page.getByRole('region', { name: 'Announcements' }).locator('[aria-roledescription="slide"]').first();
  await expect(slide.or(page.getByText('No announcements available.'))).toBeAttached();
  await expect(page.locator('main')).not.toContainText(names.edited);
});
