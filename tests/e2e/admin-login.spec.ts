import { expect, test } from './fixtures';
import { TIMINGS } from '../../src/domain/timings';
import { clickLogout, expectNoSidewaysScroll, logInWithForm, openAsAdmin, storedToken, storeToken } from './admin-helpers';

// The admin session against the real server, at 1280 px and at 375 px (both projects).

test('a wrong password is refused in the spec words; the right one opens the dashboard', async ({ page }) => {
  // The page's clock, moved on below rather than waited for.
  await page.clock.install();
  await logInWithForm(page, 'not-the-password');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login failed. Please check your credentials.');
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel('Password').fill('e2e-password-123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Login successful!')).toBeVisible();
  expect(await storedToken(page)).toMatch(/\S{20,}/);
  // Shown for 3 s.
  await page.clock.fastForward(TIMINGS.bannerMs);
  await expect(page.getByText('Login successful!')).toBeHidden();
});

test('empty fields are named, and nothing is sent', async ({ page }) => {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/login')) sent = true;
  });
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(sent).toBe(false);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expectNoSidewaysScroll(page);
});

test('a reload keeps the admin logged in', async ({ page }) => {
  await logInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/dashboard/settings');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Home Page Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

test('a forged token goes back to the login, which says why', async ({ page }) => {
  await storeToken(page, 'garbage.not-a.token');
  await page.goto('/dashboard/messages');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('alert')).toContainText('Authentication token is missing. Please log in.');
  expect(await storedToken(page)).toBeNull();
});

test('a token revoked elsewhere ends the session on the next call', async ({ page, request }) => {
  const accountRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/account');
  const token = await openAsAdmin(page, request, '/dashboard/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The dashboard's own calls (its four counts, the account's role) are answered first: one still
  // on its way when the token is revoked would be refused, and that 401 would end the session
  // before the reload does, leaving the reload nothing to say.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await accountRead;
  // Logged out from another device: the server forgets this token.
  const res = await request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('alert')).toContainText('Authentication token is missing. Please log in.');
});

test('logout revokes the token and goes to the public home; the admin area is closed again', { tag: '@phone' }, async ({ page, request }) => {
  const token = await openAsAdmin(page, request, '/dashboard/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await clickLogout(page);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedToken(page)).toBeNull();
  const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto('/dashboard/dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('every admin route is guarded, the top-level ones too', async ({ page }) => {
  for (const path of ['/dashboard', '/dashboard/gallery/announcements', '/settings', '/AdminAnnouncements', '/announcements']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  }
});

test('inside the admin area the root and unknown paths go to the dashboard', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
  await page.goto('/dashboard/no-such-screen');
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the Home button goes to the public site', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
