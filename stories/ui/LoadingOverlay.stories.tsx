import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay';
import { TextField } from '../../src/ui/TextField';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/Loading/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { label: 'Loading...', open: true },
  parameters: docsPage(
    "Covers the whole screen with a spinner and a label while a page loads or an action that blocks everything runs. Prefer Skeleton or SkeletonGrid where the layout is known and the rest of the screen stays usable.",
    { ownFrame: true },
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent('Loading...');
    await expect(overlay).toHaveAttribute('aria-live', 'polite');
    // Full screen.
    const rect = overlay.getBoundingClientRect();
    await expect(rect.top).toBe(0);
    await expect(rect.left).toBe(0);
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
  },
};

/** Over the login form: the page underneath cannot be clicked while logging in. */
export const LoggingIn: Story = {
  args: { label: 'Logging in...' },
  render: ({ label }) => (
    <>
      <form style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: '20rem' }} aria-label="Admin login">
        <TextField label="Email" type="email" disabled />
        <TextField label="Password" type="password" disabled />
        <Button type="submit" busy busyLabel="Logging in...">
          Login
        </Button>
      </form>
      <LoadingOverlay label={label} />
    </>
  ),
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent('Logging in...');
    // Whatever is under the pointer belongs to the overlay, not to the form.
    const field = canvas.getByLabelText('Email').getBoundingClientRect();
    const hit = document.elementFromPoint(field.left + 5, field.top + 5);
    await expect(overlay.contains(hit)).toBe(true);
  },
};

export const Closed: Story = {
  parameters: { screenshot: 'one-width' },
  args: { open: false },
  render: (args) => (
    <>
      <p>Page content</p>
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Page content')).toBeVisible();
  },
};
