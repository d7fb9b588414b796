import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', variant: 'primary', size: 'md', busy: false, busyLabel: 'Processing...', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: docsPage(
    "Every clickable action that is not a link: `primary` for the one main action of a screen or form, `secondary` for the others, `danger` for deleting, `ghost` in toolbars and cards. Set `busy` while the action runs: the button keeps its size, shows `busyLabel` and ignores clicks. For navigation use a link (`asChild` with a router `Link` looks like a button and stays a link).",
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await tabTo(userEvent, button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

// Each variant with the words it typically carries.
const VARIANTS = { primary: 'Primary', secondary: 'Secondary', danger: 'Delete', ghost: 'Cancel' } as const;
const SIZES = { sm: 'Small', md: 'Medium', lg: 'Large' } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      {Object.entries(VARIANTS).map(([variant, name]) => (
        <Button key={variant} {...args} variant={variant as keyof typeof VARIANTS}>
          {name}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    // Tab order follows the visual order, and every variant shows its focus.
    for (const name of Object.values(VARIANTS)) {
      await tabTo(userEvent, canvas.getByRole('button', { name }));
    }
    const danger = canvas.getByRole('button', { name: 'Delete' });
    await expect(danger).toHaveAttribute('data-variant', 'danger');
    await expect(getComputedStyle(danger).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).backgroundColor,
    );
  },
};

export const Sizes: Story = {
  parameters: { screenshot: 'one-width' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      {Object.entries(SIZES).map(([size, name]) => (
        <Button key={size} {...args} size={size as keyof typeof SIZES}>
          {name}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = Object.values(SIZES).map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
    // Touch target: the default size is at least 40 px tall.
    await expect(heights[1]).toBeGreaterThanOrEqual(40);
  },
};

export const Busy: Story = {
  parameters: { screenshot: 'one-width' },
  args: { busy: true, busyLabel: 'Sending...', children: 'Send' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(canvas.queryByText('Send')).not.toBeInTheDocument();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const BusyUpdating: Story = {
  parameters: { screenshot: 'one-width' },
  args: { busy: true, busyLabel: 'Updating...', children: 'Update Settings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  parameters: { screenshot: 'one-width' },
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  parameters: { screenshot: 'one-width' },
  args: { asChild: true, variant: 'secondary' },
  render: (args) => (
    <Button {...args}>
      <Link to="/gallery">Open the gallery</Link>
    </Button>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Open the gallery' });
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(link).toHaveAttribute('href', '/gallery');
    await expect(link).toHaveAttribute('data-variant', 'secondary');
    await tabTo(userEvent, link);
  },
};

export const SubmitsAForm: Story = {
  parameters: { screenshot: 'one-width' },
  args: { type: 'submit', children: 'Create Announcement' },
  render: (args) => {
    return (
      <form
        aria-label="Announcement"
        onSubmit={(event) => {
          event.preventDefault();
          event.currentTarget.dataset.submitted = 'true';
        }}
      >
        <Button {...args} />
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Announcement' }));
    await expect(canvas.getByRole('form', { name: 'Announcement' })).toHaveAttribute('data-submitted', 'true');
  },
};
