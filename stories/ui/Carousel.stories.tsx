import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within, type queries } from 'storybook/test';
import { Carousel, type CarouselSlide } from '../../src/ui/Carousel';
import { tabTo } from '../support/focus';
import { sampleImage } from '../support/samples';
import { docsPage } from '../support/docs';

type Queries = ReturnType<typeof within<typeof queries>>;

const ANNOUNCEMENTS = [
  { title: 'Annual Summit 2025', text: 'Registration is open for the summit in Morogoro, 14 to 17 August.' },
  { title: 'Campus Mission Week', text: 'Every campus branch holds evening meetings from 3rd March.' },
  { title: 'Book of the Year', text: 'This year we read "Steps to Christ" together. Reading plan inside.' },
  { title: 'Health Expo', text: 'Free screening and cooking classes at the University of Dar es Salaam.' },
];

function Announcement({ index }: { index: number }) {
  const { title, text } = ANNOUNCEMENTS[index]!;
  return (
    <article
      style={{
        display: 'grid',
        gap: 'var(--space-2)',
        paddingBottom: 'var(--space-4)',
        background: 'var(--color-surface)',
        color: 'var(--color-text)',
      }}
    >
      <img src={sampleImage(String(index + 1), index, 1200, 500)} alt="" width={1200} height={500} style={{ width: '100%', height: 'auto' }} />
      <h3 style={{ padding: '0 var(--space-4)', fontSize: 'var(--font-size-xl)' }}>{title}</h3>
      <p style={{ padding: '0 var(--space-4)', color: 'var(--color-text-muted)' }}>{text}</p>
    </article>
  );
}

const SLIDES = ANNOUNCEMENTS.map((a, i) => <Announcement key={a.title} index={i} />);

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  // interval and swipeThreshold are left unset so the stories exercise the app's (5000 ms, 50 px, given by the decorator).
  args: { items: SLIDES, autoPlay: true, label: 'Announcements' },
  argTypes: {
    items: { control: false },
    interval: { control: { type: 'number', min: 500, step: 500 } },
    swipeThreshold: { control: { type: 'number', min: 0 } },
  },
  parameters: docsPage(
    "A row of slides shown one at a time, turning by itself every `interval` ms (home page announcements). Arrows, dots and a swipe move it; the Pause button, a hover or keyboard focus stop it, and it stays still for people who ask for reduced motion. Use it only where showing one item at a time is wanted; a list that people should read in full is a grid.",
    { layout: 'padded' },
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slide `n` (1-based) of `total` is the one shown: the only slide not inert, and its dot is current. */
async function expectSlide(canvas: Queries, n: number, total = SLIDES.length) {
  const slides = canvas.getAllByRole('group');
  await expect(slides).toHaveLength(total);
  await expect(slides.filter((slide) => !slide.inert).map((slide) => slide.getAttribute('aria-label'))).toEqual([
    `${n} of ${total}`,
  ]);
  if (total > 1) {
    const current = canvas.getAllByRole('button', { name: /^Go to slide/ }).filter((dot: HTMLElement) => dot.getAttribute('aria-current') === 'true');
    await expect(current.map((dot: HTMLElement) => dot.getAttribute('aria-label'))).toEqual([`Go to slide ${n}`]);
  }
}

/** A horizontal pointer drag (press, move, release) from clientX `from` to `to`. */
async function drag(target: Element, from: number, to: number) {
  const init = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, clientY: 100 };
  await fireEvent.pointerDown(target, { ...init, clientX: from });
  await fireEvent.pointerMove(target, { ...init, clientX: (from + to) / 2 });
  await fireEvent.pointerMove(target, { ...init, clientX: to });
  await fireEvent.pointerUp(target, { ...init, clientX: to });
}

const shownSlide = (canvas: Queries) => canvas.getAllByRole('group').find((slide: HTMLElement) => !slide.inert)!;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The number (1-based) of the slide shown. */
const slideNumber = (canvas: Queries) => Number(shownSlide(canvas).getAttribute('aria-label')!.split(' ')[0]);

/**
 * The slide shown once the carousel has stopped turning: its track announces changes again (it stops
 * doing so while it turns by itself), and its timer, cleared after that render, can no longer fire. On
 * a busy machine the 300 ms may have turned it before the hover or focus that stopped it.
 */
async function heldSlide(canvasElement: HTMLElement, canvas: Queries): Promise<number> {
  await waitFor(() => expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite'));
  await pause(100);
  return slideNumber(canvas);
}

/** Dots jump to a slide; the arrow buttons step and wrap; all by keyboard with visible focus. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expectSlide(canvas, 1);
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
    ]);

    // A key on the focused control, and the slide shown then.
    const pressShows = async (key: string, n: number) => {
      await userEvent.keyboard(key);
      await expectSlide(canvas, n);
    };
    // Tab order: Previous, Next, the dots, Pause; the slides out of view take no focus.
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Previous slide' }));
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await tabTo(userEvent, next);
    await pressShows('{Enter}', 2);
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Go to slide 1' }));
    await userEvent.tab();
    await userEvent.tab();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Go to slide 4' }));
    await pressShows(' ', 4);
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Pause slideshow' }));

    // Next after the last slide wraps to the first, Previous before the first to the last.
    await userEvent.click(next);
    await expectSlide(canvas, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectSlide(canvas, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expectSlide(canvas, 3);
    await expect(within(shownSlide(canvas)).getByRole('heading')).toHaveTextContent('Book of the Year');
  },
};

/** Moves on by itself and wraps from the last slide to the first; Pause stops it for good. */
export const AutoAdvances: Story = {
  // A short interval keeps the test quick; the exact 5000 ms default is covered in tests/ui/Carousel.test.tsx.
  args: { interval: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectSlide(canvas, 1);
    await waitFor(() => expectSlide(canvas, 2));
    await waitFor(() => expectSlide(canvas, 3));
    await waitFor(() => expectSlide(canvas, 4));
    await waitFor(() => expectSlide(canvas, 1));

    const toggle = canvas.getByRole('button', { name: 'Pause slideshow' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Play slideshow');
    // Neither hover nor focus holds it now: only the Pause button does.
    await userEvent.unhover(canvasElement);
    toggle.blur();
    const shown = shownSlide(canvas).getAttribute('aria-label');
    await pause(900);
    await expect(shownSlide(canvas)).toHaveAttribute('aria-label', shown);
  },
};

/** Holds still while the pointer is over it and moves on when it leaves. */
export const PausesOnHover: Story = {
  args: { interval: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Announcements' });
    await userEvent.hover(carousel);
    const held = await heldSlide(canvasElement, canvas);
    await pause(900);
    await expectSlide(canvas, held);
    await userEvent.unhover(carousel);
    await waitFor(() => expectSlide(canvas, (held % SLIDES.length) + 1));
    // Hovered again, so the screenshot catches a still carousel, on the slide its picture holds
    // (another turn may have come before the hover); a dot clicked without moving focus to it.
    await userEvent.hover(carousel);
    await fireEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expectSlide(canvas, 2);
  },
};

/** Holds still while focus is inside (a keyboard user reading a slide) and moves on when it leaves. */
export const PausesOnFocus: Story = {
  args: { interval: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    const held = await heldSlide(canvasElement, canvas);
    await pause(900);
    await expectSlide(canvas, held);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).not.toHaveFocus();
    await waitFor(() => expectSlide(canvas, (held % SLIDES.length) + 1));
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Previous slide' }));
    // The slide its picture holds, whatever turn came before the focus; focus stays where it is.
    await fireEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expectSlide(canvas, 2);
  },
};

/** A drag on the shown slide from clientX `from` to `to`, and the slide shown after it (unset: not looked at). */
type Swipe = [from: number, to: number, shows?: number];

/** Starts at slide 1, still, and swipes. */
const swipes = (steps: Swipe[], args: Story['args'] = {}): Story => ({
  args: { autoPlay: false, ...args },
  play: async ({ canvas }) => {
    await expectSlide(canvas, 1);
    for (const [from, to, shows] of steps) {
      await drag(shownSlide(canvas), from, to);
      if (shows !== undefined) await expectSlide(canvas, shows);
    }
  },
});

/** Dragging left by more than 50 px shows the next slide; 50 px or less does nothing. */
export const SwipeLeftGoesNext: Story = swipes([
  [300, 250, 1],
  [300, 249, 2],
  [300, 120, 3],
  [300, 200],
  [300, 200, 1],
  // A vertical-only movement (a page scroll on a phone) is not a swipe.
  [300, 300, 1],
]);

/** Dragging right by more than 50 px shows the previous slide (wrapping to the last); 50 px does nothing. */
export const SwipeRightGoesPrevious: Story = swipes([
  [100, 150, 1],
  [100, 151, 4],
  [100, 400, 3],
]);

/** The threshold is a prop. */
export const CustomSwipeThreshold: Story = swipes(
  [
    [300, 200, 1],
    [300, 179, 2],
  ],
  { swipeThreshold: 120 },
);

/** Slides given as { render } are drawn only when shown or next to the shown one. */
export const RenderedSlides: Story = {
  args: {
    autoPlay: false,
    items: [0, 1, 2, 3, 0].map((index, i): CarouselSlide => ({ key: i, render: () => <Announcement index={index} /> })),
  },
  play: async ({ canvas, userEvent }) => {
    await expectSlide(canvas, 1, 5);
    const group = (n: number) => canvas.getByRole('group', { name: `${n} of 5` });
    await expect(group(2)).not.toBeEmptyDOMElement();
    await expect(group(5)).not.toBeEmptyDOMElement();
    await expect(group(3)).toBeEmptyDOMElement();
    await expect(group(4)).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expectSlide(canvas, 3, 5);
    await expect(within(group(3)).getByRole('heading')).toHaveTextContent('Book of the Year');
    await expect(group(5)).toBeEmptyDOMElement();
    await expect(group(1)).toBeEmptyDOMElement();
  },
};

/** One item: nothing to move between, so no arrows, no dots, no pause button. */
export const SingleItem: Story = {
  args: { items: [SLIDES[0]] },
  play: async ({ canvas }) => {
    await expectSlide(canvas, 1, 1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await drag(shownSlide(canvas), 300, 100);
    await expectSlide(canvas, 1, 1);
  },
};

/** On a phone the arrows stay inside the screen and each dot is a 32 px touch target. */
export const Phone: Story = {
  args: { autoPlay: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.height).toBeGreaterThanOrEqual(32);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expectSlide(canvas, 2);
  },
};
