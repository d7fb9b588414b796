import { expect, test } from '../e2e/fixtures';
import sharp from 'sharp';
import { adminToken, expectNoSidewaysScroll, openAsAdmin } from '../e2e/admin-helpers';
import { photo } from '../e2e/public-content';

// The settings screen against the real server: what it saves is on the public home at once.

test.describe.configure({ mode: 'serial' });

test('saving texts and a hero image changes the public home at once', async ({ page, request }, testInfo) => {
  const mission = `Faith on every campus (${testInfo.project.name} ${Date.now()})`;
  const subtitle = `Saved from the admin screen (${testInfo.project.name})`;
  const hero = await photo('Admin hero', 140, 1920, 1080);

  await openAsAdmin(page, request, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Update Home Page Settings' })).toBeVisible();
  await page.getByLabel('Mission Text').fill(mission);
  await page.getByLabel('Subtitle Text').fill(subtitle);
  await page.getByLabel('Hero Background Image').setInputFiles({ name: 'hero.jpg', mimeType: 'image/jpeg', buffer: hero.buffer });
  await page.getByLabel('Alt text').fill('Students gathered on the campus lawn');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();

  const saved = (await (await request.get('/api/settings')).json()) as { missionText: string; subtitleText: string; heroBackgroundImage: string };
  expect(saved).toMatchObject({ missionText: mission, subtitleText: subtitle });
  expect(saved.heroBackgroundImage).toMatch(/^uploads\/.+\.webp$/);
  // The preview shows the new picture.
  const preview = page.getByRole('img', { name: 'Current hero background image' });
  await expect(preview).toHaveAttribute('src', `/${saved.heroBackgroundImage}`);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: mission })).toBeVisible();
  await expect(page.getByText(subtitle)).toBeVisible();
  const stem = saved.heroBackgroundImage.replace(/\.webp$/, '');
  await expect(page.locator('section[aria-labelledby="hero-title"] img')).toHaveAttribute('src', new RegExp(`${stem}`));
});

test('the checks of the specification, before anything is sent', async ({ page, request }) => {
  await openAsAdmin(page, request, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Update Home Page Settings' })).toBeVisible();
  const before: unknown = await (await request.get('/api/settings')).json();

  await page.getByLabel('Mission Text').fill('');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByText('Mission text is required.').first()).toBeVisible();
  await page.getByLabel('Mission Text').fill('Still here');

  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).gif().toBuffer();
  await page.getByLabel('Hero Background Image').setInputFiles({ name: 'banner.gif', mimeType: 'image/gif', buffer: gif });
  await expect(page.getByRole('alert')).toContainText('Invalid file type. Only JPG, JPEG, PNG allowed.');

  const big = Buffer.alloc(5242881);
  await page.getByLabel('Hero Background Image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByRole('alert')).toContainText('File size exceeds 5MB limit.');
  expect(await (await request.get('/api/settings')).json()).toEqual(before);
  await expectNoSidewaysScroll(page);
});

test('the server refuses the same bad files with the same words', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).gif().toBuffer();
  const res = await request.put('/api/settings/update', {
    headers,
    multipart: { missionText: 'x', subtitleText: 'y', heroBackgroundImage: { name: 'banner.gif', mimeType: 'image/gif', buffer: gif } },
  });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(((await res.json()) as { error: string }).error).toBe('Invalid file type. Only JPG, JPEG, PNG allowed.');
});

test('a server error shows after the spec prefix', async ({ page, request }) => {
  await openAsAdmin(page, request, '/dashboard/settings');
  await expect(page.getByLabel('Mission Text')).not.toHaveValue('');
  // Over the server's 300-character limit: only the server says no.
  await page.getByLabel('Mission Text').fill('x'.repeat(301));
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByRole('alert')).toContainText(/^!?Failed to update settings: \S/);
});
