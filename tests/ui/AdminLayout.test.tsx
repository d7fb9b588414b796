// Real pointer clicks (Playwright hit-testing) on the phone layout: the visible strip of scrim
// beside the open sidebar closes it, a click inside the sidebar does not. Also: the light palette
// is given back when the back-office is left.
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { rootPerTest } from './mount';
import { page, userEvent } from 'vitest/browser';
import '../../src/ui/tokens.css';
import '../../src/ui/global.css';
import { AdminLayout } from '../../src/admin/layout/AdminLayout';

beforeEach(async () => {
  await page.viewport(375, 667);
});
const dom = rootPerTest();

function renderAt(path: string) {
  dom.root.render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<AdminLayout onLogout={vi.fn()} />}>
          <Route path="*" element={<h1>Admin screen</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminLayout on a phone', () => {
  test('a click on the scrim beside the sidebar closes it; a click inside the sidebar does not', async () => {
    renderAt('/dashboard/dashboard');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect.element(sidebar).toBeVisible();

    // Empty space in the sidebar (below Logout would be off screen; the brand row is inert).
    await userEvent.click(sidebar, { position: { x: 200, y: 30 } });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');

    // The strip of scrim to the right of the 256 px sidebar.
    await userEvent.click(page.getByTestId('sidebar-overlay'), { position: { x: 330, y: 400 } });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByTestId('sidebar-overlay')).not.toBeInTheDocument();
  });

  test('the sidebar is 16rem wide and the main area keeps the whole phone width', async () => {
    renderAt('/dashboard/settings');
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect.element(sidebar).toBeVisible();
    await expect.poll(() => sidebar.element().getBoundingClientRect().width).toBe(256);
    expect(page.getByRole('main').element().getBoundingClientRect().width).toBe(375);
  });

  test('gives the previous palette back to <html> on unmount', async () => {
    document.documentElement.dataset.theme = 'dark';
    renderAt('/dashboard/dashboard');
    await expect.element(page.getByRole('heading', { name: 'Admin screen' })).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('light');
    dom.root.unmount();
    expect(document.documentElement.dataset.theme).toBe('dark');
    dom.root = createRoot(dom.container);
  });
});
