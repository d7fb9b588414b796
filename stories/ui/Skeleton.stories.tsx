import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../src/ui/Skeleton';
import { hasReducedMotionRule } from '../support/motion';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/Loading/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'rect', width: '16rem', height: '8rem' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'text', 'circle'] } },
  parameters: docsPage(
    "A pulsing grey shape (`rect`, `text` or `circle`) that holds the place of content still loading, so the layout does not jump when it arrives. Decorative: the region around it announces the loading (see SkeletonGrid and StatCard).",
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape]') as HTMLElement;
    // Decorative: hidden from assistive technology (the loading region announces instead).
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.getBoundingClientRect().width).toBe(256);
    await expect(skeleton.getBoundingClientRect().height).toBe(128);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(skeleton).animationName).toEqual(reduce ? 'none' : expect.stringMatching(/pulse/));
    await expect(hasReducedMotionRule(skeleton)).toBe(true);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-4)', maxWidth: '24rem' }}>
      <Skeleton shape="circle" width="3rem" />
      <div style={{ flex: 1, display: 'grid', gap: 'var(--space-2)' }}>
        <Skeleton shape="text" width="80%" />
        <Skeleton shape="text" width="50%" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(48);
    await expect(height).toBe(48);
    await expect(getComputedStyle(circle).borderRadius).toBe('9999px');
    await expect(canvasElement.querySelectorAll('[data-shape="text"]')).toHaveLength(2);
  },
};
