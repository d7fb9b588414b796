import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import TrashPage from '../../../src/admin/pages/TrashPage';
import { never, received } from '../../mocks/admin-content';
import { trashHandlers, trashServerError } from '../../mocks/admin-trash';
import { expectVisibleFocus } from '../../support/focus';
import { seen } from './AdminPageFrame';
import { deleteSteps } from './adminPageStory';
import { adminScreen, cardOf, emptyStory, listLoaded, phoneStory, titlesIn } from './screenStories';

const meta = {
  title: 'Admin/Pages/Trash',
  ...adminScreen(TrashPage, 'trash', { list: trashHandlers.list(), writes: [trashHandlers.restore(), trashHandlers.remove()] }),
} satisfies Meta<typeof TrashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = () => listLoaded('Deleted items');
const restoreButton = (title: string) => within(cardOf(title)).getByRole('button', { name: `Restore ${title}` });

/** Each trashed item: its type, title, when it was deleted and when it goes for good. */
export const Loaded: Story = {
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
    await expect(titlesIn(await loaded())).toEqual(['Week of Prayer', 'Neema Mollel', 'Camp Meeting']);
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

const deleteForGood = deleteSteps({
  loaded,
  item: 'Neema Mollel',
  card: cardOf,
  button: 'Delete for good Neema Mollel',
  dialog: 'Delete for good?',
  listed: () => titlesIn(screen.getByRole('list', { name: 'Deleted items' })),
});

/** Delete for good asks first, naming the item and its files. */
export const ConfirmDeleteForGood: Story = {
  play: async () => {
    const dialog = await deleteForGood.open();
    await seen(within(dialog).getByText('"Neema Mollel" and its files will be deleted for good. This cannot be undone.'));
  },
};

export const DeletingForGood: Story = {
  parameters: { msw: { handlers: { writes: [trashHandlers.restore(), trashHandlers.remove(never)] } } },
  play: deleteForGood.deleting(),
};

export const DeleteForGoodSucceeds: Story = {
  play: deleteForGood.succeeds({
    message: '"Neema Mollel" deleted for good.',
    url: /\/api\/trash\/leader\/12$/,
    left: ['Week of Prayer', 'Youth Camp 2025', 'Camp Meeting'],
  }),
};

export const DeleteForGoodFails: Story = {
  parameters: { msw: { handlers: { writes: [trashHandlers.restore(), trashHandlers.remove(trashServerError)] } } },
  play: deleteForGood.fails({
    error: 'Failed to delete "Neema Mollel" for good.',
    afterwards: () => waitFor(() => expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(4)),
  }),
};

export const Phone: Story = phoneStory(loaded);
