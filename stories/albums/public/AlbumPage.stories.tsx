import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/kinds/paths';
import AlbumPage from '../../../src/features/albums/public/AlbumPage';
import { uploadPath, uploadsHandler } from '../../mocks';
import { mediaHandlers } from '../mocks';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';
import { itemPage, itemStories } from '../../public/pages/itemPage';
import { swahiliPhoneStory } from '../../public/pages/publicPage';

const meta = {
  title: 'Public/Pages/Album',
  ...itemPage(AlbumPage, paths.albumRoute, paths.album(6), [mediaHandlers.loaded(), uploadsHandler]),
} satisfies Meta<typeof AlbumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const BACK = { name: 'Back to the gallery', href: '/gallery' };

/** The album whole: title, date, description and every one of its files; the way back. */
export const Loaded: Story = itemStories.loaded({ title: 'Summit Opening', back: BACK }, async (article) => {
  await expect(article.getByText('Delegates from twenty universities at the opening service.')).toBeVisible();
  const files = within(article.getByRole('list', { name: 'Photos and videos' })).getAllByRole('button');
  await expect(files.map((b) => b.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog', 'dialog']);
  await expect(files[1]).toHaveAccessibleName('View Summit Opening, 2 of 3');
});

/** A file opens the gallery's full-screen viewer at that file. */
export const OpensViewer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Summit Opening, 2 of 3' }));
    const body = within(canvasElement.ownerDocument.body);
    const viewer = await body.findByRole('dialog', { name: 'Summit Opening' });
    // It fades in; the file clicked is the one shown.
    await waitFor(() => expect(within(viewer).getByText('2 / 3')).toBeVisible());
    await expect(within(viewer).getByRole('img', { name: 'Summit Opening, 2 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A video among the files shows its first frame under a play sign. */
export const WithVideo: Story = {
  parameters: { router: { initialEntries: [paths.album(4)] }, screenshot: false },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Community Service' });
    // The video shows as its poster picture: nothing of the video is loaded before it is played.
    await expect(article.querySelectorAll('video')).toHaveLength(0);
    await expect(article.querySelector('img')?.getAttribute('src')).toBe(`/${uploadPath(43, 1280, 720)}`);
    await expect(within(article).getByText('No description provided.')).toBeVisible();
  },
};

export const Loading: Story = itemStories.loading(mediaHandlers.pending(), BACK);

/** The gallery's words for a failed load. */
export const Error: Story = itemStories.loadError(mediaHandlers.error(), 'Failed to load gallery. Please try again later.');

export const NotFound: Story = itemStories.notFound(paths.album(99));

/** One column of files on a phone. */
export const Phone: Story = itemStories.phone('Summit Opening', async (canvas) => {
  const files = within(await canvas.findByRole('list', { name: 'Photos and videos' })).getAllByRole('listitem');
  await expect(files[0]!.getBoundingClientRect().left).toBe(files[1]!.getBoundingClientRect().left);
});

/** In Swahili on a phone (issue 31): the way back and the files' names in Swahili around the album as written. */
export const SwahiliPhone: Story = swahiliPhoneStory('Summit Opening', async (canvas) => {
  await expect(canvas.getByRole('link', { name: SWAHILI_PAGES.pages.items.backToGallery })).toBeVisible();
  await expect(await canvas.findByRole('list', { name: SWAHILI_PAGES.pages.items.files })).toBeVisible();
});
