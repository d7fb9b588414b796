/**
 * What the item pages' stories share: the page at its URL inside the public layout, routed by its
 * pattern from the route map (so `useParams` reads the ID), with the app's not-found page for an
 * unknown ID, as src/app/App.tsx wires it. A story file adds its title:
 * `{ title, ...itemPage(AnnouncementPage, paths.announcementRoute, paths.announcement(5), [...]) }`.
 */
import { createElement, type ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { NotFoundPage } from '../../../src/app/NotFoundPage';
import type { ItemPageProps } from '../../../src/public/items/ItemPage';
import { PublicPageFrame } from './publicPage';

export function itemPage<C extends ComponentType<ItemPageProps>>(component: C, route: string, url: string, msw: RequestHandler[]) {
  return {
    component,
    args: { notFound: <NotFoundPage /> },
    parameters: { pad: false, theme: 'dark' as const, router: { initialEntries: [url] }, msw },
    render: (args: ItemPageProps) => <PublicPageFrame path={route}>{createElement(component, args)}</PublicPageFrame>,
  };
}

/** The not-found page shows in place of the item (the header and footer stay), and its title is index.html's. */
export async function expectNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('banner')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('TUCASA STU – The Adventist Mission to Campuses'));
}

/** The item's article, found by its title, which is the page's heading. */
export async function findItem(canvasElement: HTMLElement, title: string) {
  const article = within(await within(canvasElement).findByRole('article', { name: title }));
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return article;
}

/** Around the loaded item: the way back to its list, and the tab's title. */
export async function expectItemFrame(canvasElement: HTMLElement, back: Back, tabTitle: string) {
  await expectBackLink(canvasElement, back);
  await waitFor(() => expect(document.title).toBe(tabTitle));
}

/** The list the page belongs to: its link back's name and address. */
export interface Back {
  name: string;
  href: string;
}

/** The loading overlay, no item yet, and the way back already there. */
export async function expectLoading(canvasElement: HTMLElement, back: Back) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
  await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  await expectBackLink(canvasElement, back);
}

/** The list's load error in a banner that stays, and no item. */
export async function expectLoadError(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
  await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
}

/** The link back to the item's list. */
export async function expectBackLink(canvasElement: HTMLElement, back: Back) {
  await expect(within(canvasElement).getByRole('link', { name: back.name })).toHaveAttribute('href', back.href);
}

/** Every picture of the page has arrived, lazy ones too (each is scrolled to). Ends at the top. */
export async function picturesSettled(root: HTMLElement) {
  for (const img of root.querySelectorAll('main img')) {
    img.scrollIntoView({ block: 'center' });
    await waitFor(() => expect((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}

type Item = Awaited<ReturnType<typeof findItem>>;

/** The stories every item page tells alike: loaded, while its list loads, at an ID no item has, on a phone. */
export const itemStories = {
  /**
   * The item whole, found by its `title` (what `shows` checks in it), the way `back` and the tab's
   * title (`tab`, when it is not the item's title with the site's name), every picture arrived.
   */
  loaded: ({ title, back, tab = `${title} – TUCASA` }: { title: string; back: Back; tab?: string }, shows: (article: Item) => Promise<void>) => ({
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await shows(await findItem(canvasElement, title));
      await expectItemFrame(canvasElement, back, tab);
      await picturesSettled(canvasElement);
    },
  }),
  loading: (pending: RequestHandler, back: Back) => ({
    parameters: { msw: [pending] },
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectLoading(canvasElement, back),
  }),
  loadError: (failing: RequestHandler, text: string) => ({
    parameters: { msw: [failing] },
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectLoadError(canvasElement, text),
  }),
  notFound: (url: string) => ({
    parameters: { router: { initialEntries: [url] }, screenshot: false },
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectNotFound(canvasElement),
  }),
  /**
   * The loaded item at 375 px (Loaded's baseline has it, so no picture of its own): once its heading
   * shows and `shows` checked what is particular to a phone, nothing is wider than the phone.
   */
  phone: (title: string, shows?: (canvas: Item) => Promise<void>) => ({
    globals: { viewport: { value: 'phone' } },
    parameters: { screenshot: false },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: title });
      await shows?.(canvas);
      await fitsPhone();
    },
  }),
};

/** Nothing wider than a 375 px phone. */
export async function fitsPhone() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
}
