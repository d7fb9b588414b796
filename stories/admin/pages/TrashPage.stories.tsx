import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import TrashPage from '../../../src/admin/pages/TrashPage';
import { apiError, never, received } from '../../mocks/admin-content';
import { albumPictures, filesAsked, trashFile, trashHandlers, trashServerError } from '../../mocks/admin-trash';
import { uploadPath } from '../../mocks';
import { expectVisibleFocus } from '../../support/focus';
import { imagesSettled } from './AdminPageFrame';
import { seen } from './seen';
import { deleteStories } from './adminPageStory';
import { adminScreen, cardOf, emptyStory, listLoaded, phoneStory, titlesIn } from './screenStories';

const meta = {
  title: 'Admin/Pages/Trash',
  ...adminScreen(TrashPage, 'trash', { list: trashHandlers.list(), files: trashHandlers.files(), writes: [trashHandlers.restore(), trashHandlers.remove()] }),
} satisfies Meta<typeof TrashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pictures (decorative: role presentation) shown in `element`, placeholders included. */
const picturesIn = (element: HTMLElement) => within(element).queryAllByRole<HTMLImageElement>('presentation');

/** The sample's thumbnails: the announcement's picture and the album's first three. */
const SAMPLE_THUMBNAILS = 4;

/** The list, once its cards' `thumbnails` (read one by one after the list) are in and drawn. */
async function loaded(thumbnails = SAMPLE_THUMBNAILS): Promise<HTMLElement> {
  const grid = await listLoaded('Deleted items');
  await waitFor(() => expect(picturesIn(grid)).toHaveLength(thumbnails));
  await imagesSettled();
  return grid;
}

/** The name the screen asks /api/trash/files/{name} for: the picture's 480 px copy, or itself. */
const thumbnailOf = (path: string, copy: boolean) => path.slice('uploads/'.length).replace(/\.webp$/, copy ? '-480w.webp' : '.webp');

const restoreButton = (title: string) => within(cardOf(title)).getByRole('button', { name: `Restore ${title}` });

/**
 * Each trashed item: its type, title, when it was deleted and when it goes for good, and its first
 * three pictures, read with the token (a trashed item's files are not public); the album's five
 * show three and '+2 more', an item without pictures none. Each picture is read as its 480 px
 * copy, or as it is when it is no wider.
 */
export const Loaded: Story = {
  beforeEach: () => {
    filesAsked.length = 0;
  },
  play: async () => {
    const grid = await loaded();
    await expect(titlesIn(grid)).toEqual(['Week of Prayer', 'Youth Camp 2025', 'Neema Mollel', 'Camp Meeting']);
    const post = within(cardOf('Week of Prayer'));
    await expect(post.getByText('Announcement')).toBeVisible();
    await expect(post.getByText('today')).toBeVisible();
    await expect(post.getByText('in 30 days')).toBeVisible();
    const album = within(cardOf('Youth Camp 2025'));
    await expect(album.getByText('1 day ago')).toBeVisible();
    await expect(album.getByText('in 29 days')).toBeVisible();
    await expect(within(cardOf('Camp Meeting')).getByText('Calendar event')).toBeVisible();
    await expect(within(cardOf('Camp Meeting')).getByText('in 1 day')).toBeVisible();
    await expect(post.getByRole('button', { name: 'Delete for good Week of Prayer' })).toBeEnabled();

    const albumShows = picturesIn(cardOf('Youth Camp 2025'));
    await expect(albumShows).toHaveLength(3);
    for (const img of albumShows) await expect(img.src).toMatch(/^blob:/);
    await expect(album.getByText('+2 more')).toBeVisible();
    await expect(album.getByText('5 pictures')).toBeInTheDocument();
    await expect(picturesIn(cardOf('Week of Prayer'))).toHaveLength(1);
    await expect(post.getByText('1 picture')).toBeInTheDocument();
    await expect(post.queryByText(/more$/)).toBeNull();
    await expect(picturesIn(cardOf('Neema Mollel'))).toHaveLength(0);
    await expect([...new Set(filesAsked)].sort()).toEqual(
      [thumbnailOf(albumPictures[0]!, true), thumbnailOf(albumPictures[1]!, true), thumbnailOf(albumPictures[2]!, false), thumbnailOf(uploadPath(7), true)].sort(),
    );
  },
};

/**
 * A picture that cannot be read (here the album's second) shows the neutral placeholder in its
 * place: the card, its buttons and the other pictures are as usual, and no error banner appears.
 */
export const PictureFails: Story = {
  parameters: {
    msw: {
      handlers: {
        files: trashHandlers.files(({ params }) =>
          String(params.name) === thumbnailOf(albumPictures[1]!, true) ? apiError(404, 'File not found.') : trashFile(String(params.name)),
        ),
      },
    },
  },
  play: async () => {
    await loaded();
    const album = cardOf('Youth Camp 2025');
    const [first, second, third] = picturesIn(album);
    await expect(second?.src).toMatch(/placeholder\.svg$/);
    await expect(first?.src).toMatch(/^blob:/);
    await expect(third?.src).toMatch(/^blob:/);
    await expect(within(album).getByText('+2 more')).toBeVisible();
    await expect(within(album).getByRole('button', { name: 'Restore Youth Camp 2025' })).toBeEnabled();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** The pictures are still on their way: a grey box holds each one's place, and the buttons work already. */
export const PicturesLoading: Story = {
  parameters: { msw: { handlers: { files: trashHandlers.files(never) } } },
  play: async () => {
    const grid = await listLoaded('Deleted items');
    const album = within(cardOf('Youth Camp 2025'));
    await expect(picturesIn(grid)).toHaveLength(0);
    await expect(album.getByText('+2 more')).toBeVisible();
    await expect(album.getByRole('button', { name: 'Restore Youth Camp 2025' })).toBeEnabled();
  },
};

export const Empty: Story = emptyStory(trashHandlers.list([]), 'The trash is empty.');

export const Loading: Story = {
  parameters: { msw: { handlers: { list: trashHandlers.list(never) } } },
  play: async () => {
    await expect(await screen.findByText('Loading the trash...')).toBeInTheDocument();
    await expect(screen.getByText('Loading the trash...').closest('[role="status"]')).toBeInTheDocument();
  },
};

/** A failed load: the red banner, and the text with Try again, which loads it again. */
export const FetchError: Story = {
  parameters: { msw: { handlers: { list: trashHandlers.list((info) => (info.call === 1 ? trashServerError() : Response.json([]))) } } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the trash.');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await seen(await screen.findByText('The trash is empty.'));
  },
};

/** Restore runs: its button says so, and every card's buttons wait. */
export const Restoring: Story = {
  parameters: { msw: { handlers: { writes: [trashHandlers.restore(never), trashHandlers.remove()] } } },
  play: async () => {
    await loaded();
    await userEvent.click(restoreButton('Youth Camp 2025'));
    await expect(await within(cardOf('Youth Camp 2025')).findByRole('button', { name: /Restoring/ })).toBeDisabled();
    await expect(restoreButton('Week of Prayer')).toBeDisabled();
  },
};

export const RestoreSucceeds: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(restoreButton('Youth Camp 2025'));
    await seen(await screen.findByText('"Youth Camp 2025" restored.'));
    await expect(received.url).toMatch(/\/api\/trash\/media\/3\/restore$/);
    // The album's three thumbnails went with its card.
    await expect(titlesIn(await loaded(1))).toEqual(['Week of Prayer', 'Neema Mollel', 'Camp Meeting']);
  },
};

export const RestoreFails: Story = {
  parameters: { msw: { handlers: { writes: [trashHandlers.restore(trashServerError), trashHandlers.remove()] } } },
  play: async () => {
    await loaded();
    await userEvent.click(restoreButton('Neema Mollel'));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to restore "Neema Mollel".');
    await expect(restoreButton('Neema Mollel')).toBeEnabled();
  },
};

/** From the keyboard: Tab reaches each card's buttons, with a visible focus ring; Enter restores. */
export const Keyboard: Story = {
  play: async () => {
    await loaded();
    restoreButton('Week of Prayer').focus();
    await userEvent.tab();
    await expectVisibleFocus(within(cardOf('Week of Prayer')).getByRole('button', { name: 'Delete for good Week of Prayer' }));
    await userEvent.tab();
    await expectVisibleFocus(restoreButton('Youth Camp 2025'));
    await userEvent.keyboard('{Enter}');
    await seen(await screen.findByText('"Youth Camp 2025" restored.'));
  },
};

const deleteForGood = deleteStories(
  {
    loaded,
    item: 'Neema Mollel',
    card: cardOf,
    button: 'Delete for good Neema Mollel',
    dialog: 'Delete for good?',
    listed: () => titlesIn(screen.getByRole('list', { name: 'Deleted items' })),
  },
  (answer) => ({ writes: [trashHandlers.restore(), trashHandlers.remove(answer)] }),
);

/** Delete for good asks first, naming the item and its files. */
export const ConfirmDeleteForGood: Story = {
  play: async () => {
    const dialog = await deleteForGood.open();
    await seen(within(dialog).getByText('"Neema Mollel" and its files will be deleted for good. This cannot be undone.'));
  },
};

export const DeletingForGood: Story = deleteForGood.deletingStory();

export const DeleteForGoodSucceeds: Story = deleteForGood.succeedsStory({
  message: '"Neema Mollel" deleted for good.',
  url: /\/api\/trash\/leader\/12$/,
  left: ['Week of Prayer', 'Youth Camp 2025', 'Camp Meeting'],
});

export const DeleteForGoodFails: Story = deleteForGood.failsStory(trashServerError, {
  error: 'Failed to delete "Neema Mollel" for good.',
  afterwards: () => waitFor(() => expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(4)),
});

export const Phone: Story = phoneStory(loaded);
