import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Sidebar } from '../../src/admin/layout/Sidebar';
import { expectVisibleFocus } from '../support/focus';
import { expectLocation, withLocationProbe } from '../public/LocationProbe';

const TOP_LINKS = [
  ['Dashboard', '/dashboard/dashboard'],
  ['Book of the Year', '/dashboard/book-of-the-year'],
  ['Annual Calendar', '/dashboard/annual-calendar'],
  ['Summit', '/dashboard/summit'],
  ['Messages', '/dashboard/messages'],
  ['Settings', '/dashboard/settings'],
] as const;

const GALLERY_LINKS = [
  ['Media', '/dashboard/gallery/media'],
  ['Announcements', '/dashboard/gallery/announcements'],
] as const;

const CHAPLENCY_LINKS = [
  ['Chaplains', '/dashboard/chaplency/chaplain'],
  ['Union Leaders', '/dashboard/chaplency/union-leader'],
  ['Conference Leaders', '/dashboard/chaplency/conference-leader'],
  ['Zone Leaders', '/dashboard/chaplency/zone-leader'],
  ['Leaders overview', '/dashboard/chaplency/leaders'],
] as const;

const meta = {
  title: 'Admin/Sidebar',
  component: Sidebar,
  args: { onLogout: fn(), onNavigate: fn() },
  // Site chrome: edge to edge, as on the page.
  parameters: { pad: false, theme: 'light', router: { initialEntries: ['/dashboard/dashboard'] } },
  // Below 1024 px the sidebar is a drawer that AdminLayout opens: see its Phone stories.
  globals: { viewport: { value: 'desktop' } },
  decorators: [withLocationProbe({ display: 'flex', alignItems: 'flex-start' })],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectLinks(scope: HTMLElement, links: ReadonlyArray<readonly [string, string]>) {
  for (const [name, href] of links) {
    await expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expectLinks(nav, TOP_LINKS);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Neither group holds the current page, so both start folded.
    await expect(canvas.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Chaplency' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Media' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Spec: 64 units (16rem) wide on desktop.
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' }).getBoundingClientRect().width).toBe(256);
  },
};

export const GroupsToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const gallery = canvas.getByRole('button', { name: 'Gallery' });
    const chaplency = canvas.getByRole('button', { name: 'Chaplency' });

    await userEvent.click(gallery);
    await expect(gallery).toHaveAttribute('aria-expanded', 'true');
    await expectLinks(canvas.getByRole('navigation'), GALLERY_LINKS);
    await userEvent.click(gallery);
    await expect(gallery).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Media' })).not.toBeInTheDocument();

    // Keyboard: from Gallery, Tab reaches the Chaplency group, Enter opens it, its links follow in the tab order.
    await expect(gallery).toHaveFocus();
    await userEvent.tab();
    await expectVisibleFocus(chaplency);
    await userEvent.keyboard('{Enter}');
    await expect(chaplency).toHaveAttribute('aria-expanded', 'true');
    await expect(chaplency).toHaveAttribute('aria-controls', canvas.getByRole('link', { name: 'Chaplains' }).closest('[id]')!.id);
    await expectLinks(canvas.getByRole('navigation'), CHAPLENCY_LINKS);
    await userEvent.tab();
    await expectVisibleFocus(canvas.getByRole('link', { name: 'Chaplains' }));
  },
};

export const OpenOnTheCurrentGroup: Story = {
  parameters: { router: { initialEntries: ['/dashboard/chaplency/zone-leader'] } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Chaplency' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Zone Leaders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('link', { name: 'Union Leaders' }));
    await expectLocation(canvas, '/dashboard/chaplency/union-leader');
    await expect(canvas.getByRole('link', { name: 'Union Leaders' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const Logout: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Spec: logging out goes to the public home page.
    await expectLocation(canvas, '/');
  },
};

/** An owner: after Settings, Accounts, Backup and Change password. */
export const OwnerAccountLinks: Story = {
  args: { adminRole: 'owner' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/dashboard/accounts');
    await expect(nav.getByRole('link', { name: 'Backup' })).toHaveAttribute('href', '/dashboard/backup');
    await expect(nav.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/dashboard/password');
  },
};

/** An editor: Change password only; the Accounts and Backup screens are not offered. */
export const EditorAccountLinks: Story = {
  args: { adminRole: 'editor' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.queryByRole('link', { name: 'Accounts' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Backup' })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Change password' })).toBeVisible();
  },
};
