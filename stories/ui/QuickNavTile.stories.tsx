import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { QuickNavTile } from '../../src/ui/QuickNavTile';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const Icon = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d={d} />
  </svg>
);

const ICONS = {
  media: 'M3 5h18v14H3z M3 15l5-5 5 5 3-3 5 5',
  book: 'M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4z M20 4h-7a3 3 0 0 0-3 3',
  calendar: 'M3 6h18v15H3z M3 10h18 M8 3v5 M16 3v5',
  leaders: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21a7 7 0 0 1 14 0 M17 11a3 3 0 1 0 0-6 M22 21a6 6 0 0 0-5-6',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M19 12h3 M2 12h3 M12 2v3 M12 19v3',
};

/** Shows where the router is, so a play function can check that a tile navigated. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <p>Current page: {pathname}</p>;
}

const meta = {
  title: 'UI/QuickNavTile',
  component: QuickNavTile,
  tags: ['autodocs'],
  args: { to: '/dashboard/gallery/media', label: 'Manage Media', icon: <Icon d={ICONS.media} /> },
  parameters: {
    ...docsPage(
      "A large link with an icon, label and optional description to a section of the admin (the dashboard's Quick Navigation). Not for actions: those are Buttons.",
    ),
    router: { initialEntries: ['/dashboard/dashboard'] },
  },
  render: (args) => (
    <>
      <div style={{ maxWidth: '20rem' }}>
        <QuickNavTile {...args} />
      </div>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>
  ),
} satisfies Meta<typeof QuickNavTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const tile = canvas.getByRole('link', { name: 'Manage Media' });
    await expect(tile).toHaveAttribute('href', '/dashboard/gallery/media');
    await expect(canvas.getByText('Current page: /dashboard/dashboard')).toBeVisible();
    await tabTo(userEvent, tile);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current page: /dashboard/gallery/media')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { to: '/dashboard/chaplency/leaders', label: 'Manage Leaders', description: 'Chaplains, union, conference and zone leaders', icon: <Icon d={ICONS.leaders} /> },
  play: async ({ canvas, userEvent }) => {
    const tile = canvas.getByRole('link', { name: /^Manage Leaders/ });
    await expect(tile).toHaveTextContent('Chaplains, union, conference and zone leaders');
    await userEvent.click(tile);
    await expect(await canvas.findByText('Current page: /dashboard/chaplency/leaders')).toBeVisible();
  },
};

const QUICK_NAV = [
  { label: 'Manage Media', to: '/dashboard/gallery/media', icon: ICONS.media },
  { label: 'Book of the Year', to: '/dashboard/book-of-the-year', icon: ICONS.book },
  { label: 'Annual Calendar', to: '/dashboard/annual-calendar', icon: ICONS.calendar },
  { label: 'Manage Leaders', to: '/dashboard/chaplency/leaders', icon: ICONS.leaders },
  { label: 'Settings', to: '/dashboard/settings', icon: ICONS.settings },
];

export const QuickNavigation: Story = {
  render: () => (
    <>
      <nav aria-label="Quick Navigation">
        <ul
          style={{
            display: 'grid',
            gap: 'var(--space-3)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {QUICK_NAV.map(({ label, to, icon }) => (
            <li key={to}>
              <QuickNavTile to={to} label={label} icon={<Icon d={icon} />} />
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick Navigation' });
    const links = Array.from(nav.querySelectorAll('a'));
    await expect(links.map((a) => a.textContent)).toEqual(QUICK_NAV.map((q) => q.label));
    // Tab walks the tiles in reading order; Enter on the fifth opens Settings.
    for (const { label } of QUICK_NAV) {
      await tabTo(userEvent, canvas.getByRole('link', { name: label }));
    }
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current page: /dashboard/settings')).toBeVisible();
  },
};
