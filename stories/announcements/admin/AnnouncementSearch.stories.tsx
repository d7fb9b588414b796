import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import AnnouncementsScreen from '../../../src/features/announcements/admin/AnnouncementsScreen';
import { uploadsHandler } from '../../mocks/admin-content';
import { announcementHandlers, publishingPosts } from '../admin-mocks';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { adminScreen } from '../../admin/pages/screenStories';

// The back-office's search over its own list (issue 48): the public search's rule over every
// announcement the screen holds, drafts and scheduled ones included, which the public never finds.

const meta = {
  title: 'Admin/Pages/Announcements/Search',
  ...adminScreen(AnnouncementsScreen, 'gallery/announcements', {
    uploads: uploadsHandler,
    list: announcementHandlers.list(publishingPosts),
    writes: [],
  }),
} satisfies Meta<typeof AnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('searchbox', { name: 'Search this list' });

async function search(query: string) {
  await screen.findByRole('article', { name: 'Campus retreat (draft)' });
  await imagesSettled();
  await userEvent.type(field(), query);
}

/** A draft is found by a word of its title, a word of its plural by its stem; the count says how many of the list. */
export const FindsDrafts: Story = {
  play: async () => {
    await search('retreat');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await expect(screen.getByRole('article', { name: 'Campus retreat (draft)' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('1 of 7 shown');
    await userEvent.clear(field());
    await userEvent.type(field(), 'prayers ');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await expect(screen.getByRole('article', { name: 'Week of Prayer' })).toBeVisible();
    await expect(screen.getByRole('article', { name: 'Exam week prayer' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('2 of 7 shown');
  },
};

/** Nothing found: the list says so with the words typed, and clearing the field brings every card back. */
export const NoMatch: Story = {
  play: async () => {
    await search('zebra');
    await expect(await screen.findByText('Nothing in this list matches “zebra”.')).toBeVisible();
    await expect(screen.queryAllByRole('article')).toHaveLength(0);
    await expect(screen.getByRole('status')).toHaveTextContent('0 of 7 shown');
    await userEvent.clear(field());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    await userEvent.type(field(), 'zebra');
    await screen.findByText('Nothing in this list matches “zebra”.');
  },
};
