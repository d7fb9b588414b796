import { expect, test } from '../e2e/fixtures';
import { adminToken, expectNoSidewaysScroll, openAsAdmin } from '../e2e/admin-helpers';

// A contact message sent as the site sends it (POST /api/v1.0/email/send) reaches the admin inbox.

test('a contact message appears, is marked read and deleted', async ({ page, request }, testInfo) => {
  const from = `inbox-${testInfo.project.name}-${Date.now()}@example.org`;
  const text = `Can our campus host the next summit? (${testInfo.project.name})`;
  const sent = await request.post('/api/v1.0/email/send', {
    data: {
      service_id: 'tucasa',
      template_id: 'contact',
      user_id: 'tucasa-site',
      template_params: { from_email: from, message: text, date: new Date().toLocaleDateString('en-US'), year: String(new Date().getFullYear()) },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await openAsAdmin(page, request, '/dashboard/messages');
  const card = page.getByRole('article', { name: `Message from ${from}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByRole('link', { name: from })).toHaveAttribute('href', `mailto:${from}`);
  await expect(card.getByText('Unread')).toBeVisible();
  // Newest first: it heads the list.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`Message from ${from}`);
  await expectNoSidewaysScroll(page);

  await card.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(card.getByText('Unread')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: `Message from ${from}` }).getByText('Unread')).toHaveCount(0);

  await page.getByRole('article', { name: `Message from ${from}` }).getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: `Message from ${from}` })).toHaveCount(0);

  const list = await request.get('/api/messages', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(((await list.json()) as Array<{ from_email: string }>).some((m) => m.from_email === from)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Message from ${from}` })).toHaveCount(0);
});
