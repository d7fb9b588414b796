import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LazySection } from '../../src/ui/LazySection';
import { docsPage } from '../support/docs';

const PLACEHOLDER_HEIGHT = 400;

function Placeholder() {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        height: PLACEHOLDER_HEIGHT,
        borderRadius: 'var(--radius-lg)',
        background: 'var(--color-skeleton)',
        color: 'var(--color-text)',
      }}
    >
      <p role="status">Loading leaders…</p>
    </div>
  );
}

function Leaders() {
  return (
    <div style={{ padding: 'var(--space-6)', borderRadius: 'var(--radius-lg)', background: 'var(--color-surface)' }}>
      <h2 style={{ fontSize: 'var(--font-size-2xl)' }}>Chaplaincy Leaders</h2>
      <p style={{ color: 'var(--color-text-muted)' }}>Pr. Daniel Mwakalinga, Union Chaplain</p>
    </div>
  );
}

const meta = {
  title: 'UI/LazySection',
  component: LazySection,
  tags: ['autodocs'],
  // threshold is left unset so the stories exercise the default (0.1).
  args: { placeholder: <Placeholder />, children: <Leaders />, onFirstVisible: fn(), 'aria-label': 'Leaders' },
  argTypes: { children: { control: false }, placeholder: { control: false } },
  parameters: docsPage(
    "Renders its children only when the section scrolls near the screen, with a placeholder before that; `onFirstVisible` is where a page starts loading that section's data. Use it for sections below the fold (home announcements and posts, gallery, leaders), not for what is visible on arrival.",
    { layout: 'padded' },
  ),
} satisfies Meta<typeof LazySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view from the start: the content replaces the placeholder at once, and onFirstVisible runs once. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Chaplaincy Leaders' })).toBeVisible();
    await expect(canvas.queryByText('Loading leaders…')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Leaders' })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(args.onFirstVisible).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
  },
};

/**
 * Below the fold: the placeholder stays while less than 10 % of it shows (here 5 %), the content
 * comes once 10 % does (here 20 %), and onFirstVisible runs once however often it scrolls in.
 */
export const BelowTheFold: Story = {
  render: (args) => (
    <>
      {/* px, not vh: the screenshot test makes the window as tall as the page, and vh would grow with it. */}
      <p style={{ minHeight: 1500 }}>Scroll down to the leaders.</p>
      <LazySection {...args} />
    </>
  ),
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Leaders' });
    const scrollToShow = (px: number) => {
      const top = section.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + px);
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leaders…');
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await settle();
    await expect(args.onFirstVisible).not.toHaveBeenCalled();

    scrollToShow(PLACEHOLDER_HEIGHT * 0.05);
    await settle();
    await expect(canvas.queryByRole('heading', { name: 'Chaplaincy Leaders' })).not.toBeInTheDocument();
    await expect(args.onFirstVisible).not.toHaveBeenCalled();

    scrollToShow(PLACEHOLDER_HEIGHT * 0.2);
    await expect(await canvas.findByRole('heading', { name: 'Chaplaincy Leaders' })).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(args.onFirstVisible).toHaveBeenCalledTimes(1));

    window.scrollTo(0, 0);
    await settle();
    section.scrollIntoView();
    await settle();
    await expect(canvas.getByRole('heading', { name: 'Chaplaincy Leaders' })).toBeInTheDocument();
    await expect(args.onFirstVisible).toHaveBeenCalledTimes(1);
    // Back to the top, so the full-page screenshot starts where the page does.
    window.scrollTo(0, 0);
  },
};

/** The threshold is a prop: with 0.5, 20 % on screen is not enough, 60 % is. */
export const CustomThreshold: Story = {
  args: { threshold: 0.5 },
  render: BelowTheFold.render,
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Leaders' });
    const top = section.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight + PLACEHOLDER_HEIGHT * 0.2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    window.scrollTo(0, top - window.innerHeight + PLACEHOLDER_HEIGHT * 0.6);
    await expect(await canvas.findByRole('heading', { name: 'Chaplaincy Leaders' })).toBeInTheDocument();
    await waitFor(() => expect(args.onFirstVisible).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
  },
};
