// The home page stories' ways of reading and moving the page, as a reader would.
import type { RequestHandler } from 'msw';
import { expect, waitFor, within, type queries } from 'storybook/test';
import { uploadsHandler } from '../../mocks';
import { postsHandlers } from '../../announcements/mocks';
import { PUBLIC_TEXTS, type PublicTexts } from '../../../src/domain/texts/publicTexts';

type Canvas = ReturnType<typeof within<typeof queries>>;

// `hidden`: while the settings load, the hero's texts hold their space invisibly.
export const heroHeading = (canvas: Canvas) => canvas.getByRole('heading', { level: 1, hidden: true });
export const section = (canvas: Canvas, name: string) => canvas.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

/** The sections that load as they come into view, named in the page's language. */
const lazySections = (home: PublicTexts['home']) => [home.affiliates, home.announcements, home.recentPosts];

/**
 * Scrolls each lazy section into view, as a reader would. With `settle` (default), waits until
 * none shows its pulsing placeholder any more (the posts answered, the section's code arrived).
 */
export async function scrollThrough(canvas: Canvas, { settle = true, home = PUBLIC_TEXTS.home }: { settle?: boolean; home?: PublicTexts['home'] } = {}) {
  const LAZY_SECTIONS = lazySections(home);
  for (const name of LAZY_SECTIONS) {
    section(canvas, name).scrollIntoView({ block: 'center' });
    // One frame for the IntersectionObserver to report.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  }
  if (!settle) return;
  for (const name of LAZY_SECTIONS) {
    await waitFor(() => expect(within(section(canvas, name)).queryByRole('status')).toBeNull());
  }
}

export async function backToTop() {
  window.scrollTo(0, 0);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** The carousel's shown slide. */
export function shownSlide(canvas: Canvas): HTMLElement {
  const slides = within(canvas.getByRole('region', { name: 'Announcements' })).getAllByRole('group');
  const shown = slides.filter((slide) => !slide.inert);
  // Storybook's expect throws at once; its promise is only for stepping through in the debugger.
  void expect(shown).toHaveLength(1);
  return shown[0]!;
}

/** The hero's texts once `settings` answered, what `shows` checks in it, and the page below it loaded. */
export const heroStory = (settings: RequestHandler, texts: { heading: string; subtitle: string }, shows?: (canvas: Canvas) => Promise<void>) => ({
  parameters: { msw: [settings, postsHandlers.loaded(), uploadsHandler] },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(texts.subtitle)).toBeVisible();
    await shows?.(canvas);
    await scrollThrough(canvas);
    await canvas.findByRole('region', { name: 'Announcements' });
    await backToTop();
  },
});
