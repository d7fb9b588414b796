// What the early-tap e2e (public-early-taps.spec.ts) finds on a page and what a press of each kind
// of control must do: the survey of a page's controls, the kinds of button and their effects.
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { PUBLIC_PAGES_TEXTS } from '../../src/domain/texts/publicPagesTexts';
import { PUBLIC_TEXTS } from '../../src/domain/texts/publicTexts';
import { UI_TEXTS } from '../../src/domain/texts/uiTexts';

/** What a visitor can press, type into or open: every element the test looks for. */
export const INTERACTIVE = [
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

export interface Control {
  /** Its place among the page's INTERACTIVE elements, shown or not (the same in every load of the page). */
  index: number;
  tag: string;
  role: string | null;
  name: string;
  href: string | null;
  target: string | null;
}

export const nameOf = (c: Control) => `${c.tag}${c.role ? `[role=${c.role}]` : ''} "${c.name}"${c.href ? ` -> ${c.href}` : ''}`;

export const takenOver = (page: Page) => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')));

/** Every control a visitor can reach on the page as it was painted: shown, not inert, not disabled. */
export async function survey(page: Page): Promise<Control[]> {
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

export async function countByRoles(page: Page): Promise<Record<string, number>> {
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
export function rolesOf(controls: Control[]): Record<string, number> {
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
export async function tap(page: Page, located: Locator, touch: boolean): Promise<void> {
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
export const BUTTONS: Array<{ kind: string; matches: (name: string) => boolean; effect: Effect; phoneOnly?: true }> = [
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

export type Press = 'tap' | 'Enter' | 'Space';

/** What a check does: the control's kind, or why it has none. */
export function checkFor(control: Control): { kind: string; effect?: Effect } | null {
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

export const isLink = (control: Control) => ['a link', 'a link to a new tab'].includes(checkFor(control)?.kind ?? '');

/** A filter of a page's controls: the first button of each kind (BUTTONS) that has an effect to check. */
export const firstOfEachKind = () => {
  const seen = new Set<string>();
  return (c: Control) => {
    const check = checkFor(c);
    if (check?.effect === undefined || seen.has(check.kind)) return false;
    seen.add(check.kind);
    return true;
  };
};
