/**
 * What the public pages' stories share: the page as a visitor gets it, inside the public header and
 * footer (`PublicPageFrame`), and the meta around it (`publicPage`: dark palette, no padding, its
 * address, its MSW handlers). A story file adds its title: `{ title, ...publicPage(BookPage, '/book', [...]) }`.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { PublicLayout } from '../../../src/public/layout/PublicLayout';

/** `children` as the page at `path` (the home page when there is none), inside the public layout. */
export function PublicPageFrame({ path, children }: { path?: string; children: ReactNode }) {
  return (
    <Routes>
      <Route element={<PublicLayout sendMessage={fn(() => Promise.resolve('OK'))} year={2025} />}>
        {path === undefined ? <Route index element={children} /> : <Route path={path} element={children} />}
      </Route>
    </Routes>
  );
}

/** The meta of the public page `component` at `path`, answered by `msw`. */
export function publicPage<C extends ComponentType>(component: C, path: string, msw: RequestHandler[]) {
  return {
    component,
    parameters: { pad: false, theme: 'dark' as const, router: { initialEntries: [path] }, msw },
    render: () => <PublicPageFrame path={path}>{createElement(component)}</PublicPageFrame>,
  };
}

/**
 * A content page whose read failed: the error in a banner at the top of the page (under the
 * header), and not the page's empty-list text.
 */
export function loadErrorStory(failing: RequestHandler, text: string, emptyText?: string) {
  return {
    parameters: { msw: [failing] },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(text);
      await expect(alert.getBoundingClientRect().top).toBeLessThan(80);
      if (emptyText) await expect(canvas.queryByText(emptyText)).not.toBeInTheDocument();
    },
  };
}

const canvasOf = (element: HTMLElement) => within(element);

/**
 * The page in Swahili on a phone (issue 31): its heading in Swahili, and nothing wider than the
 * screen, where Swahili's longer words would break a layout made for the English ones.
 */
export function swahiliPhoneStory(heading: string, also?: (canvas: ReturnType<typeof canvasOf>) => Promise<void>) {
  return {
    globals: { viewport: { value: 'phone' }, locale: 'sw' },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = canvasOf(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      await also?.(canvas);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    },
  };
}
