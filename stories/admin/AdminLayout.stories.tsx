import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, waitFor, within, type queries } from 'storybook/test';
import { AdminLayout } from '../../src/admin/layout/AdminLayout';
import { expectVisibleFocus } from '../support/focus';
import { expectLocation } from '../public/LocationProbe';
import { desktop, phone } from '../support/viewports';
import { openMenu } from '../support/menu';

/** Stand-in for the admin screens the layout's `<Outlet/>` shows. */
function StubScreen() {
  const { pathname } = useLocation();
  return (
    <section>
      <h1>Admin screen</h1>
      <p data-testid="location">Current page: {pathname}</p>
    </section>
  );
}

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  args: { onLogout: fn() },
  // Site chrome: edge to edge, as on the page.
  parameters: { pad: false, theme: 'light', router: { initialEntries: ['/dashboard/dashboard'] } },
  render: (args) => (
    <Routes>
      <Route path="/dashboard" element={<AdminLayout {...args} />}>
        <Route path="*" element={<StubScreen />} />
      </Route>
      <Route path="/" element={<p data-testid="location">Public home: /</p>} />
    </Routes>
  ),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's sidebar closed: its toggle says so, and the overlay and the sidebar are gone. */
async function expectSidebarClosed(canvas: ReturnType<typeof within<typeof queries>>, toggle: HTMLElement) {
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
  await waitFor(() => expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument());
}

export const Default: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    // Wide screens: no top bar toggle, the sidebar is always there.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { name: 'Admin screen' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    // Sidebar then main, side by side.
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(sidebar.getBoundingClientRect().right);

    await userEvent.tab();
    await expectVisibleFocus(canvas.getByRole('link', { name: 'Skip to content' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Settings' }));
    await expectLocation(canvas, '/dashboard/settings');
  },
};

export const Logout: Story = {
  globals: desktop,
  parameters: { screenshot: false },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expectLocation(canvas, '/');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const sidebar = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!);
    await expect(sidebar).toHaveAttribute('aria-label', 'Sidebar');
    // Closed: the sidebar is neither seen nor reachable.
    await expect(sidebar).not.toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { name: 'Admin screen' })).toBeVisible();
  },
};

export const PhoneSidebarOpen: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expectVisibleFocus(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The slide-in starts on the next frame.
    const sidebar = await canvas.findByRole('complementary', { name: 'Sidebar' });
    await waitFor(() => expect(sidebar.getBoundingClientRect().left).toBe(0));
    await expect(canvas.getByTestId('sidebar-overlay')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The open sidebar follows the toggle in the tab order.
    await userEvent.tab();
    await expectVisibleFocus(canvas.getByRole('link', { name: 'Dashboard' }));
  },
};

export const PhoneOverlayCloses: Story = {
  globals: phone,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const toggle = await openMenu(canvas, userEvent);
    await canvas.findByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(canvas.getByTestId('sidebar-overlay'));
    await expectSidebarClosed(canvas, toggle);
  },
};

export const PhoneClosesOnLink: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const toggle = await openMenu(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gallery' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Announcements' }));
    await expectLocation(canvas, '/dashboard/gallery/announcements');
    await expectSidebarClosed(canvas, toggle);
  },
};

export const PhoneEscapeCloses: Story = {
  globals: phone,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const toggle = await openMenu(canvas, userEvent);
    const dashboard = await canvas.findByRole('link', { name: 'Dashboard' });
    await userEvent.tab();
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** The open drawer in Swahili (issue 31): its longer names fit the phone, none cut or overflowing. */
export const SwahiliPhoneSidebarOpen: Story = {
  globals: { ...phone, locale: 'sw' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menyu' }));
    const sidebar = await canvas.findByRole('complementary', { name: 'Menyu ya pembeni' });
    await waitFor(() => expect(sidebar.getBoundingClientRect().left).toBe(0));
    await expect(canvas.getByRole('link', { name: 'Dashibodi' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sidebar).getByRole('button', { name: 'English' })).toBeVisible();
    for (const control of within(sidebar).getAllByRole('link').concat(within(sidebar).getAllByRole('button'))) {
      await expect(control.scrollWidth, control.textContent ?? '').toBeLessThanOrEqual(control.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
