import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent, CardTitle } from '../../src/ui/Card';
import { MasonryGrid } from '../../src/ui/MasonryGrid';
import { docsPage } from '../support/docs';

const HEIGHTS = [180, 120, 240, 150, 210, 130, 190, 160, 220];

const meta = {
  title: 'UI/MasonryGrid',
  component: MasonryGrid,
  tags: ['autodocs'],
  args: {
    children: HEIGHTS.map((height, index) => (
      <Card key={index} data-item="">
        <div style={{ height, background: 'var(--color-surface-raised)' }} />
        <CardContent>
          <CardTitle>Event {index + 1}</CardTitle>
        </CardContent>
      </Card>
    )),
  },
  parameters: docsPage(
    "A grid of items of different heights that packs them in columns (1 on phones, 2 from 640 px, 3 from 1024 px), e.g. gallery events. Items read top to bottom, then the next column: use a plain grid when the reading order across rows matters.",
  ),
} satisfies Meta<typeof MasonryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns as set by CSS, and as laid out (distinct left edges of the items). */
function columns(root: HTMLElement) {
  const grid = root.querySelector('[data-item]')?.parentElement as HTMLElement;
  const lefts = new Set(Array.from(root.querySelectorAll('[data-item]'), (el) => Math.round(el.getBoundingClientRect().left)));
  return { css: getComputedStyle(grid).columnCount, laidOut: lefts.size };
}

const expected = (width: number) => (width >= 1024 ? 3 : width >= 640 ? 2 : 1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const n = expected(window.innerWidth);
    await expect(columns(canvasElement)).toEqual({ css: String(n), laidOut: n });
    // Items are never split between two columns.
    const item = canvasElement.querySelector('[data-item]') as HTMLElement;
    await expect(getComputedStyle(item).breakInside).toBe('avoid');
  },
};

/** Pinned to `viewport`, `width` px wide: `n` columns, by CSS and as laid out. */
const columnsAt = (viewport: 'phone' | 'tablet' | 'desktop', width: number, n: number): Story => ({
  globals: { viewport: { value: viewport } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(width);
    await expect(columns(canvasElement)).toEqual({ css: String(n), laidOut: n });
  },
});

export const Phone: Story = columnsAt('phone', 375, 1);

export const Tablet: Story = columnsAt('tablet', 800, 2);

export const Desktop: Story = columnsAt('desktop', 1280, 3);

export const AsList: Story = {
  args: {
    asChild: true,
    children: (
      <ul aria-label="Gallery">
        {HEIGHTS.slice(0, 5).map((height, index) => (
          <li key={index} data-item="">
            <Card>
              <div style={{ height, background: 'var(--color-surface-raised)' }} />
              <CardContent>Photo {index + 1}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Gallery' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(getComputedStyle(list).columnCount).toBe(String(expected(window.innerWidth)));
    await expect(columns(canvasElement).laidOut).toBe(expected(window.innerWidth));
  },
};
