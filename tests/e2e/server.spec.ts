import { expect, test } from './fixtures';

// The promise of `npm start`: one process serves the website and its API, and every route reloads.
test('serves the website and its API from one process', async ({ page, request }) => {
  const api = await request.get('/api/settings');
  expect(api.ok()).toBe(true);
  expect(await api.json()).toMatchObject({ missionText: expect.any(String) });

  for (const route of ['/', '/gallery', '/calendar', '/admin-login', '/dashboard/settings']) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  }
});

test('answers unknown API paths with JSON, not the website', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Not found.', message: 'Not found.' });
});

// The contract online (decision 018): rendered by Swagger UI from files this server serves, under
// the site's own Content-Security-Policy, with no other host asked for anything.
test('renders the API reference from this server alone', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) problems.push(`asked ${request.url()}`);
  });
  const res = await page.goto('/api/docs');
  // The site's own policy: scripts from this origin (and the website's hashed inline one), nothing looser.
  const scriptSrc = res?.headers()['content-security-policy']?.split(';').find((directive) => directive.startsWith('script-src'));
  expect(scriptSrc).toMatch(/^script-src 'self'/);
  expect(scriptSrc).not.toContain('unsafe');
  await expect(page.getByRole('heading', { name: /TUCASA website API/ })).toBeVisible();
  // One block per operation of the contract (Swagger UI's markup: it has no roles to go by), the
  // reference's own included.
  await expect(page.locator('#operations-docs-apiDocument')).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(40);
  expect(problems).toEqual([]);
});
