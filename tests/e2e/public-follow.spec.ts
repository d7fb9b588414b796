import { expect, test } from './fixtures';
import { hydrated, openThroughMenu, send } from './public-content';
import { PUBLIC_PAGES_TEXTS } from '../../src/domain/texts/publicPagesTexts';
import { PUBLIC_TEXTS } from '../../src/domain/texts/publicTexts';
import { SWAHILI } from '../../src/domain/texts/sw/index';

// Issue 32, "Follow": once an admin has set the association's WhatsApp Channel, every public page
// offers it beside Share, in the HTML the server sends (no script needed, nothing fetched for it).

const CHANNEL = 'https://whatsapp.com/channel/0029VaTucasaStu2026Xyz';
const FOLLOW = `${PUBLIC_TEXTS.layout.followOnWhatsApp} ${PUBLIC_TEXTS.newTab}`;

interface Settings {
  missionText: string;
  subtitleText: string;
}

let texts: Settings;

test.beforeAll(async ({ request }) => {
  texts = (await (await request.get('/api/settings')).json()) as Settings;
  await send(request, 'PUT', '/api/settings/update', { missionText: texts.missionText, subtitleText: texts.subtitleText, whatsappChannel: CHANNEL });
});

test.afterAll(async ({ request }) => {
  await send(request, 'PUT', '/api/settings/update', { missionText: texts.missionText, subtitleText: texts.subtitleText, whatsappChannel: '' });
});

test('every page offers the channel beside Share, without JavaScript too, in its language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [url, name] of [
    ['/', FOLLOW],
    ['/calendar', FOLLOW],
    ['/no-such-page', FOLLOW],
    ['/sw/gallery', `${SWAHILI.public.layout.followOnWhatsApp} ${SWAHILI.public.newTab}`],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('link', { name }), url).toHaveAttribute('href', CHANNEL);
  }
  await context.close();
});

test('the app keeps it from page to page, and asks the server nothing for it', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/settings') reads.push(req.url());
  });
  await openThroughMenu(page, 'CALENDAR', '/book');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_PAGES_TEXTS.calendar.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: FOLLOW })).toHaveAttribute('target', '_blank');
  expect(reads).toEqual([]);
});
