import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import MessagesScreen from '../../../src/features/messages/admin/MessagesScreen';
import { never, received } from '../../mocks/admin-content';
import { inboxHandlers, inboxServerError, sampleMessages } from '../admin-mocks';
import { seen } from '../../admin/pages/seen';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { adminScreen, emptyStory, listAnswerStory, loadingStory, phoneStory } from '../../admin/pages/screenStories';

const meta = {
  title: 'Admin/Pages/Messages',
  ...adminScreen(MessagesScreen, 'messages', { list: inboxHandlers.list(), read: inboxHandlers.read(), delete: inboxHandlers.delete() }),
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (from: string) => screen.getByRole('article', { name: `Message from ${from}` });

async function loaded(): Promise<HTMLElement[]> {
  await screen.findByRole('article', { name: `Message from ${sampleMessages[0]!.from_email}` });
  return screen.getAllByRole('article');
}

/** Newest first, each with its sender (a mailto link), date and text; unread ones marked. */
export const Loaded: Story = {
  play: async () => {
    const articles = await loaded();
    await expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(sampleMessages.map((m) => `Message from ${m.from_email}`));
    const first = within(articles[0]!);
    await expect(first.getByRole('link', { name: 'neema.mollel@example.org' })).toHaveAttribute('href', 'mailto:neema.mollel@example.org');
    await expect(first.getByText('June 14, 2025')).toBeVisible();
    await expect(first.getByText(/Who should we talk to\?/)).toBeVisible();
    await expect(first.getByText('Unread')).toBeVisible();
    await expect(first.getByRole('button', { name: /^Mark as read/ })).toBeVisible();
    // A read message has no badge and nothing to mark.
    const read = within(message('grace.kimaro@example.net'));
    await expect(read.queryByText('Unread')).not.toBeInTheDocument();
    await expect(read.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    await expect(screen.getByText('3 messages, 2 unread')).toBeVisible();
  },
};

export const Empty: Story = emptyStory(inboxHandlers.list([]), 'No messages yet.');

export const Loading: Story = loadingStory({ list: inboxHandlers.list(never) }, 'Loading messages...');

export const FetchError: Story = listAnswerStory(inboxHandlers.list(inboxServerError), 'Failed to fetch messages', () =>
  expect(screen.queryByText('No messages yet.')).toBeInTheDocument(),
);

/** Mark as read: the badge and the button go, the count follows. */
export const MarkRead: Story = {
  play: async () => {
    await loaded();
    const card = within(message('baraka@example.com'));
    await userEvent.click(card.getByRole('button', { name: /^Mark as read/ }));
    await waitFor(() => expect(card.queryByText('Unread')).not.toBeInTheDocument());
    await expect(card.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    await expect(received.url).toMatch(/\/api\/messages\/3\/read$/);
    await expect(screen.getByText('3 messages, 1 unread')).toBeVisible();
  },
};

export const MarkReadFails: Story = {
  parameters: { screenshot: false, msw: { handlers: { read: inboxHandlers.read(inboxServerError) } } },
  play: async () => {
    await loaded();
    const card = within(message('baraka@example.com'));
    await userEvent.click(card.getByRole('button', { name: /^Mark as read/ }));
    await seen(await screen.findByText('Failed to mark message as read'));
    await expect(card.getByText('Unread')).toBeVisible();
  },
};

const deleteBaraka = deleteStories(
  { loaded, card: message, item: 'baraka@example.com', button: /^Delete/, dialog: 'Delete this message?', listed: () => screen.getAllByRole('article') },
  (answer) => ({ delete: inboxHandlers.delete(answer) }),
);

/** Delete asks first, shows 'Deleting...' while the call runs. */
export const Deleting: Story = deleteBaraka.deletingStory({ description: /From: baraka@example\.com/ });

export const DeleteSucceeds: Story = deleteBaraka.succeedsStory(
  {
    message: 'Message deleted successfully',
    url: /\/api\/messages\/3\/delete$/,
    gone: () => screen.queryByRole('article', { name: 'Message from baraka@example.com' }),
    left: 2,
  },
  { screenshot: false },
);

/** Cancel keeps the message. */
export const DeleteCancelled: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await deleteBaraka.open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getAllByRole('article')).toHaveLength(3);
    await expect(received.url).toBeUndefined();
  },
};

export const DeleteFails: Story = deleteBaraka.failsStory(inboxServerError, {
  error: 'Failed to delete message',
  // The message is still listed behind the dialog.
  afterwards: () => expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3),
});

export const Phone: Story = phoneStory(loaded, () => expect(within(message('neema.mollel@example.org')).getByRole('button', { name: /^Delete/ })).toBeVisible());
