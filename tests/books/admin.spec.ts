import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { cardTitled, deleteCard, editCard, expectNoSidewaysScroll, expectRefusedUnsent, namesForRun, openAsAdmin } from '../e2e/admin-helpers';
import { pdf, photo } from '../e2e/public-content';

// The Book of the Year screen against the real server: a book added with a real JPEG cover and a
// PDF reading plan, edited (a blank picker keeps the current file) and deleted through the screen,
// each change checked on the public /book page, which features the newest book.

test.describe.configure({ mode: 'serial' });

const names = namesForRun((run) => ({ title: `Patriarchs and Prophets (${run})`, edited: `Patriarchs and Prophets, 2nd reading (${run})` }));

const SCREEN = '/dashboard/book-of-the-year';

async function featured(page: Page) {
  await page.goto('/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book of the Year' })).toBeVisible();
  return page.getByRole('article');
}

test('the title, then both files, are required to create, in the spec words; nothing is sent', async ({ page, request }) => {
  const where = { screen: SCREEN, form: 'Add Book', submit: 'Add Book', sendsTo: '/api/annual-books/create' };
  await expectRefusedUnsent(page, request, where, async (form, refused) => {
    await refused('Book title is required.');
    await form.getByLabel(/^Book title/).fill('A title');
    await form.getByLabel(/^Cover image/).setInputFiles(await photo('Cover', 50, 800, 1200));
    await refused('Image and Reading Plan are required to create a book.');
  });
});

test('adds a book with its cover and reading plan; /book features it', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  const form = page.getByRole('region', { name: 'Add Book' });
  await form.getByLabel(/^Book title/).fill(names.title);
  await form.getByLabel(/^Description/).fill('From creation to King David.');
  await form.getByLabel(/^Cover image/).setInputFiles(await photo('PP', 20, 800, 1200));
  await form.getByLabel('Alt text').fill('Cover of Patriarchs and Prophets');
  await form.getByLabel(/^Reading plan/).setInputFiles(pdf('reading-plan.pdf'));
  await form.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText('Book added successfully!')).toBeVisible();
  await expect(form.getByLabel(/^Book title/)).toHaveValue('');

  const added = cardTitled(page, names.title);
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
  await expect(added.getByText(`Uploaded on ${today}`)).toBeVisible();
  await expect(added.getByRole('link', { name: /^View Reading Plan/ })).toHaveAttribute('href', /^\/uploads\/.+\.pdf$/);
  await expect.poll(() => added.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Newest first.
  await expect(page.getByRole('list', { name: 'Books' }).getByRole('heading', { level: 3 }).first()).toHaveText(names.title);
  await expectNoSidewaysScroll(page);

  const book = await featured(page);
  await expect(book.getByRole('heading', { level: 2, name: names.title })).toBeVisible();
  await expect(book.getByText('Description: From creation to King David.')).toBeVisible();
});

test('edits the title only: the cover and the plan stay; /book follows', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  const before = {
    cover: await cardTitled(page, names.title).getByRole('img').getAttribute('src'),
    plan: await cardTitled(page, names.title).getByRole('link', { name: /^View Reading Plan/ }).getAttribute('href'),
  };
  await editCard(page, names.title);
  const form = page.getByRole('region', { name: 'Edit Book' });
  await expect(form.getByLabel(/^Book title/)).toHaveValue(names.title);
  await expect(form.getByLabel(/^Description/)).toHaveValue('From creation to King David.');
  await expect(form.getByRole('link', { name: /Current reading plan/ })).toHaveAttribute('href', before.plan!);
  await form.getByLabel(/^Book title/).fill(names.edited);
  await form.getByRole('button', { name: 'Update Book' }).click();
  await expect(page.getByText('Book updated successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add Book' })).toBeVisible();
  const updated = cardTitled(page, names.edited);
  await expect(updated.getByRole('img')).toHaveAttribute('src', before.cover!);
  await expect(updated.getByRole('link', { name: /^View Reading Plan/ })).toHaveAttribute('href', before.plan!);

  const book = await featured(page);
  await expect(book.getByRole('heading', { level: 2, name: names.edited })).toBeVisible();
});

test('deletes after the confirmation; /book no longer features it', async ({ page, request }) => {
  await openAsAdmin(page, request, SCREEN);
  await deleteCard(page, names.edited, 'Delete this book?', 'Book deleted successfully!');

  await featured(page);
  await expect(page.getByRole('heading', { level: 2, name: names.edited })).toHaveCount(0);
});
