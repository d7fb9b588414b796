/**
 * What the public pages' stories share: the page as a visitor gets it, inside the public header and
 * footer (`PublicPageFrame`), and the meta around it (`publicPage`: dark palette, no padding, its
 * address, its MSW handlers). A story file adds its title: `{ title, ...publicPage(BookPage, '/book', [...]) }`.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fn } from 'storybook/test';
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
