import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TIMINGS } from '../../src/domain/timings';
import { adminAuth, exists, openThroughMenu, expectedCandidate, pdf, photo, send, expectStillWhileLoadedAndScrolled, writeFromFooter } from './public-content';

// The home page against the real server: settings, announcements and the contact form, put in
// and read back through the API. Both projects (desktop 1280 px, phone 375 px) run every test.

const LONG_TITLE = 'Registration for the Annual Summit is now open for every campus delegate';
const LONG_DESCRIPTION =
  'Delegates from every campus can now register for this year’s Annual Summit. Bring your campus choir, your questions and your friends: seminars, worship and a mission fair.';

let tag = '';
const longTitle = () => `${tag}: ${LONG_TITLE}`;

test.beforeAll(async ({ request }, testInfo) => {
  // Both projects share one server: their content is told apart by the project name.
  tag = testInfo.project.name;
  await send(request, 'PUT', '/api/settings/update', {
    missionText: `Faith in Action (${tag})`,
    subtitleText: `Students serving Christ (${tag})`,
    heroBackgroundImage: await photo('Hero', 220, 1920, 1080),
  });
  // A worker restarted after a failure runs this again: the posts are made once.
  if (await exists(request, '/api/posts', 'Title', `${tag}: Week of Prayer`)) return;
  await send(request, 'POST', '/api/posts/create', {
    title: longTitle(),
    description: LONG_DESCRIPTION,
    image: await photo('Summit', 30),
    attachment: pdf(),
  });
  await send(request, 'POST', '/api/posts/create', { title: `${tag}: Week of Prayer`, description: 'Every evening at 7 pm.' });
});

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Faith in Action (${tag})` })).toBeVisible();
}

test('hero shows the saved settings, with the uploaded picture in the sizes the server made', { tag: '@phone' }, async ({ page }) => {
  await openHome(page);
  await expect(page.getByText(`Students serving Christ (${tag})`)).toBeVisible();

  const hero = page.locator('section[aria-labelledby="hero-title"] img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  const srcset = (await hero.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/-480w\.webp 480w, .*-960w\.webp 960w, .*-1600w\.webp 1600w, .*\.webp 1920w/);
  // The picture really arrives, in a width the screen needs (not the 1920 px original on a phone).
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The copy the screen needs (sizes=100vw): a phone of 375 px at 2.75 dppx takes the 1600 px one, not the 1920 px original.
  const { current, needed } = await hero.evaluate((img: HTMLImageElement) => ({
    current: img.currentSrc,
    needed: window.innerWidth * window.devicePixelRatio,
  }));
  expect(new URL(current).pathname).toBe(expectedCandidate(srcset, needed));

  await expect(page.getByText('EMPOWERING YOUTH, BUILDING FAITH, SHARING CHRIST, REACHING CAMPUSES').first()).toBeAttached();
});

/** Steps the carousel until the shown slide has `title`; returns that slide. */
async function showSlide(page: Page, title: string) {
  // The carousel comes once its section has been scrolled to and the posts have answered.
  await page.getByRole('heading', { level: 2, name: 'Announcements' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await carousel.scrollIntoViewIfNeeded();
  const shown = carousel.locator('[aria-roledescription="slide"]:not([inert])');
  await expect(shown).toHaveCount(1);
  const total = await carousel.locator('[aria-roledescription="slide"]').count();
  // Each slide by its dot, waiting until it is the current one: the slideshow also moves on by
  // itself, and stepping with Next could miss a slide it had just moved past (seen on a busy machine).
  // Pressed once the app has the dots (React's mark on them): a tap before is held by index.html
  // and pressed again for it, which public-early-taps.spec.ts tests; here it would only blur which
  // press a failure came from.
  const firstDot = carousel.getByRole('button', { name: 'Go to slide 1', exact: true });
  await expect.poll(() => firstDot.evaluate((dot) => Object.keys(dot).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  for (let n = 1; n <= total; n += 1) {
    const dot = carousel.getByRole('button', { name: `Go to slide ${n}`, exact: true });
    await dot.click();
    // The slide shown, and what holds the slideshow still, told when it is not the one pressed.
    await expect
      .poll(() =>
        carousel.evaluate((section) => {
          const current = Array.from(section.querySelectorAll('[aria-current="true"]'), (dot) => dot.getAttribute('aria-label'));
          return `${current.join(', ') || 'no dot'} current; pointer ${section.matches(':hover') ? 'over it' : 'away'}; focus ${section.contains(document.activeElement) ? 'in it' : `on ${document.activeElement?.tagName}`}`;
        }),
      )
      .toMatch(new RegExp(`^Go to slide ${n} current`));
    if (await shown.getByRole('heading', { name: title }).count()) return shown;
  }
  throw new Error(`No slide titled ${title}`);
}

test('announcements and recent posts load when scrolled to, with the toggles of the spec', async ({ page }) => {
  await openHome(page);

  const slide = await showSlide(page, longTitle());
  // Over 100 characters: cut, with Read More / Read Less.
  await expect(slide.getByText(LONG_DESCRIPTION)).toHaveCount(0);
  await slide.getByRole('button', { name: 'Read More' }).click();
  await expect(slide.getByText(LONG_DESCRIPTION)).toBeVisible();
  await slide.getByRole('button', { name: 'Read Less' }).click();
  await expect(slide.getByText(LONG_DESCRIPTION)).toHaveCount(0);
  await expect(slide.getByRole('link', { name: /View Attachment/ })).toHaveAttribute('target', '_blank');

  const recent = page.locator('section[aria-labelledby="recent-title"]');
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.getByRole('heading', { name: `${tag}: Week of Prayer` })).toBeVisible();
  // The long title (over 50 characters) is cut until its own toggle is pressed.
  await expect(recent.getByRole('heading', { name: longTitle() })).toHaveCount(0);
  const item = recent.getByRole('listitem').filter({ hasText: `${tag}: Registration` });
  await item.getByRole('button', { name: 'Read More' }).click();
  await expect(recent.getByRole('heading', { name: longTitle() })).toBeVisible();
  await expect(recent.getByRole('heading', { name: `${tag}: Week of Prayer` }).locator('..').getByRole('button')).toHaveCount(0);
});

test('recent posts keep only the last 7 days', async ({ page }) => {
  // Eight days later, every post made by this run is out of the window; the carousel still has them.
  await page.clock.setFixedTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
  await openHome(page);
  const recent = page.locator('section[aria-labelledby="recent-title"]');
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.getByText('No recent posts found.')).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Announcements' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Announcements' }).locator('[aria-roledescription="slide"]').first()).toBeAttached();
});

test('a failed load shows the toast 3 s later', async ({ page }) => {
  // The page's clock, moved on below rather than waited for.
  await page.clock.install();
  await page.route('**/api/posts', (route) => route.fulfill({ status: 500, json: { error: 'Down.', message: 'Down.' } }));
  await openThroughMenu(page, 'HOME');
  const failed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/posts');
  await page.locator('section[aria-labelledby="recent-title"]').scrollIntoViewIfNeeded();
  await failed;
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to load content. Please try again later.' });
  // Two seconds after the failure: not yet. The page then draws a frame, so a toast due sooner
  // would be on screen.
  await page.clock.fastForward(2000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(toast).toHaveCount(0);
  // Three seconds after it: shown.
  await page.clock.fastForward(TIMINGS.homeErrorToastDelayMs - 2000);
  await expect(toast).toBeVisible();
});

test('info cards open their longer text and close again', async ({ page }) => {
  await openHome(page);
  for (const [title, phrase] of [
    ['About Us', 'was founded in 2010'],
    ['Our Beliefs', 'accept the Bible as our only creed'],
    ['Our Doctrine', "three angels' messages"],
  ] as const) {
    await page.getByRole('button', { name: `Read More: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(phrase)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('a message sent from the footer is stored and shows up for the admins', async ({ page, request }) => {
  const from = `visitor-${tag}-${Date.now()}@example.org`;
  await openHome(page);
  const dialog = await writeFromFooter(page, from, 'Hello from the e2e test.');
  await expect(dialog.getByText('Your message has been sent successfully!')).toBeVisible();

  const res = await request.get('/api/messages', { headers: await adminAuth(request) });
  expect(res.ok()).toBe(true);
  const messages = (await res.json()) as Array<{ from_email: string; message: string; year: string; date: string }>;
  const stored = messages.find((m) => m.from_email === from);
  expect(stored).toMatchObject({ message: 'Hello from the e2e test.', year: String(new Date().getFullYear()) });
  expect(stored?.date).not.toBe('');
});

test('the home page reloads on its own URL', async ({ page }) => {
  await openHome(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Faith in Action (${tag})` })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('nothing moves while the page loads and while it is scrolled through (CLS target 0.05)', { tag: '@phone' }, async ({ page }) => {
  await expectStillWhileLoadedAndScrolled(page, () => openHome(page));
});
