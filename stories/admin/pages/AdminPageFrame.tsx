import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { AdminLayout } from '../../../src/admin/layout/AdminLayout';

/** An admin screen as the app shows it: inside the AdminLayout, at its /dashboard route. */
export function AdminPageFrame({ route, children }: { route: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path="/dashboard" element={<AdminLayout onLogout={() => undefined} />}>
        <Route path={route} element={children} />
      </Route>
    </Routes>
  );
}

/**
 * Waits until every picture on the page has finished loading (or fallen back to the placeholder),
 * so a screenshot never catches one half-drawn.
 */
export async function imagesSettled(): Promise<void> {
  // A lazy picture far below the fold (a phone's long column of cards) is not even asked for until
  // scrolled near, so it would never settle: asked for now, where it stands.
  for (const img of Array.from(document.images)) if (img.loading === 'lazy' && !img.complete) img.loading = 'eager';
  await waitFor(() => {
    for (const img of Array.from(document.images)) {
      // Inside waitFor, Storybook's expect throws at once: its promise is only for the debugger.
      void expect(img.complete && (img.naturalWidth > 0 || !img.getAttribute('src')), `${img.src} loaded`).toBe(true);
    }
  });
}
