import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '../../src/ui/StatCard';
import { docsPage } from '../support/docs';

const ImageIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </svg>
);

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Total media', value: 128, loading: false, style: { maxWidth: '18rem' } },
  parameters: docsPage(
    "A big number with its label, for totals on the admin dashboard (media, leaders, messages); `loading` shows a skeleton in its place.",
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ canvas }) => {
    const value = canvas.getByText('128');
    const label = canvas.getByText('Total media');
    await expect(value).toBeVisible();
    await expect(label).toBeVisible();
    // The number is the big thing on the card.
    const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    await expect(size(value)).toBeGreaterThan(size(label) * 2);
  },
};

export const Loading: Story = {
  parameters: { screenshot: 'one-width' },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('128')).not.toBeInTheDocument();
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.getByText('Total media')).toBeVisible();
    await expect(canvas.getByText('Total media').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const LargeNumberWithIcon: Story = {
  parameters: { screenshot: 'one-width' },
  args: { label: 'Members', value: 5000, icon: <ImageIcon /> },
  play: async ({ canvas }) => {
    // Thousands are grouped for reading.
    await expect(canvas.getByText('5,000')).toBeVisible();
    await expect(canvas.getByText('Members').parentElement?.querySelector('svg')?.closest('[aria-hidden]')).not.toBeNull();
  },
};

export const NoValue: Story = {
  parameters: { screenshot: 'one-width' },
  args: { label: 'Calendar events', value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('–')).toBeVisible();
  },
};

export const DashboardOverview: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
      <StatCard label="Total media" value={128} />
      <StatCard label="Calendar events" value={24} />
      <StatCard label="Leaders" loading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128')).toBeVisible();
    await expect(canvas.getByText('24')).toBeVisible();
    await expect(canvas.getByText('Leaders').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};
