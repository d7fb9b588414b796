import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkeletonGrid } from '../../src/ui/SkeletonGrid';
import { hasReducedMotionRule } from '../support/motion';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/Loading/SkeletonGrid',
  component: SkeletonGrid,
  tags: ['autodocs'],
  args: { label: 'Loading gallery...' },
  argTypes: { count: { control: { type: 'number', min: 1, max: 12 } } },
  parameters: docsPage(
    "The loading state of a card grid: `count` card-shaped skeletons and a label for screen readers. Use it while the first page of a gallery, leaders or posts list loads.",
  ),
} satisfies Meta<typeof SkeletonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (root: HTMLElement) => root.querySelectorAll('[data-skeleton-tile]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('Loading gallery...');
    // The gallery and leaders pages show six placeholders.
    await expect(tiles(canvasElement)).toHaveLength(6);
    const pulse = canvasElement.querySelector('[data-shape]') as HTMLElement;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(pulse).animationName).toEqual(reduce ? 'none' : expect.stringMatching(/pulse/));
    await expect(hasReducedMotionRule(pulse)).toBe(true);
  },
};

export const LeaderCards: Story = {
  args: { count: 3, withText: true, label: 'Loading leaders...' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leaders...');
    await expect(tiles(canvasElement)).toHaveLength(3);
    // Picture plus two caption lines per card.
    await expect(tiles(canvasElement)[0]?.querySelectorAll('[data-shape]')).toHaveLength(3);
  },
};
