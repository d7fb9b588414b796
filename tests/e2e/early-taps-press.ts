// How the early-tap e2e (public-early-taps.spec.ts) presses a page's controls while its app is held
// back: one in a page of its own through to its effect, or many together in one page.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkFor, firstOfEachKind, isLink, nameOf, rolesOf, survey, countByRoles, tap, takenOver, BUTTONS, INTERACTIVE, type Control, type Press } from './early-taps-controls';

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

export async function prepare(context: BrowserContext, baseURL: string) {
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

export async function pressEach(context: BrowserContext, url: string, how: Press, touch: boolean, which: (c: Control) => boolean) {
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
