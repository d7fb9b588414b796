import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { EmptyState } from '../../src/ui/EmptyState';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { message: 'No media available.' },
  parameters: docsPage(
    "What a list or grid shows when it has nothing ('No media available.'), optionally with an icon and an action (a button to add the first item). Use it instead of an empty area, never for a loading state (SkeletonGrid) or an error (Banner).",
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText('No media available.');
    await expect(message).toBeVisible();
    await expect(getComputedStyle(message).textAlign).toBe('center');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    message: 'No announcements available.',
    action: <Button onClick={fn()}>Create Announcement</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No announcements available.')).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Create Announcement' }));
  },
};

export const LongPublicMessage: Story = {
  args: {
    message: 'No summit details available at the moment. Check back later for updates!',
    icon: (
      <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M3 6h18v15H3z M3 10h18 M8 3v5 M16 3v5" />
      </svg>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const message = canvas.getByText('No summit details available at the moment. Check back later for updates!');
    await expect(message).toBeVisible();
    // The icon is decorative.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    // A long message wraps to a readable measure instead of running full width.
    await expect(message.getBoundingClientRect().width).toBeLessThanOrEqual(Number.parseFloat(getComputedStyle(message).fontSize) * 40);
  },
};
