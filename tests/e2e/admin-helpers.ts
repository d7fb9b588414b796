/**
 * Helpers for the admin e2e tests: a logged-in browser, and where the screens are.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, expect, test } from './fixtures';

/** A fresh token of the e2e admin, from the real login. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Opens `path` as a logged-in admin: a token from the API, stored where the site keeps it, as a
 * reload after logging in would find it.
 */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string): Promise<string> {
  const token = await adminToken(request);
  await storeToken(page, token);
  await page.goto(path);
  return token;
}

/**
 * Puts `token` in the site's local storage. The login page is waited for first: a token stored
 * while the app is still starting would be checked (and, if bad, dropped) by that page load.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Logs in through the login form. */
export async function logInWithForm(page: Page, password = E2E_ADMIN.password): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The sidebar's Logout, opening the phone menu first when there is one. */
export async function clickLogout(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** Nothing scrolls sideways at this width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/**
 * This run's names for what a spec creates, made before its tests by `make(run)`: `run` is the
 * project and the time, so runs against the same server, and the desktop and phone runs, do not meet.
 */
export function namesForRun<T extends Record<string, string>>(make: (run: string) => T): T {
  const names = {} as T;
  test.beforeAll(() => {
    Object.assign(names, make(`${test.info().project.name} ${Date.now()}`));
  });
  return names;
}

/** An admin screen's card (list item) whose heading is exactly `name`. */
export const cardTitled = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Opens the card titled `name` for editing, through its Edit button. */
export async function editCard(page: Page, name: string): Promise<void> {
  await cardTitled(page, name).getByRole('button', { name: `Edit ${name}` }).click();
}

/** Whether the page has sent a request to an address containing `part` since this call. */
export function watchSends(page: Page, part: string): () => boolean {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes(part)) sent = true;
  });
  return () => sent;
}

/** Deletes the card titled `name` through its Delete button and the confirmation `dialog`; the banner says `message`, the card is gone. */
export async function deleteCard(page: Page, name: string, dialog: string, message: string): Promise<void> {
  await cardTitled(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: dialog }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(cardTitled(page, name)).toHaveCount(0);
}


/** Where a screen's create form is: the screen, the form's region name, its submit button and the address it posts to. */
export interface CreateForm {
  screen: string;
  form: string;
  submit: string;
  sendsTo: string;
}

/**
 * The screen's form refuses what `steps` try, and sends nothing: opens the screen as admin, runs
 * `steps` with the form and `refused` (submits, and expects the spec's `text` in the alert), then
 * checks that nothing went to `sendsTo` and that nothing scrolls sideways.
 */
export async function expectRefusedUnsent(
  page: Page,
  request: APIRequestContext,
  where: CreateForm,
  steps: (form: Locator, refused: (text: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const sent = watchSends(page, where.sendsTo);
  await openAsAdmin(page, request, where.screen);
  const form = page.getByRole('region', { name: where.form });
  await steps(form, async (text) => {
    await form.getByRole('button', { name: where.submit }).click();
    await expect(page.getByRole('alert')).toContainText(text);
  });
  expect(sent()).toBe(false);
  await expectNoSidewaysScroll(page);
}

/** The leader form's fields that are given, filled as an admin does (the photo, then its alt text). */
export async function fillLeader(
  form: Locator,
  fields: { name?: string; title?: string; contact?: string; photo?: Parameters<Locator['setInputFiles']>[0]; alt?: string },
): Promise<void> {
  if (fields.name !== undefined) await form.getByLabel(/^Name/).fill(fields.name);
  if (fields.title !== undefined) await form.getByLabel(/^Title/).fill(fields.title);
  if (fields.contact !== undefined) await form.getByLabel(/^Contact/).fill(fields.contact);
  if (fields.photo) await form.getByLabel(/^Photo/).setInputFiles(fields.photo);
  if (fields.alt !== undefined) await form.getByLabel('Alt text').fill(fields.alt);
}
