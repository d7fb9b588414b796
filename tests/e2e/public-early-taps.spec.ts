import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, ElementHandle, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_PAGES_TEXTS } from '../../src/domain/texts/publicPagesTexts';
import { PUBLIC_TEXTS } from '../../src/domain/texts/publicTexts';
import { UI_TEXTS } from '../../src/domain/texts/uiTexts';
import { INITIAL_DATA_ID } from '../../src/domain/pageData';
import { createMedia, mp4, pdf, photo, send } from './public-content';
import { removeAll, seedAll, type Seeded } from './server-render';

// Issue 32, "first paint without waiting for scripts": a public page is on screen before its code
// runs (src/main.tsx), and no tap made meanwhile may be lost. Each control of the home, gallery and
// summit pages is tapped while the app's code is held back: a link must lead where it says as it
// would without JavaScript, a button must do its work once the app is let through (index.html holds
// the tap and presses the button again). The links of a page, and its buttons but one of each kind,
// are tapped together in one page (pressInOnePage); one link of each kind is followed, and one
// button of each kind pressed through to its effect, in a page of its own (pressEarly; on a phone,
// the kinds only a phone has, as index.html presses again the same way whatever the tap). The controls
// are found on the page, not listed here: one added later without a check here fails the test until
// it gets one.
// Last, a tap on a page painted while the rest of its HTML is still on its way (a slow network):
// index.html's script must already listen then, so it comes before the page's markup.

/** What a visitor can press, type into or open: every element the test looks for. */
const INTERACTIVE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'video[controls]',
  'audio[controls]',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
  ...['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio', 'switch', 'option', 'combobox', 'slider', 'textbox', 'spinbutton'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** The same controls as the accessibility tree names them: the two counts must agree. */
const ROLES = ['link', 'button', 'textbox', 'searchbox', 'combobox', 'listbox', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton', 'menuitem', 'tab', 'option'] as const;
const ROLE_NAMES: readonly string[] = ROLES;

interface Control {
  /** Its place among the page's INTERACTIVE elements, shown or not (the same in every load of the page). */
  index: number;
  tag: string;
  role: string | null;
  name: string;
  href: string | null;
  target: string | null;
}

const nameOf = (c: Control) => `${c.tag}${c.role ? `[role=${c.role}]` : ''} "${c.name}"${c.href ? ` -> ${c.href}` : ''}`;

const PAGES = ['/', '/gallery', '/summit'] as const;
const CHANNEL = 'https://whatsapp.com/channel/0029VaTucasaEarlyTaps2026';

// About a hundred page loads per project: the tests spread over both workers (each seeds its own server).
test.describe.configure({ mode: 'parallel' });

let seeded: Seeded;

test.beforeAll(async ({ request }, testInfo) => {
  const tag = `${testInfo.project.name} early taps`;
  seeded = await seedAll(request, tag);
  // A carousel of four (arrows, dots, Pause), a description and titles long enough for their Read
  // More, an attachment; a gallery event of two files, one a video; the WhatsApp channel (Follow).
  const longTitle = (n: number) => `${tag}: Registration for the Annual Summit is open, notice ${n}`;
  const longText = 'Delegates from every campus can now register for the Annual Summit: seminars, worship, a mission fair and a choir festival.';
  for (const n of [1, 2]) {
    const post = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: longTitle(n), description: longText });
    seeded.made.push(['posts', post.ID]);
  }
  const newest = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: longTitle(3), description: longText, attachment: pdf() });
  seeded.made.push(['posts', newest.ID]);
  const album = await createMedia(request, { event_title: `${tag}: Choir Night`, media_files: [mp4('choir.mp4'), await photo('Choir', 300, 900, 600)] });
  seeded.made.push(['media', album.ID]);
  await send(request, 'PUT', '/api/settings/update', { missionText: seeded.hero.mission, subtitleText: seeded.hero.subtitle, whatsappChannel: CHANNEL });
});

test.afterAll(async ({ request }) => {
  if (seeded) await send(request, 'PUT', '/api/settings/update', { missionText: seeded.hero.mission, subtitleText: seeded.hero.subtitle, whatsappChannel: '' });
  await removeAll(request, seeded);
});

/**
 * In every page of the context, before its own scripts: each click that reaches a button is noted
 * (a visitor's tap is trusted, index.html's press again is not; and whether React had the button
 * then). Once the app has taken the page over, its own timed changes (the carousel's step every
 * 5 s, a banner clearing after 3 s) are held still: what changed after the release is the tap's doing.
 */
function watchPresses() {
  const w = window as unknown as { __presses: Array<{ control: Element; trusted: boolean; app: boolean }> };
  const appHas = (element: Element, mark: string) => Object.keys(element).some((key) => key.startsWith(mark));
  w.__presses = [];
  addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
      if (control) w.__presses.push({ control, trusted: event.isTrusted, app: appHas(control, '__reactProps$') });
    },
    true,
  );
  const setTimeoutOfPage = window.setTimeout.bind(window);
  let heldTimer = 1e9;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const root = document.getElementById('root');
    if ((delay ?? 0) >= 3000 && root && appHas(root, '__reactContainer')) return (heldTimer += 1);
    return setTimeoutOfPage(handler, delay, ...rest);
  }) as typeof window.setTimeout;
}

async function prepare(context: BrowserContext, baseURL: string) {
  await context.addInitScript(watchPresses);
  // A link to another site opens there in a new tab; the test has no internet, and needs none.
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
}

/** A page whose app code (the boot chunk, src/main.tsx) waits until `release` is called. */
async function heldPage(context: BrowserContext, url: string): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    // The page may have gone meanwhile (a link was followed, the check ended).
    await route.continue().catch(() => undefined);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

const takenOver = (page: Page) => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')));

/** Every control a visitor can reach on the page as it was painted: shown, not inert, not disabled. */
async function survey(page: Page): Promise<Control[]> {
  return page.locator(INTERACTIVE).evaluateAll((elements, roles) => {
    const found: Control[] = [];
    elements.forEach((element, index) => {
      if (element.closest('[inert], [aria-hidden="true"]')) return;
      if (element.getClientRects().length === 0 || getComputedStyle(element).visibility !== 'visible') return;
      if ((element as HTMLButtonElement).disabled) return;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : element.textContent ?? '');
      const role = element.getAttribute('role');
      found.push({
        index,
        tag: element.tagName.toLowerCase(),
        role: role && roles.includes(role) ? role : null,
        name: name.replace(/\s+/g, ' ').trim(),
        href: element.getAttribute('href'),
        target: element.getAttribute('target'),
      });
    });
    return found;
  }, ROLE_NAMES);
}

async function countByRoles(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const role of ROLES) {
    // Inert (a carousel's hidden slides) is out of reach, though the tree still lists it.
    const count = await page
      .getByRole(role)
      .filter({ visible: true })
      .evaluateAll((elements) => elements.filter((element) => !element.closest('[inert]')).length);
    if (count) counts[role] = count;
  }
  return counts;
}

/** The roles of the surveyed controls, counted as countByRoles does. */
function rolesOf(controls: Control[]): Record<string, number> {
  const implicit: Record<string, string> = { a: 'link', area: 'link', button: 'button', select: 'combobox', textarea: 'textbox', input: 'textbox', summary: 'button' };
  const counts: Record<string, number> = {};
  for (const c of controls) {
    const role = c.role ?? implicit[c.tag] ?? `${c.tag} (no role)`;
    counts[role] = (counts[role] ?? 0) + 1;
  }
  return counts;
}

/**
 * A visitor's tap on `located` (a click on the desktop), scrolled to the middle of the screen. A
 * control the pointer cannot reach there (the skip link, above the page until focused) is the
 * keyboard's: focused, then Enter.
 */
async function tap(page: Page, located: Locator, touch: boolean): Promise<void> {
  const onScreen = await located.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  if (!onScreen) {
    await located.focus();
    await page.keyboard.press('Enter');
  } else if (touch) await located.tap();
  else await located.click();
}

/** A button's work, seen once the app has run; `control` is the button itself. */
type Effect = (page: Page, control: ElementHandle<Element>) => Promise<void>;

const attribute = (control: ElementHandle<Element>, name: string) => control.evaluate((element, n) => element.getAttribute(n), name);
/** 'Go to slide ', before the number. */
const DOT = UI_TEXTS.carousel.goTo(0).replace(/0$/, '');
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active]');
const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');

const opensDialog =
  (name?: string): Effect =>
  async (page) => {
    await expect(page.getByRole('dialog', name === undefined ? {} : { name })).toBeVisible();
  };

/**
 * Each kind of button on these pages (its accessible name), and what a press of it does. A button
 * found on a page and matched by none fails the test: give it its line here.
 */
const BUTTONS: Array<{ kind: string; matches: (name: string) => boolean; effect: Effect; phoneOnly?: true }> = [
  {
    kind: "the header's menu (phone)",
    phoneOnly: true,
    matches: (name) => name === PUBLIC_TEXTS.layout.menu,
    effect: async (page, control) => {
      await expect.poll(() => attribute(control, 'aria-expanded')).toBe('true');
      await expect(page.getByRole('navigation', { name: PUBLIC_TEXTS.layout.mainNav }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    kind: 'an info card\'s "Read More" (its dialog)',
    matches: (name) => name.startsWith(PUBLIC_TEXTS.home.readMoreAbout('')),
    effect: (page, control) => control.getAttribute('aria-label').then((name) => opensDialog(name!.slice(PUBLIC_TEXTS.home.readMoreAbout('').length))(page, control)),
  },
  {
    kind: 'a "Read More" that unfolds a text',
    matches: (name) => name === UI_TEXTS.readMore.more,
    effect: async (_page, control) => {
      await expect.poll(() => attribute(control, 'aria-expanded')).toBe('true');
      expect(await control.textContent()).toBe(UI_TEXTS.readMore.less);
    },
  },
  {
    kind: 'Share (its menu)',
    matches: (name) => name === UI_TEXTS.share.share,
    effect: async (page) => {
      await expect(page.getByRole('menu').getByRole('menuitem', { name: UI_TEXTS.share.copyLink })).toBeVisible();
    },
  },
  { kind: "the footer's Email Us (the contact form)", matches: (name) => name === PUBLIC_TEXTS.footer.emailUs, effect: opensDialog(PUBLIC_PAGES_TEXTS.contact.title) },
  {
    kind: 'a gallery tile (the viewer)',
    matches: (name) => name.startsWith(PUBLIC_PAGES_TEXTS.gallery.view('')),
    effect: opensDialog(),
  },
  {
    kind: "a summit's outfit (full size)",
    matches: (name) => name.startsWith(PUBLIC_PAGES_TEXTS.summit.viewFullSize('')),
    effect: opensDialog(),
  },
  {
    kind: "a banner's Dismiss",
    matches: (name) => name === UI_TEXTS.banner.dismiss,
    effect: async (_page, control) => {
      await expect.poll(() => control.evaluate((element) => element.isConnected)).toBe(false);
    },
  },
  {
    kind: "the carousel's Previous",
    matches: (name) => name === UI_TEXTS.carousel.previous,
    effect: async (page) => {
      const count = await slides(page).count();
      await expect(activeSlide(page)).toHaveAttribute('aria-label', UI_TEXTS.carousel.position(count, count));
    },
  },
  {
    kind: "the carousel's Next",
    matches: (name) => name === UI_TEXTS.carousel.next,
    effect: async (page) => {
      await expect(activeSlide(page)).toHaveAttribute('aria-label', UI_TEXTS.carousel.position(2, await slides(page).count()));
    },
  },
  {
    // The first one's press changes nothing to see (its slide is shown): the press itself is checked, as for every button.
    kind: "a carousel's dot",
    matches: (name) => name.startsWith(DOT) && /^\d+$/.test(name.slice(DOT.length)),
    effect: async (page, control) => {
      await expect.poll(() => attribute(control, 'aria-current')).toBe('true');
    },
  },
  {
    kind: "the carousel's Pause",
    matches: (name) => name === UI_TEXTS.carousel.pause,
    effect: async (_page, control) => {
      await expect.poll(() => attribute(control, 'aria-label')).toBe(UI_TEXTS.carousel.play);
    },
  },
];

type Press = 'tap' | 'Enter' | 'Space';

/** What a check does: the control's kind, or why it has none. */
function checkFor(control: Control): { kind: string; effect?: Effect } | null {
  if ((control.tag === 'a' || control.tag === 'area') && control.href !== null) {
    if (control.href.startsWith('#')) return { kind: 'a link within the page' };
    return { kind: control.target === '_blank' ? 'a link to a new tab' : 'a link' };
  }
  if (control.tag === 'button' || control.role === 'button') {
    const button = BUTTONS.find((b) => b.matches(control.name));
    return button ?? null;
  }
  return null;
}

/**
 * Presses `control` in a new page whose app is held back, then lets the app through; fails unless
 * the press did what it says. `how`: a tap (a click on the desktop), or a key on the focused control.
 */
async function pressEarly(context: BrowserContext, url: string, control: Control, how: Press, touch: boolean): Promise<void> {
  const { page, release } = await heldPage(context, url);
  try {
    const located = page.locator(INTERACTIVE).nth(control.index);
    const [again] = (await survey(page)).filter((c) => c.index === control.index);
    expect(again, 'the page as surveyed').toEqual(control);
    const handle = await located.elementHandle();
    const check = checkFor(control)!;
    let press: () => Promise<void>;
    if (how !== 'tap') {
      press = async () => {
        await located.focus();
        await page.keyboard.press(how);
      };
    } else press = () => tap(page, located, touch);

    if (check.kind === 'a link') {
      const to = new URL(control.href!, page.url()).href;
      const arrived = page.waitForResponse((res) => res.request().isNavigationRequest() && res.url() === to);
      await press();
      const response = await arrived;
      expect(response.status(), to).toBeLessThan(400);
      await expect(page).toHaveURL(to);
      // The server's page, as without JavaScript (the back-office's login is the app's alone).
      if (!new URL(to).pathname.startsWith('/admin')) expect(await response.text()).toMatch(/<div id="root"><[a-z]/);
      return;
    }
    if (check.kind === 'a link to a new tab') {
      const to = new URL(control.href!, page.url()).href;
      const from = page.url();
      const opened = context.waitForEvent('request', (req) => req.isNavigationRequest() && req.url() === to);
      await press();
      await opened;
      expect(page.url()).toBe(from);
      return;
    }
    if (check.kind === 'a link within the page') {
      await press();
      await expect(page).toHaveURL(new URL(control.href!, page.url()).href);
      await expect(page.locator(control.href!)).toBeFocused();
      return;
    }

    // A button: nothing happens before the app runs (it is held back), its work once it has.
    await press();
    expect(await takenOver(page), 'the app was held back').toBe(false);
    release();
    await check.effect!(page, handle);
    // Pressed again by index.html once React had the button: once, not before. (Waited for: a
    // press that changes nothing to see, the dot of the slide shown, has no effect to wait for.)
    await expect
      .poll(() =>
        page.evaluate(
          (element) =>
            (window as unknown as { __presses: Array<{ control: Element; trusted: boolean; app: boolean }> }).__presses
              .filter((p) => p.control === element)
              .map((p) => `${p.trusted ? 'visitor' : 'script'}, ${p.app ? 'app' : 'no app'}`),
          handle,
        ),
      )
      .toEqual(['visitor, no app', 'script, app']);
  } finally {
    release();
    for (const open of context.pages()) await open.close();
  }
}

const isLink = (control: Control) => ['a link', 'a link to a new tab'].includes(checkFor(control)?.kind ?? '');

/**
 * Presses every control of `controls` in one page whose app is held back (`how`: a tap, or a key on
 * the focused control), and fails unless each press went where it should:
 * - a link: the browser was left to follow it. The tap reached the link, as a visitor's, and nothing
 *   (index.html's holder, a cover over the page) cancelled it. The test's own listener, the last the
 *   click meets (on the window, as it bubbles), notes that and then cancels the navigation, so the
 *   next link is tapped in the same page, still before the takeover. Where each leads is checked
 *   after: the server's page for each address, and one of each kind followed for real by pressEarly.
 * - a button: index.html's holder took the press. It reached the button as a visitor's and was held
 *   (the browser's own action cancelled, to be pressed again once the app has the button). What the
 *   press again then does is the same code for every button and every way of pressing it (the holder
 *   sees a key as the click the browser makes of it): pressEarly checks it through to the effect,
 *   for one button of each kind tapped and one button for each key. The holder presses the last one
 *   only: the others are not pressed again here.
 */
async function pressInOnePage(context: BrowserContext, url: string, controls: Control[], how: Press, touch: boolean): Promise<string[]> {
  const { page, release } = await heldPage(context, url);
  const lost: string[] = [];
  try {
    await page.evaluate(() => {
      type Click = { event: Event; preventedBeforeTheTest?: boolean };
      const w = window as unknown as { __clicks: Click[] };
      w.__clicks = [];
      // On the window as the click starts down the tree: before index.html's holder on the document.
      addEventListener('click', (event) => w.__clicks.push({ event }), true);
      // And last, as it bubbles up to the window: a link's navigation, noted, then cancelled.
      addEventListener('click', (event) => {
        const click = w.__clicks.find((c) => c.event === event);
        if (!click || !(event.target instanceof Element) || !event.target.closest('a[href], area[href]')) return;
        click.preventedBeforeTheTest = event.defaultPrevented;
        event.preventDefault();
      });
    });
    const indices = new Set(controls.map((c) => c.index));
    expect((await survey(page)).filter((c) => indices.has(c.index)), 'the page as surveyed').toEqual(controls);
    for (const control of controls) {
      await test.step(`${how}: ${nameOf(control)}`, async () => {
        const located = page.locator(INTERACTIVE).nth(control.index);
        if (how === 'tap') await tap(page, located, touch);
        else {
          await located.focus();
          await page.keyboard.press(how);
        }
        const link = isLink(control);
        const seen = await located.evaluate(
          (element, link) =>
            (window as unknown as { __clicks: Array<{ event: Event; preventedBeforeTheTest?: boolean }> }).__clicks.splice(0).map(({ event, preventedBeforeTheTest }) => {
              const target = event.target instanceof Element ? event.target : null;
              return link
                ? { href: target?.closest('a[href], area[href]')?.getAttribute('href') ?? null, prevented: preventedBeforeTheTest ?? null, trusted: event.isTrusted }
                : { button: target !== null && element.contains(target), trusted: event.isTrusted, held: event.defaultPrevented };
            }),
          link,
        );
        const expected = link ? [{ href: control.href, prevented: false, trusted: true }] : [{ button: true, trusted: true, held: true }];
        if (JSON.stringify(seen) !== JSON.stringify(expected)) lost.push(`${nameOf(control)}: the ${link ? 'browser' : 'holder'} saw ${JSON.stringify(seen)}`);
      });
    }
    expect(page.url(), 'no press took the page elsewhere').toBe(new URL(url, page.url()).href);
    expect(await takenOver(page), 'the app was held back').toBe(false);
  } finally {
    release();
    await page.close();
  }
  return lost;
}

/** Surveys `url` and presses each of its controls (`which`) in turn; one report of every lost press. */
async function pressEach(context: BrowserContext, url: string, how: Press, touch: boolean, which: (c: Control) => boolean) {
  const { page, release } = await heldPage(context, url);
  const found = await survey(page);
  const pageURL = page.url();
  // The accessibility tree finds as many of each role: nothing reachable is missed by INTERACTIVE.
  expect(rolesOf(found), 'controls by role').toEqual(await countByRoles(page));
  release();
  await page.close();

  const uncovered = found.filter((c) => checkFor(c) === null).map(nameOf);
  expect(uncovered, 'controls without a check: give each one in BUTTONS or checkFor').toEqual([]);
  const pressed = found.filter(which);
  test.info().annotations.push({ type: 'controls', description: `${url}: ${found.length} found, ${pressed.length} pressed (${how})` });
  test.setTimeout(test.info().timeout + pressed.length * 30_000);

  // Links tapped together, but for the first of each kind: it is followed for real below. So are
  // the buttons, but for those pressed through to their effect below: the first of each kind when
  // tapped, the first one when pressed with a key.
  const links = how === 'tap' ? pressed.filter(isLink) : [];
  const followedForReal = new Set(['a link', 'a link to a new tab'].map((kind) => links.find((c) => checkFor(c)!.kind === kind)));
  const buttons = pressed.filter((c) => checkFor(c)?.effect !== undefined);
  // On a phone, only the kinds a desktop page lacks (its menu): the press again is index.html's
  // `control.click()` whatever the first press was, so what it does is the same at both widths and
  // the desktop checks each kind through to its effect; every tap here is still checked to be held.
  const firstKinds = buttons.filter(firstOfEachKind()).filter((c) => !touch || BUTTONS.find((b) => b.kind === checkFor(c)!.kind)!.phoneOnly);
  const throughToEffect = new Set(how === 'tap' ? firstKinds : buttons.slice(0, 1));
  const heldTogether = buttons.filter((c) => !throughToEffect.has(c));
  const lost = links.length ? await pressInOnePage(context, url, links, 'tap', touch) : [];
  if (heldTogether.length) lost.push(...(await pressInOnePage(context, url, heldTogether, how, touch)));
  const request = context.request;
  for (const href of new Set(links.filter((c) => c.target !== '_blank').map((c) => new URL(c.href!, pageURL).href))) {
    const answer = await request.get(href);
    if (answer.status() >= 400) lost.push(`${href}: ${answer.status()}`);
    else if (!new URL(href).pathname.startsWith('/admin') && !/<div id="root"><[a-z]/.test(await answer.text())) lost.push(`${href}: not the server's page`);
  }
  for (const control of pressed.filter((c) => (!links.includes(c) || followedForReal.has(c)) && !heldTogether.includes(c))) {
    await test.step(`${how}: ${nameOf(control)}`, async () => {
      try {
        await pressEarly(context, url, control, how, touch);
      } catch (error) {
        lost.push(`${nameOf(control)} (${checkFor(control)!.kind}): ${String((error as Error).message).split('\n').slice(0, 8).join(' ')}`);
      }
    });
  }
  expect(lost, 'presses lost').toEqual([]);
  expect(pressed.length).toBeGreaterThan(0);
}

for (const url of PAGES) {
  test(`${url}: every control tapped before the app has taken over does its work`, { tag: '@phone' }, async ({ context, baseURL }, testInfo) => {
    await prepare(context, baseURL!);
    await pressEach(context, url, 'tap', Boolean(testInfo.project.use.hasTouch), () => true);
  });
}

/**
 * A key reaches index.html's holder as the click the browser makes of it, the same for every button:
 * each kind of button (BUTTONS), the first of its kind on the page, is pressed with each key and
 * checked to be held, and one of them for each key through to its effect. The taps above press
 * every button, and one of each kind through to its effect.
 */
const firstOfEachKind = () => {
  const seen = new Set<string>();
  return (c: Control) => {
    const check = checkFor(c);
    if (check?.effect === undefined || seen.has(check.kind)) return false;
    seen.add(check.kind);
    return true;
  };
};

for (const url of PAGES) {
  test(`${url}: each kind of button pressed from the keyboard before the app has taken over is held for it`, async ({ context, baseURL }) => {
    await prepare(context, baseURL!);
    for (const key of ['Enter', 'Space'] as const) {
      await pressEach(context, url, key, false, firstOfEachKind());
    }
  });
}

/**
 * A proxy in front of the worker's server that sends each page in two parts, as a slow network
 * does: up to the end of its data script (after which the browser paints it: server/web/render.ts)
 * and, once `sendRest` is called, what follows (the end of index.html, the app's entry among it).
 */
async function slowPages(baseURL: string): Promise<{ origin: string; sendRest: () => void; close: () => Promise<void> }> {
  let sendRest = () => {};
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  const upstream = new URL(baseURL);
  const server = http.createServer((req, res) => {
    // Uncompressed, to be cut where the data script ends.
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      if (!(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const page = Buffer.concat(chunks);
        const data = page.indexOf(`id="${INITIAL_DATA_ID}"`);
        const cut = data < 0 ? page.length : page.indexOf('</script>', data) + '</script>'.length;
        res.write(page.subarray(0, cut));
        void rest.then(() => res.end(page.subarray(cut)));
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendRest,
    close: () => {
      sendRest();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('a tap on a page painted before its last bytes arrived is held too', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  const slow = await slowPages(baseURL!);
  try {
    await page.goto(`${slow.origin}/`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: PUBLIC_TEXTS.home.readMoreAbout('About Us') });
    await expect(button).toBeVisible();
    // On screen (frames run once the first paint is no longer held), the rest of the page still to come.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await (testInfo.project.use.hasTouch ? button.tap() : button.click());
    slow.sendRest();
    await expect(page.getByRole('dialog', { name: 'About Us' })).toBeVisible();
  } finally {
    await slow.close();
  }
});
