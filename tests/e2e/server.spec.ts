import { expect, test } from '@playwright/test';

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
