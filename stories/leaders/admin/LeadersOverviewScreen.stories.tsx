import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import LeadersOverviewScreen from '../../../src/features/leaders/admin/LeadersOverviewScreen';
import { AdminLayout } from '../../../src/admin/layout/AdminLayout';
import { apiError, never } from '../../mocks/admin-content';
import { countLeadersHandler } from '../admin-mocks';
import { adminPage } from '../../admin/pages/adminPageStory';

function Opened() {
  return <h1>Opened {useLocation().pathname}</h1>;
}

const meta = {
  title: 'Admin/Pages/LeadersOverview',
  component: LeadersOverviewScreen,
  ...adminPage('chaplency/leaders', {
    counts: countLeadersHandler({ total_chaplains: 12, total_union_leaders: 3, total_conference_leaders: 5, total_zone_leaders: 1 }),
  }),
  render: () => (
    <Routes>
      <Route path="/dashboard" element={<AdminLayout onLogout={() => undefined} />}>
        <Route path="chaplency/leaders" element={<LeadersOverviewScreen />} />
        <Route path="chaplency/:slug" element={<Opened />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof LeadersOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = () => within(screen.getByRole('list', { name: 'Leader counts' }));

/** Four counts in the specification's order. */
export const Loaded: Story = {
  play: async () => {
    await expect(await tiles().findByRole('link', { name: '12 Total Chaplains' })).toHaveAttribute('href', '/dashboard/chaplency/chaplain');
    const links = tiles().getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['12Total Chaplains', '5Conference Leaders', '3Union Leaders', '1Zone Leaders']);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard/chaplency/chaplain',
      '/dashboard/chaplency/conference-leader',
      '/dashboard/chaplency/union-leader',
      '/dashboard/chaplency/zone-leader',
    ]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { counts: countLeadersHandler(never) } } },
  play: async () => {
    await expect(tiles().getAllByText('Loading')).toHaveLength(4);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { counts: countLeadersHandler(() => apiError(500, 'Internal server error.')) } } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leader counts');
    await expect(tiles().getAllByRole('link')).toHaveLength(4);
  },
};

export const TileOpensItsScreen: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await userEvent.click(await tiles().findByRole('link', { name: '3 Union Leaders' }));
    await expect(await screen.findByRole('heading', { name: 'Opened /dashboard/chaplency/union-leader' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await tiles().findByRole('link', { name: '12 Total Chaplains' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
