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

/** The link back to the item's list. */
export async function expectBackLink(canvasElement: HTMLElement, name: string, href: string) {
  await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Every picture of the page has arrived, lazy ones too (each is scrolled to). Ends at the top. */
export async function picturesSettled(root: HTMLElement) {
  for (const img of root.querySelectorAll('main img')) {
    img.scrollIntoView({ block: 'center' });
    await waitFor(() => expect((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).toBe(true), { timeout: 3000 });
  }
  window.scrollTo(0, 0);
}

/** Nothing wider than a 375 px phone. */
export async function fitsPhone() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
}
