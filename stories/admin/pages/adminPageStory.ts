/**
 * What the admin screens' stories share, so that each file says only what is its own:
 *
 * - `adminPage(path, handlers)`: the meta around a screen (light palette, no padding, its address
 *   below /dashboard/, its MSW handlers by name, banners held, and before each story the mocks'
 *   call counts and records cleared and an admin logged in). Screens drawn in the AdminLayout take
 *   it through `adminScreen` (screenStories.ts), which adds the component and its render.
 * - `adminApp(entry, handlers, { loggedIn })`: the same around the whole back-office (AdminAppFrame)
 *   at any address: the login, an account link, the session's guard.
 * - `deleteSteps(target)`: the play functions of deleting one item through its card's Delete
 *   button and the confirmation (ConfirmDialog): busy, done, refused; `deleteStories(target,
 *   handlers)` the same as stories, each with the delete request's answer it needs.
 */
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ProjectParameters } from '../../../.storybook/preview';
import { holdBanners, never, received, resetMockCalls, resetReceived, withToken, type Answer } from '../../mocks/admin-content';
import { resetSessionMock } from '../../mocks/admin-session';
import { takesPointer } from '../../support/dialogs';
import { AdminAppFrame } from './AdminAppFrame';
import { seen } from './seen';

/** MSW handlers by name: a story replaces one by naming it (`{ writes: [deleteBookHandler(never)] }`). */
export type Handlers = Record<string, RequestHandler | RequestHandler[]>;

interface AdminPageMeta {
  parameters: ProjectParameters & { msw: { handlers: Handlers } };
  decorators: Decorator[];
  beforeEach: () => () => void;
}

/** The meta of a back-office story at `entry`, answered by `handlers`, the admin logged in or not. */
function backOffice(entry: string, handlers: Handlers, { loggedIn = true } = {}): AdminPageMeta {
  return {
    parameters: {
      theme: 'light',
      pad: false,
      router: { initialEntries: [entry] },
      msw: { handlers },
    },
    decorators: [holdBanners],
    beforeEach: () => {
      resetMockCalls();
      resetReceived();
      resetSessionMock();
      if (loggedIn) return withToken();
      localStorage.removeItem('token');
      return () => localStorage.removeItem('token');
    },
  };
}

/** The meta of an admin screen at /dashboard/`path`, answered by `handlers` (see the file's head). */
export const adminPage = (path: string, handlers: Handlers) => backOffice(`/dashboard/${path}`, handlers);

/** The meta of the whole back-office (AdminAppFrame) at `entry`, answered by `handlers`; `loggedIn: false` for the login and account links. */
export const adminApp = (entry: string, handlers: Handlers, options?: { loggedIn?: boolean }) => ({
  ...backOffice(entry, handlers, options),
  render: () => createElement(AdminAppFrame),
});

/** The item a delete story removes, and how its screen shows it. */
export interface DeleteTarget {
  /** Waits until the screen's list is in. */
  loaded: () => Promise<unknown>;
  /** The item as its card names it (a title, a sender). */
  item: string;
  /** The screen's lookup of a card by that name: the Delete button is looked for inside it. */
  card: (item: string) => HTMLElement;
  /** The card's Delete button (default `Delete <item>`). */
  button?: string | RegExp;
  /** The confirmation's name, e.g. 'Delete this book?'. */
  dialog: string;
  /** What the screen lists, for the check after a delete: its items, or their titles. */
  listed: () => readonly unknown[];
}

export interface DeleteSuccess {
  /** The success banner's text. */
  message: string;
  /** The delete request's address, e.g. /\/api\/annual-books\/2\/delete$/. */
  url: RegExp;
  /** What `listed` gives afterwards: how many items, or exactly these titles. */
  left: number | readonly string[];
  /** The deleted item's card looked up again, expected gone (null). */
  gone?: () => HTMLElement | null;
  /** Also see 'Deleting...' on the way (the handlers answer after 200 ms). */
  busyFirst?: boolean;
}

export interface DeleteFailure {
  /** The error banner's text, or a pattern of it. */
  error: string | RegExp;
  /**
   * Further checks once refused, the confirmation still open. The page behind it is hidden from
   * the accessibility tree: query it with `{ hidden: true }`.
   */
  afterwards?: () => Promise<void>;
}

const BUSY = 'Deleting...';

/**
 * Play functions for deleting `target.item`: `deleting()` (the handler never answers: the busy
 * overlay), `succeeds({ message, url, left })` and `fails({ error })`; `open()` for other stories.
 */
export function deleteSteps(target: DeleteTarget) {
  const button = target.button ?? `Delete ${target.item}`;

  /** Loaded, the card's Delete pressed: the confirmation (by its name). */
  async function open(): Promise<HTMLElement> {
    await target.loaded();
    await userEvent.click(within(target.card(target.item)).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog', { name: target.dialog });
    await takesPointer(dialog);
    return dialog;
  }

  async function confirm(dialog: HTMLElement): Promise<void> {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  }

  return {
    open,

    /** Confirmed while the request runs: the dialog's busy status. `description`: its text, seen first. */
    deleting:
      ({ description }: { description?: string | RegExp } = {}) =>
      async () => {
        const dialog = await open();
        if (description !== undefined) await seen(within(dialog).getByText(description));
        await confirm(dialog);
        await seen(await within(dialog).findByText(BUSY));
        await expect(within(dialog).getByRole('status')).toHaveTextContent(BUSY);
      },

    /** Confirmed and done: the success banner, the request, the dialog closed, the list without the item. */
    succeeds:
      ({ message, url, left, gone, busyFirst = false }: DeleteSuccess) =>
      async () => {
        const dialog = await open();
        await confirm(dialog);
        if (busyFirst) await seen(await within(dialog).findByText(BUSY));
        await seen(await screen.findByText(message));
        await expect(received.url).toMatch(url);
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        if (gone) await expect(gone()).not.toBeInTheDocument();
        if (typeof left === 'number') await expect(target.listed()).toHaveLength(left);
        else await expect(target.listed()).toEqual(left);
      },

    /** Confirmed and refused: the error banner, and the confirmation stays for another try. */
    fails:
      ({ error, afterwards }: DeleteFailure) =>
      async () => {
        await confirm(await open());
        await expect(await screen.findByRole('alert')).toHaveTextContent(error);
        await seen(await screen.findByText(error));
        await seen(screen.getByRole('alertdialog', { name: target.dialog }));
        await afterwards?.();
      },
  };
}

/** A story's own parameters besides its handlers (`{ screenshot: false }` for one that looks like another). */
type Extra = ProjectParameters;

/**
 * The delete stories of `target.item`: `deletingStory()` (the request never answers: the busy
 * dialog), `succeedsStory(success)` and `failsStory(answer, failure)`. `handlers(answer)`: the
 * screen's handlers with its delete request answered so, e.g.
 * `(answer) => ({ writes: [deleteBookHandler(answer)] })`. The play functions are deleteSteps'.
 */
export function deleteStories(target: DeleteTarget, handlers: (answer: Answer) => Handlers) {
  const steps = deleteSteps(target);
  const answering = (answer: Answer) => ({ msw: { handlers: handlers(answer) } });
  return {
    ...steps,
    deletingStory: (options?: { description?: string | RegExp }) => ({ parameters: answering(never), play: steps.deleting(options) }),
    succeedsStory: (success: DeleteSuccess, extra: Extra = {}) => ({ parameters: extra, play: steps.succeeds(success) }),
    failsStory: (answer: Answer, failure: DeleteFailure, extra: Extra = {}) => ({ parameters: { ...extra, ...answering(answer) }, play: steps.fails(failure) }),
  };
}
