import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken } from './admin-helpers';
import { ADMIN_CATALOGUE } from '../../src/domain/texts/adminCatalogue';
import { ADMIN_CATALOGUE_SW } from '../../src/domain/texts/sw/admin';
import { SERVER_TEXTS_SW } from '../../src/domain/texts/sw/admin/serverErrors';
import { SERVER_TEXTS } from '../../src/domain/serverTexts';
import { leaves } from '../unit/support/catalogues';

// Issue 31: the back-office in Swahili for an account that chooses it, through a whole session —
// login, create, edit, delete, logout — and the choice kept with the account, not the browser.

const S = ADMIN_CATALOGUE_SW;
const PASSWORD = 'mhariri wa kiswahili 2026';

/** A new editor account with a password, its own so that its language changes no other test's screens. */
async function newEditor(request: APIRequestContext): Promise<string> {
  const email = `mhariri.${Date.now()}@example.org`;
  const owner = await adminToken(request);
  const invited = await request.post('/api/accounts/invite', { headers: { Authorization: `Bearer ${owner}` }, data: { email, role: 'editor' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as { link: { token: string } };
  const accepted = await request.post('/api/account-links/accept', { data: { token: link.token, password: PASSWORD } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return email;
}

/** The account's language as the server keeps it. */
async function storedLanguage(request: APIRequestContext, email: string): Promise<unknown> {
  const login = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const account = await request.get('/api/user/account', { headers: { Authorization: `Bearer ${token}` } });
  return ((await account.json()) as { language: unknown }).language;
}

/** The English back-office's texts (and the server's own words) that Swahili says differently: none may be on a Swahili screen. */
const english = (() => {
  const swahili = new Set(leaves(S).flatMap(([, v]) => (typeof v === 'string' ? [v] : [])));
  const texts = [...leaves(ADMIN_CATALOGUE).map(([, v]) => v), ...Object.values(SERVER_TEXTS)];
  return new Set(texts.flatMap((v) => (typeof v === 'string' && !swahili.has(v) ? [v] : [])));
})();

/** What the screen shows or names: each text node, and each label, alt text and placeholder. */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) texts.push(el.getAttribute(name) ?? '');
    }
    return texts.map((t) => t.trim()).filter(Boolean);
  });
}

async function expectNoEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect((await screenTexts(page)).filter((text) => english.has(text))).toEqual([]);
}

test('an editor works in Swahili from login to logout, and the account keeps the choice', async ({ page, request, browser, baseURL }) => {
  const email = await newEditor(request);
  const title = `Ibada ya jioni ${Date.now()}`;

  // The browser asks for English: the login page is in English, with the way to Swahili on it.
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia kama Msimamizi' })).toBeVisible();
  await expectNoEnglish(page);

  await page.getByLabel(S.admin.login.email).fill(email);
  await page.getByLabel(S.admin.login.password).fill(PASSWORD);
  await page.getByRole('button', { name: S.admin.login.submit, exact: true }).click();
  await expect(page.getByText(S.success.login)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: S.admin.dashboard.heading })).toBeVisible();
  await expectNoEnglish(page);

  // Create: the check's message, then the announcement. (A new page load: still in Swahili.)
  await page.goto('/dashboard/gallery/announcements');
  const form = page.getByRole('form', { name: S.admin.announcements.formCreate });
  await form.getByRole('button', { name: S.page.announcementCreate }).click();
  await expect(form.getByText(S.validation.announcementTitleRequired)).toBeVisible();
  await form.getByRole('textbox', { name: S.admin.announcements.title, exact: true }).fill(title);
  await form.getByLabel(S.admin.common.description).fill('Jumamosi saa kumi jioni, ukumbi mkuu.');
  await form.getByRole('button', { name: S.page.announcementCreate }).click();
  await expect(page.getByText(S.admin.announcements.created)).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expectNoEnglish(page);

  // Edit.
  await card.getByRole('button', { name: `${S.admin.common.edit} ${title}` }).click();
  const editing = page.getByRole('form', { name: S.admin.announcements.formEdit });
  await editing.getByLabel(S.admin.common.description).fill('Sasa ni Jumapili saa tisa alasiri.');
  await editing.getByRole('button', { name: S.page.announcementUpdate }).click();
  await expect(page.getByText(S.admin.announcements.updated)).toBeVisible();
  await expect(card.getByText('Sasa ni Jumapili saa tisa alasiri.')).toBeVisible();

  // Delete, after the question.
  await card.getByRole('button', { name: `${S.admin.common.delete} ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: S.admin.announcements.confirmTitle });
  await expect(dialog.getByText(S.admin.announcements.confirmDescription)).toBeVisible();
  await dialog.getByRole('button', { name: S.admin.common.delete, exact: true }).click();
  await expect(page.getByText(S.success.announcementDeleted)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectNoEnglish(page);

  // The sidebar's switch keeps the choice with the account, both ways.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Announcements' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await storedLanguage(request, email)).toBe('en');
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.admin.announcements.heading })).toBeVisible();
  expect(await storedLanguage(request, email)).toBe('sw');

  // A refusal of the server's own (its words are English, as the specification's): said in Swahili.
  await page.goto('/dashboard/password');
  await page.getByRole('textbox', { name: S.account.password.current, exact: true }).fill('not-the-password-at-all');
  await page.getByRole('textbox', { name: S.account.password.next, exact: true }).fill('a new long passphrase 2026');
  await page.getByRole('textbox', { name: S.account.password.repeat, exact: true }).fill('a new long passphrase 2026');
  await page.getByRole('button', { name: S.account.password.submit }).click();
  await expect(page.getByText(SERVER_TEXTS_SW.wrongCurrent)).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole('button', { name: S.admin.layout.logout }).click();
  await expect(page).toHaveURL(/\/$/);

  // Another browser, English by preference and never told anything: Swahili as soon as the account is known.
  const other = await browser.newContext({ baseURL, locale: 'en-GB' });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto('/admin-login');
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await elsewhere.getByLabel('Email').fill(email);
    await elsewhere.getByLabel('Password').fill(PASSWORD);
    await elsewhere.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(elsewhere.getByRole('heading', { level: 1, name: S.admin.dashboard.heading })).toBeVisible();
    await expectNoEnglish(elsewhere);
  } finally {
    await other.close();
  }
});

/** A page of a fresh browser whose preferred language is Swahili. */
async function inSwahiliBrowser(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'sw-TZ' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a browser that prefers Swahili opens the login page in Swahili', async ({ browser, baseURL }) => {
  await inSwahiliBrowser(browser, baseURL, async (page) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingia kama Msimamizi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await expectNoEnglish(page);
  });
});

test('without the Swahili texts (a lost signal), the back-office still opens, in English', async ({ browser, baseURL }) => {
  await inSwahiliBrowser(browser, baseURL, async (page) => {
    await page.route(/\/assets\/admin-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    // Asked for again, the switch says why nothing changed.
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.getByRole('alert')).toHaveText('The texts of that language could not be downloaded. Check the connection and try again.');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });
});
