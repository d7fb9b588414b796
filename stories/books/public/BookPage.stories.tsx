import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within, type queries } from 'storybook/test';
import BookPage from '../../../src/features/books/public/BookPage';
import { uploadsHandler } from '../../mocks';
import { bareBook, booksHandlers, sampleBooks, STEPS_TO_CHRIST } from '../mocks';
import { loadErrorStory, publicPage, swahiliPhoneStory } from '../../public/pages/publicPage';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';

const meta = {
  title: 'Public/Pages/Book',
  ...publicPage(BookPage, '/book', [booksHandlers.loaded(), uploadsHandler]),
} satisfies Meta<typeof BookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture has arrived (or its placeholder has), so the screenshot shows it. */
async function pictureSettled(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
}

async function headings(canvas: ReturnType<typeof within<typeof queries>>) {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Book of the Year' })).toBeVisible();
  await expect(canvas.getByText('Discover Our Featured Book')).toBeVisible();
}

/** The first book returned: cover, title, 'Description:' and the reading plan in a new tab. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await headings(canvas);
    const book = within(await canvas.findByRole('article'));
    await expect(book.getByRole('heading', { level: 2, name: 'Steps to Christ' })).toBeVisible();
    // Only the first book.
    await expect(canvas.queryByText(sampleBooks[1]!.Title)).not.toBeInTheDocument();
    const description = book.getByText(STEPS_TO_CHRIST.Description!, { exact: false });
    await expect(description).toHaveTextContent(`Description: ${STEPS_TO_CHRIST.Description}`);

    const plan = book.getByRole('link', { name: 'View Reading Plan' });
    await expect(plan).toHaveAttribute('href', `/${STEPS_TO_CHRIST.ReadingPlan}`);
    await expect(plan).toHaveAttribute('target', '_blank');
    await expect(plan.getAttribute('rel')).toMatch(/\bnoopener\b/);

    // Sized from its stored name before it arrives (no layout shift), with the resized copies, loaded first.
    const cover = book.getByRole<HTMLImageElement>('img', { name: 'Cover of Steps to Christ' });
    await expect(cover).toHaveAttribute('width', '800');
    await expect(cover).toHaveAttribute('height', '1200');
    await expect(cover.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .+-800x1200\.webp 800w$/);
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await pictureSettled(cover);
    // At most 256 by 384 px (spec section 9).
    const box = cover.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(256);
    await expect(box.height).toBeLessThanOrEqual(384);
  },
};

/** Without a description or a reading plan those blocks are left out; a cover that fails shows the placeholder. */
export const WithoutDescriptionOrPlan: Story = {
  parameters: { msw: [booksHandlers.loaded([bareBook]), uploadsHandler] },
  play: async ({ canvas }) => {
    const book = within(await canvas.findByRole('article'));
    await expect(book.getByRole('heading', { level: 2, name: 'Patriarchs and Prophets' })).toBeVisible();
    await expect(book.queryByText('Description:', { exact: false })).not.toBeInTheDocument();
    await expect(book.queryByRole('link', { name: 'View Reading Plan' })).not.toBeInTheDocument();
    const cover = book.getByRole<HTMLImageElement>('img', { name: 'Cover of Patriarchs and Prophets' });
    await waitFor(() => expect(cover.getAttribute('src')).toMatch(/placeholder\.svg$/));
    await pictureSettled(cover);
  },
};

export const Loading: Story = {
  parameters: { msw: [booksHandlers.pending()] },
  play: async ({ canvas }) => {
    await headings(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: [booksHandlers.empty()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No book selected at the moment. Check back later for updates!')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The first book has no title: nothing is featured. */
export const FirstBookWithoutTitle: Story = {
  // Looks exactly like Empty.
  parameters: { msw: [booksHandlers.loaded([{ ...STEPS_TO_CHRIST, Title: '' }, sampleBooks[1]!]), uploadsHandler], screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No book selected at the moment. Check back later for updates!')).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** A red banner at the top. */
export const Error: Story = loadErrorStory(
  booksHandlers.error(),
  'Failed to load book details. Please try again later.',
  'No book selected at the moment. Check back later for updates!',
);

/** No answer at all (offline): the same banner. */
export const NetworkError: Story = {
  parameters: { msw: [booksHandlers.networkError()], screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load book details. Please try again later.');
  },
};

/** Same picture as Loaded at 375 px (already a baseline); checks what only a phone shows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const book = within(await canvas.findByRole('article'));
    const cover = book.getByRole<HTMLImageElement>('img', { name: 'Cover of Steps to Christ' });
    await pictureSettled(cover);
    // The cover above the text, nothing wider than the phone; a phone takes a small copy.
    const title = book.getByRole('heading', { level: 2, name: 'Steps to Christ' });
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(cover.getBoundingClientRect().bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(cover.currentSrc).toMatch(/-480w\.webp$/);
  },
};

/** In Swahili on a phone (issue 31). */
export const SwahiliPhone: Story = swahiliPhoneStory(SWAHILI_PAGES.pages.book.heading);
