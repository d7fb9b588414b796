import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { PLACEHOLDER_SRC, SmartImage } from '../../src/ui/SmartImage';
import { MISSING_IMAGE, sampleImage } from '../support/samples';
import { docsPage } from '../support/docs';

const PHOTO = sampleImage('Photo', 1, 600, 400);
/** Answered by MSW never: the picture stays "loading" for as long as the story lives. */
const SLOW_IMAGE = '/slow/summit-poster.jpg';

const meta = {
  title: 'UI/SmartImage',
  component: SmartImage,
  tags: ['autodocs'],
  // fallbackSrc is left unset so the stories exercise the default (public/placeholder.svg).
  args: { src: PHOTO, alt: 'Students at the summit', width: 600, height: 400, onError: fn(), onLoad: fn() },
  parameters: {
    ...docsPage(
      "Every content picture: reserves its `width` by `height` box so nothing moves when it arrives, loads lazily unless it is the `priority` (first, visible) picture, and shows a neutral placeholder when the picture cannot be loaded.",
    ),
    layout: 'padded', msw: [http.get(SLOW_IMAGE, () => delay('infinite'))],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 24rem)' }}>
        <Story />
        <p>Text below the picture.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof SmartImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvas: { getByRole: (role: 'img', options: { name: string }) => HTMLElement }, name = 'Students at the summit') =>
  canvas.getByRole('img', { name }) as HTMLImageElement;

/** Lazy and async by default, with its size in the markup; the box has the picture's ratio. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const img = picture(canvas);
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '400');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(img.naturalWidth).toBe(600);
    const box = img.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(1.5, 2);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** Before the picture arrives its box is already the right size: the text below does not move. */
export const ReservesSpaceWhileLoading: Story = {
  args: { src: SLOW_IMAGE, alt: 'Summit poster', width: 800, height: 1000 },
  play: async ({ args, canvas }) => {
    const img = picture(canvas, 'Summit poster');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(img.complete).toBe(false);
    await expect(args.onLoad).not.toHaveBeenCalled();
    const box = img.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(0);
    await expect(box.height / box.width).toBeCloseTo(1.25, 2);
    // The text starts right under the reserved box.
    await expect(canvas.getByText('Text below the picture.').getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
  },
};

/** The page's main picture: eager, with fetchpriority="high". */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ args, canvas }) => {
    const img = picture(canvas);
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
  },
};

/** srcSet and sizes reach the `<img>`, so the browser picks the copy that fits. */
export const ResponsiveSources: Story = {
  args: {
    src: '/copies/photo-960w.svg',
    srcSet: '/copies/photo-480w.svg 480w, /copies/photo-960w.svg 960w',
    sizes: '24rem',
    width: 960,
    height: 640,
  },
  parameters: {
    msw: [
      http.get('/copies/photo-:width.svg', ({ params }) => {
        const width = Number.parseInt(String(params.width), 10);
        const svg = decodeURIComponent(sampleImage(`${width}w`, 2, width, (width * 2) / 3).replace(/^data:image\/svg\+xml,/, ''));
        return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
      }),
    ],
  },
  play: async ({ args, canvas }) => {
    const img = picture(canvas);
    await expect(img).toHaveAttribute('srcset', args.srcSet);
    await expect(img).toHaveAttribute('sizes', args.sizes);
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
    // A 24rem (384 px) slot needs 384 device px per CSS px: the 480w copy up to a scale of 1.25.
    const wanted = 384 * window.devicePixelRatio <= 480 ? 480 : 960;
    await expect(new URL(img.currentSrc).pathname).toBe(`/copies/photo-${wanted}w.svg`);
  },
};

/** A picture that cannot be loaded is replaced by the placeholder (srcset dropped too), keeping its alt and box. */
export const BrokenImageFallsBack: Story = {
  args: { src: MISSING_IMAGE, srcSet: `${MISSING_IMAGE} 600w`, sizes: '24rem' },
  play: async ({ args, canvas }) => {
    const img = picture(canvas);
    await waitFor(() => expect(img).toHaveAttribute('src', PLACEHOLDER_SRC));
    await expect(img).not.toHaveAttribute('srcset');
    await expect(img).not.toHaveAttribute('sizes');
    await expect(img).toHaveAttribute('data-fallback');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(img.naturalWidth).toBeGreaterThan(0);
    await expect(args.onError).toHaveBeenCalledTimes(1);
    const box = img.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(1.5, 2);
  },
};

/** When the fallback is missing too, it swaps once and stops: no endless error loop. */
export const FallbackAlsoFails: Story = {
  args: { src: MISSING_IMAGE, fallbackSrc: '/missing/placeholder-too.svg' },
  play: async ({ args, canvas }) => {
    const img = picture(canvas);
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onError).toHaveBeenCalledTimes(2);
    await expect(img).toHaveAttribute('src', '/missing/placeholder-too.svg');
    await expect(img).toHaveAccessibleName('Students at the summit');
  },
};
