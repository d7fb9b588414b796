import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AnnouncementsScreen from '../../../src/features/announcements/admin/AnnouncementsScreen';
import { apiError, never, received, uploadsHandler } from '../../mocks/admin-content';
import { announcementHandlers, postsServerError, samplePosts } from '../admin-mocks';
import { pdfFile, pngFile } from '../../support/files';
import { seen } from '../../admin/pages/seen';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { adminScreen, bannerClearsStory, emptyStory, listAnswerStory, loadingStory, phone, phoneStory } from '../../admin/pages/screenStories';
import { savingStory, sentAs } from '../../admin/pages/formStories';
import { card, fill, form, languageField, loaded, startEdit, titleField } from './steps';
import { PLACEHOLDER_SRC } from '../../../src/ui/SmartImage';

const meta = {
  title: 'Admin/Pages/Announcements',
  ...adminScreen(AnnouncementsScreen, 'gallery/announcements', {
    uploads: uploadsHandler,
    list: announcementHandlers.list(),
    writes: [announcementHandlers.create(), announcementHandlers.update(), announcementHandlers.delete()],
  }),
} satisfies Meta<typeof AnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid, newest first: image, title, date, description, View Attachment, Edit and Delete. */
export const Loaded: Story = {
  play: async () => {
    const cards = await loaded();
    await expect(cards.map((c) => c.getAttribute('aria-labelledby') && within(c).getByRole('heading').textContent)).toEqual([
      'Registration for the Annual Summit is open',
      'Health Expo volunteers needed',
      'Week of Prayer',
    ]);
    const summit = within(card('Registration for the Annual Summit is open'));
    await expect(summit.getByRole('link', { name: /^View Attachment/ })).toHaveAttribute('href', '/uploads/summit-programme.pdf');
    await expect(summit.getByRole('link', { name: /^View Attachment/ })).toHaveAttribute('target', '_blank');
    await expect(summit.getByText('June 21, 2025')).toBeVisible();
    await expect(summit.getByRole('button', { name: 'Edit Registration for the Annual Summit is open' })).toBeVisible();
    await expect(summit.getByRole('button', { name: 'Delete Registration for the Annual Summit is open' })).toBeVisible();
    // No attachment, no link.
    await expect(within(card('Week of Prayer')).queryByRole('link', { name: /^View Attachment/ })).not.toBeInTheDocument();
    // A picture the server no longer has: the placeholder.
    await expect(card('Week of Prayer').querySelector('img')).toHaveAttribute('src', PLACEHOLDER_SRC);
    // Cards are at least 300 px wide.
    for (const c of cards) await expect(c.getBoundingClientRect().width).toBeGreaterThanOrEqual(300);
    // The form starts in create mode.
    await expect(form().getByRole('button', { name: 'Create Announcement' })).toBeVisible();
    await expect(form().queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await expect(form().getByLabelText(/^Image/)).toHaveAttribute('accept', 'image/*');
    await expect(form().getByLabelText(/^Attachment/)).toHaveAttribute('accept', 'application/pdf');
  },
};

export const Empty: Story = emptyStory(announcementHandlers.list([]), 'No announcements available.');

export const Loading: Story = loadingStory({ list: announcementHandlers.list(never) }, 'Loading announcements...');

export const FetchError: Story = listAnswerStory(announcementHandlers.list(postsServerError), 'Failed to fetch announcements');

/** No title: 'Title is required', and nothing is sent. */
export const ValidationError: Story = {
  play: async () => {
    await loaded();
    await userEvent.type(titleField(), '   ');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await expect(titleField()).toHaveAccessibleDescription('Title is required');
    await expect(titleField()).toHaveFocus();
    await expect(received.form).toBeUndefined();
  },
};

/** While sending: 'Processing...', disabled, and the files' upload progress. */
export const Creating: Story = savingStory(
  announcementHandlers.create,
  async () => {
    await loaded();
    await fill('Choir festival', 'Saturday at 4 pm.');
    await userEvent.upload(form().getByLabelText(/^Image/), await pngFile('choir.png'));
    await userEvent.type(form().getByLabelText(/^Alt text/), 'The choir on stage');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
  },
  form,
  async () => {
    await expect(titleField()).toBeDisabled();
    await expect(await form().findByRole('progressbar', { name: 'Uploading files' })).toBeInTheDocument();
    // The grid waits too.
    await expect(within(card('Week of Prayer')).getByRole('button', { name: 'Edit Week of Prayer' })).toBeDisabled();
    await imagesSettled();
  },
  'Processing...',
);

/** Created with an image and a PDF: the new card comes first and the form is empty again. */
export const CreateSucceeds: Story = {
  play: async () => {
    await loaded();
    await fill('Choir festival', 'Saturday at 4 pm.');
    await userEvent.upload(form().getByLabelText(/^Image/), await pngFile('choir.png'));
    await userEvent.type(form().getByLabelText(/^Alt text/), 'The choir on stage');
    await userEvent.upload(form().getByLabelText(/^Attachment/), pdfFile('programme.pdf'));
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await sentAs('Announcement created successfully', {
      title: ['Choir festival'],
      description: ['Saturday at 4 pm.'],
      image_alt: ['The choir on stage'],
      image: ['choir.png'],
      attachment: ['programme.pdf'],
    });
    const first = screen.getAllByRole('article')[0]!;
    await expect(within(first).getByRole('heading')).toHaveTextContent('Choir festival');
    await expect(within(first).getByRole('link', { name: /^View Attachment/ })).toHaveAttribute('href', '/uploads/programme.pdf');
    await expect(titleField()).toHaveValue('');
    await expect(form().queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await imagesSettled();
  },
};

/**
 * Marked as written in Kiswahili (issue 31): the choice goes with the form, and the next form starts
 * again from the back-office's language (English here).
 */
export const CreateInSwahili: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await loaded();
    await fill('Usajili wa Kongamano umefunguliwa', 'Jumamosi saa kumi jioni.');
    await expect(languageField()).toHaveValue('en');
    await expect(languageField()).toHaveAccessibleDescription('The language the title and description are written in: pages mark them with it for screen readers.');
    // Each language named in itself, and marked so for a screen reader.
    await expect(within(languageField()).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(within(languageField()).getByRole('option', { name: 'Kiswahili' })).toHaveAttribute('lang', 'sw');
    await userEvent.selectOptions(languageField(), 'Kiswahili');
    await expect(languageField()).toHaveValue('sw');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await sentAs('Announcement created successfully', {
      title: ['Usajili wa Kongamano umefunguliwa'],
      description: ['Jumamosi saa kumi jioni.'],
      language: ['sw'],
    });
    await expect(within(screen.getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent('Usajili wa Kongamano umefunguliwa');
    await expect(languageField()).toHaveValue('en');
  },
};

/** The server refuses: its words in a red banner; what was typed stays. */
export const CreateFails: Story = {
  parameters: { msw: { handlers: { writes: [announcementHandlers.create(() => apiError(415, 'image: only pictures are accepted.'))] } } },
  play: async () => {
    await loaded();
    await fill('Choir festival', 'Saturday at 4 pm.');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await seen(await screen.findByText('image: only pictures are accepted.'));
    await expect(titleField()).toHaveValue('Choir festival');
  },
};

/** No answer at all: the specification's fallback. */
export const CreateNetworkError: Story = {
  parameters: { screenshot: false, msw: { handlers: { writes: [announcementHandlers.create(() => HttpResponse.error())] } } },
  play: async () => {
    await loaded();
    await fill('Choir festival');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await seen(await screen.findByText('Failed to submit announcement'));
  },
};

/** No stored token: refused before sending, with the specification's words. */
export const NoToken: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await loaded();
    localStorage.removeItem('token');
    await fill('Choir festival');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await seen(await screen.findByText('No token found. Please login.'));
    await expect(received.form).toBeUndefined();
  },
};

/** Edit prefills title, description and the current image; Update Announcement and Cancel. */
export const Editing: Story = {
  play: async () => {
    await startEdit('Registration for the Annual Summit is open');
    await expect(screen.getByRole('heading', { name: 'Edit announcement' })).toBeVisible();
    await expect(form().getByLabelText(/^Description/)).toHaveValue(
      'Delegates from every campus can now register. Bring your campus choir, your questions and your friends.',
    );
    await expect(form().getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/uploads/summit-poster.svg');
    await expect(form().getByRole('link', { name: 'Current attachment (PDF)' })).toHaveAttribute('href', '/uploads/summit-programme.pdf');
    await expect(form().getByRole('button', { name: 'Update Announcement' })).toBeVisible();
    await expect(form().getByRole('button', { name: 'Cancel' })).toBeVisible();
    await waitFor(() => expect(titleField()).toHaveFocus());
    await imagesSettled();
  },
};

const SWAHILI_TITLE = 'Wanaojitolea wa Maonesho ya Afya wanahitajika';
/** The sample list with its second announcement written in Kiswahili. */
const withSwahiliPost = { list: announcementHandlers.list(samplePosts.map((p) => (p.ID === 2 ? { ...p, Title: SWAHILI_TITLE, Language: 'sw' as const } : p))) };

/** An announcement written in Kiswahili opens with its language. */
export const EditingSwahili: Story = {
  parameters: { msw: { handlers: withSwahiliPost } },
  play: async () => {
    await startEdit(SWAHILI_TITLE);
    await expect(languageField()).toHaveValue('sw');
    await expect(languageField()).toHaveDisplayValue('Kiswahili');
    await imagesSettled();
  },
};

/** Its edit sends the language again, unchanged. */
export const EditSwahiliSaves: Story = {
  parameters: { screenshot: false, msw: { handlers: withSwahiliPost } },
  play: async () => {
    await startEdit(SWAHILI_TITLE);
    await userEvent.click(form().getByRole('button', { name: 'Update Announcement' }));
    await sentAs('Announcement updated successfully', { title: [SWAHILI_TITLE], description: [''], language: ['sw'] }, /\/api\/posts\/2\/update$/);
    // Back to create mode, in the back-office's language.
    await expect(languageField()).toHaveValue('en');
  },
};

export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await startEdit('Health Expo volunteers needed');
    await userEvent.type(form().getByLabelText(/^Description/), 'Training on Friday.');
    await userEvent.click(form().getByRole('button', { name: 'Update Announcement' }));
    // Files left empty are not sent: the current ones stay.
    await sentAs('Announcement updated successfully', { title: ['Health Expo volunteers needed'], description: ['Training on Friday.'] }, /\/api\/posts\/2\/update$/);
    await expect(within(card('Health Expo volunteers needed')).getByText('Training on Friday.')).toBeVisible();
    // Back to create mode.
    await expect(form().getByRole('button', { name: 'Create Announcement' })).toBeVisible();
    await expect(titleField()).toHaveValue('');
  },
};

export const EditCancelled: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await startEdit('Week of Prayer');
    await userEvent.type(titleField(), ' changed');
    await userEvent.click(form().getByRole('button', { name: 'Cancel' }));
    await expect(form().getByRole('button', { name: 'Create Announcement' })).toBeVisible();
    await expect(titleField()).toHaveValue('');
    await expect(form().queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
    await expect(received.form).toBeUndefined();
  },
};

const deleteWeekOfPrayer = deleteStories(
  { loaded, card, item: 'Week of Prayer', dialog: 'Delete this announcement?', listed: () => screen.getAllByRole('article') },
  (answer) => ({ writes: [announcementHandlers.delete(answer)] }),
);

/** Delete asks first, shows 'Deleting...' while the call runs. */
export const Deleting: Story = deleteWeekOfPrayer.deletingStory();

export const DeleteSucceeds: Story = deleteWeekOfPrayer.succeedsStory({
  message: 'Announcement deleted successfully',
  url: /\/api\/posts\/1\/delete$/,
  gone: () => screen.queryByRole('article', { name: 'Week of Prayer' }),
  left: 2,
});

export const DeleteFails: Story = deleteWeekOfPrayer.failsStory(postsServerError, {
  error: 'Failed to delete announcement',
  afterwards: () => expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3),
});

/** Banners clear after 3 s (the real timer). */
export const BannerClearsAfterThreeSeconds: Story = bannerClearsStory(() => screen.findByText('Failed to fetch announcements'), {
  list: announcementHandlers.list(postsServerError),
});

export const Phone: Story = phoneStory(loaded, (cards) => expect(cards[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(375));

export const PhoneEditing: Story = {
  globals: phone,
  play: async () => {
    await startEdit('Registration for the Annual Summit is open');
    await expect(form().getByRole('button', { name: 'Update Announcement' })).toBeVisible();
    await imagesSettled();
  },
};
