/**
 * Issue 13, accounts and roles, against the real server: an owner invites a person, who sets a
 * password from the link and is logged in; an editor cannot reach the accounts (screen or API); the
 * owner deactivates the editor, whose open session is refused at its next call.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { adminToken, namesForRun, openAsAdmin } from '../e2e/admin-helpers';

const EDITOR_PASSWORD = 'an editor passphrase for e2e';

const names = namesForRun((run) => ({ email: `editor-${run.replace(/\W+/g, '-')}@example.org` }));

/** A sidebar link, opening the phone menu first when there is one. */
async function sidebar(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Dashboard' });
}

test('invite → accept → editor logs in → no accounts for an editor → deactivated → the open session ends', async ({ page: owner, browser, request }) => {
  // The owner invites.
  await openAsAdmin(owner, request, '/dashboard/accounts');
  await expect(owner.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await owner.getByRole('textbox', { name: 'Email' }).fill(names.email);
  await owner.getByRole('button', { name: 'Invite' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite link' });
  await expect(dialog).toBeVisible();
  const link = await dialog.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/admin-invite#[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(owner.getByRole('row').filter({ hasText: names.email })).toContainText('Invited');

  // The invited person opens the link in a browser of their own and chooses a password.
  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto(link);
  await expect(editor.getByRole('heading', { level: 1, name: 'Welcome: choose your password' })).toBeVisible();
  await expect(editor.getByText(`For ${names.email}`)).toBeVisible();
  await editor.getByLabel('New password').fill(EDITOR_PASSWORD);
  await editor.getByLabel('Repeat the password').fill(EDITOR_PASSWORD);
  await editor.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(editor.getByText('Your password is set. Welcome!')).toBeVisible();

  // The link works once.
  const reused = await request.post('/api/account-links/check', { data: { token: link.split('#')[1] } });
  expect(reused.status()).toBe(404);

  // The editor logs in with the new password, and the sidebar offers no Accounts.
  const login = await request.post('/api/user/login', { data: { email: names.email, password: EDITOR_PASSWORD } });
  expect(login.status()).toBe(200);
  const editorToken = ((await login.json()) as { token: string }).token;
  const nav = await sidebar(editor);
  await expect(nav.getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  const menu = editor.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await editor.keyboard.press('Escape');

  // Typing the address: the owners-only words; the API: 403.
  await editor.goto('/dashboard/accounts');
  await expect(editor.getByText('Only owners can manage accounts.')).toBeVisible();
  const refused = await request.get('/api/accounts', { headers: { Authorization: `Bearer ${editorToken}` } });
  expect(refused.status()).toBe(403);

  // The owner deactivates the editor, after a confirmation.
  await owner.reload();
  const row = owner.getByRole('row').filter({ hasText: names.email });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${names.email}` }).click();
  const confirm = owner.getByRole('alertdialog', { name: `Deactivate ${names.email}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(owner.getByText(`${names.email} is deactivated: its sessions are logged out.`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // The editor's open page makes its next call (a screen's list): 401, and the login says why.
  const answered = editor.waitForResponse((res) => res.url().includes('/api/messages'));
  await (await sidebar(editor)).getByRole('link', { name: 'Messages' }).click();
  expect((await answered).status()).toBe(401);
  await expect(editor.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(editor.getByText('Authentication token is missing. Please log in.')).toBeVisible();
  const after = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${editorToken}` } });
  expect(after.status()).toBe(401);
  await context.close();

  // The owner's own session is untouched.
  expect((await request.get('/api/accounts', { headers: { Authorization: `Bearer ${await adminToken(request)}` } })).status()).toBe(200);
});
