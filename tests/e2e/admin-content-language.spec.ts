import { expect, test } from './fixtures';
import { adminToken, namesForRun, openAsAdmin } from './admin-helpers';

// Issue 31: an announcement marked on the admin screen as written in Kiswahili; its public page,
// English around it, marks its title and description with lang="sw".

const names = namesForRun((run) => ({ title: `Kongamano la vijana (${run})` }));

test('an announcement marked Kiswahili: sent so, kept, and its public page marks its texts lang="sw"', async ({ page, request }) => {
  const token = await openAsAdmin(page, request, '/dashboard/gallery/announcements');
  const form = page.getByRole('form', { name: /announcement/i });
  await form.getByLabel('Title').fill(names.title);
  await form.getByLabel('Description').fill('Jumamosi saa kumi jioni, ukumbi mkuu.');
  const language = form.getByLabel('Language of the text');
  // An English back-office: English until chosen otherwise.
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'Kiswahili' });
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/posts/create') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Create Announcement' }).click(),
  ]);
  expect(created.request().postDataBuffer()?.toString()).toMatch(/name="language"\r\n\r\nsw\r\n/);
  const post = (await created.json()) as { ID: number; Language?: string };
  expect(post.Language).toBe('sw');
  await expect(page.getByText('Announcement created successfully')).toBeVisible();
  // The next new announcement starts in the back-office's language again.
  await expect(language).toHaveValue('en');

  try {
    // Stored: its edit opens with it.
    await page.getByRole('article', { name: names.title }).getByRole('button', { name: /^Edit/ }).click();
    await expect(form.getByLabel('Title')).toHaveValue(names.title);
    await expect(language).toHaveValue('sw');

    await page.goto(`/announcements/${post.ID}`);
    const title = page.getByRole('heading', { level: 1, name: names.title });
    await expect(title).toHaveAttribute('lang', 'sw');
    await expect(page.getByText('Jumamosi saa kumi jioni, ukumbi mkuu.')).toHaveAttribute('lang', 'sw');
    // The page itself stays English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await request.delete(`/api/posts/${post.ID}/delete`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('an English announcement on the Swahili site keeps lang="en" on its own texts', async ({ page, request }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/posts/create', { headers: auth, multipart: { title: `${names.title} (English)`, description: 'Saturday at four.' } });
  expect(created.status(), await created.text()).toBe(201);
  const { ID } = (await created.json()) as { ID: number };
  try {
    await page.goto(`/sw/announcements/${ID}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: `${names.title} (English)` })).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Saturday at four.')).toHaveAttribute('lang', 'en');
  } finally {
    await request.delete(`/api/posts/${ID}/delete`, { headers: auth });
  }
});
