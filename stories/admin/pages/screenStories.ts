/**
 * The parts of the admin screens' stories that are alike from screen to screen:
 *
 * - `adminScreen(Component, path, handlers)`: `adminPage` with the component, drawn inside the
 *   AdminLayout at its route. A story file adds only its title:
 *   `{ title, ...adminScreen(BookPage, 'book-of-the-year', { list, writes }) } satisfies Meta<…>`.
 * - `listLoaded(name)`, `cardOf(title)`, `titlesIn(grid)`: a screen's list once in, one card of it,
 *   the cards' titles.
 * - `emptyStory`, `listAnswerStory`, `loadErrorStory`, `loadingStory`, `phoneStory`, `bannerClearsStory`: the
 *   stories that only change the list's answer, the viewport or the banners' timer and check one thing.
 * - `expectGoneAfter(shown, ms)`: a banner that clears itself, on the real timer.
 * - `editorAtOwnersScreen(words, link)`: an editor who types the address of an owners-only screen.
 * - `formFocused(form)`: Edit's move of the focus into the form, done; `editFromCard(loaded, title,
 *   role, name)`: a card's Edit pressed and its form so focused.
 */
import { createElement, type ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminPageFrame, imagesSettled } from './AdminPageFrame';
import { seen } from './seen';
import { desktop, phone } from '../../support/viewports';
import { accountHandlers, sampleAccounts } from '../../accounts/admin-mocks';
import { allCounts, meHandler } from '../../mocks/admin-session';
import { AdminAppFrame } from './AdminAppFrame';
import { adminPage, type Handlers } from './adminPageStory';

export { phone };

/** The meta of the admin screen `component` at /dashboard/`path` (`route`: its pattern there, default `path`). */
export function adminScreen<C extends ComponentType>(component: C, path: string, handlers: Handlers, route = path) {
  return {
    component,
    ...adminPage(path, handlers),
    render: () => createElement(AdminPageFrame, { route, children: createElement(component) }),
  };
}

/** The screen's list, named `name`, once it is in and its pictures have settled. */
export async function listLoaded(name: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('list', { name });
  await imagesSettled();
  return grid;
}

/** The card (list item) whose heading reads `title`. */
export function cardOf(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title, level: 3 }).closest('li')!;
}

/**
 * Waits for Edit's own focus move: the form's first field takes focus a frame after the form is
 * filled (useFormFocus). A story that typed before it saw its words land in the title field on a
 * busy machine.
 */
export async function formFocused(form: HTMLElement): Promise<void> {
  await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
}

/**
 * Once `loaded`, the Edit button of the card `title` pressed: the form it opens (the region or
 * dialog named `name`), to query within, once the focus has moved into it (typed before that, keys
 * could land elsewhere).
 */
export async function editFromCard(loaded: () => Promise<unknown>, title: string, role: 'region' | 'dialog', name: string) {
  await loaded();
  await userEvent.click(within(cardOf(title)).getByRole('button', { name: `Edit ${title}` }));
  const form = await screen.findByRole(role, { name });
  await formFocused(form);
  return within(form);
}

/** The list answers `list` (none, or an error the screen words as a message): `text`, once faded in; `afterwards`, further checks. */
export const listAnswerStory = (list: RequestHandler, text: string, afterwards?: () => Promise<unknown>) => ({
  parameters: { msw: { handlers: { list } } },
  play: async () => {
    await seen(await screen.findByText(text));
    await afterwards?.();
  },
});

/** The list answers none: the screen's words for that. */
export const emptyStory = (list: RequestHandler, text: string) => listAnswerStory(list, text);

/** A load that never answers (`handlers`, e.g. `{ list: inboxHandlers.list(never) }`): the status naming what is awaited. */
export const loadingStory = (handlers: Handlers, text: string) => ({
  parameters: { msw: { handlers } },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(text);
  },
});

/** The list fails: the error banner's text; `afterwards`, the screen's own checks of it. */
export const loadErrorStory = (list: RequestHandler, text: string, afterwards?: () => Promise<unknown>) => ({
  parameters: { msw: { handlers: { list } } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await afterwards?.();
  },
});

/** On a phone, once `loaded`: nothing scrolls sideways; `also`, the screen's own checks of what `loaded` gave. */
export const phoneStory = <T>(loaded: () => Promise<T>, also?: (got: T) => Promise<unknown>) => ({
  globals: phone,
  play: async () => {
    const got = await loaded();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await also?.(got);
  },
});

/**
 * Banners clear themselves after `ms` on the screen's real timer (held in the other stories):
 * `shown` brings one up and gives it; `handlers`, the answers it needs.
 */
export const bannerClearsStory = (shown: () => Promise<HTMLElement>, handlers?: Handlers, ms = 3000) => ({
  parameters: { screenshot: false, bannerTimer: 'real', ...(handlers && { msw: { handlers } }) },
  play: async () => {
    await expectGoneAfter(shown, ms);
  },
});

/**
 * An editor who types the address of an owners-only screen, in the whole back-office on a desktop
 * (the sidebar is a drawer on a phone): the screen's owners-only `words`, the sidebar loaded
 * without its `link`; `afterwards`, the screen's own further checks.
 */
export const editorAtOwnersScreen = (words: string, link: string, afterwards?: () => Promise<void>) => ({
  globals: desktop,
  parameters: { msw: { handlers: { me: meHandler(), mine: accountHandlers.mine({ ...sampleAccounts[1]! }), ...allCounts() } } },
  render: () => createElement(AdminAppFrame),
  play: async () => {
    await seen(await screen.findByText(words));
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Change password' })).toBeInTheDocument());
    await expect(nav.queryByRole('link', { name: link })).not.toBeInTheDocument();
    await afterwards?.();
  },
});

/**
 * The banner `shown` brings up leaves by itself, not half a second before `ms` have passed since it
 * was asked for (however late it was seen: a busy machine); the exact timings are
 * tests/ui/Banner.test.tsx's, with fake timers.
 */
export async function expectGoneAfter(shown: () => Promise<HTMLElement>, ms: number): Promise<void> {
  const askedAt = performance.now();
  const element = await shown();
  await waitFor(() => expect(element).not.toBeInTheDocument(), { timeout: ms + 15_000 });
  await expect(performance.now() - askedAt).toBeGreaterThan(ms - 500);
}

/** The titles (level 3 headings) of the cards in `grid`, in order. */
export const titlesIn = (grid: HTMLElement) => within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
