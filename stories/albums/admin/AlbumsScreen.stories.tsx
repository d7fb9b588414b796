import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AlbumsScreen from '../../../src/features/albums/admin/AlbumsScreen';
import { pngFile } from '../../support/files';
import { apiError, never, received, uploadsHandler } from '../../mocks/admin-content';
import { createMediaHandler, deleteMediaHandler, listMediaHandler, mediaItems, mediaServerError, updateMediaHandler } from '../admin-mocks';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { seen } from '../../admin/pages/seen';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { FILL_UPLOAD_DETAILS, fillUpload, loaded, openEdit, uploadForm, uploadNew } from './steps';
import { adminScreen, bannerClearsStory, cardOf, emptyStory, loadErrorStory, loadingStory, phone, phoneStory } from '../../admin/pages/screenStories';
import { refusedStory, retype, savingStory, sentAs } from '../../admin/pages/formStories';
import { PLACEHOLDER_SRC } from '../../../src/ui/SmartImage';

const meta = {
  title: 'Admin/Pages/Media',
  ...adminScreen(AlbumsScreen, 'gallery/media', {
    uploads: uploadsHandler,
    list: listMediaHandler(),
    writes: [createMediaHandler(), updateMediaHandler(), deleteMediaHandler()],
  }),
} satisfies Meta<typeof AlbumsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, newest first: first file, title, description, date and number of files on each card. */
export const Loaded: Story = {
  play: async () => {
    const grid = await loaded();
    const cards = within(grid).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Youth Congress 2025');
    const congress = within(cardOf('Youth Congress 2025'));
    await expect(congress.getByText('Three days of worship, seminars and outreach in Dodoma.')).toBeVisible();
    await expect(congress.getByText('June 21, 2025')).toBeVisible();
    await expect(congress.getByText('3 files')).toBeVisible();
    // A blank description reads as in the gallery.
    await expect(within(cardOf('Campus Outreach')).getByText('No description provided.')).toBeVisible();
    await expect(within(cardOf('Campus Outreach')).getByText('1 file')).toBeVisible();
    await expect(cardOf('Baptism Sabbath').querySelector('img'), 'a broken picture: the placeholder').toHaveAttribute('src', PLACEHOLDER_SRC);
    // Cards are at least 320 px wide (or the full width of a narrower screen).
    const least = Math.min(320, grid.clientWidth);
    for (const c of cards) await expect(c.getBoundingClientRect().width).toBeGreaterThanOrEqual(least);
  },
};

export const Empty: Story = emptyStory(listMediaHandler([]), 'No media available.');

export const LoadError: Story = loadErrorStory(listMediaHandler(mediaServerError), 'Failed to load media. Please try again later.', async () => {
  await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(screen.queryByText('No media available.')).not.toBeInTheDocument();
});

export const Loading: Story = loadingStory({ list: listMediaHandler(never) }, 'Loading media...');

/** Nothing typed: the specification's text, and nothing is sent. */
export const ValidationError: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(uploadForm().getByRole('button', { name: 'Upload Media' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Event title and at least one file are required.');
    // A title without files is refused the same way.
    await userEvent.type(uploadForm().getByLabelText(/^Event title/), 'Choir night');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await userEvent.click(uploadForm().getByRole('button', { name: 'Upload Media' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Event title and at least one file are required.');
    await expect(received.form).toBeUndefined();
  },
};

/** While the files go up: a progress bar, the button reads 'Uploading...' and the form is locked. */
export const Uploading: Story = savingStory(
  createMediaHandler,
  uploadNew,
  uploadForm,
  async () => {
    await expect(uploadForm().getByLabelText(/^Event title/)).toBeDisabled();
    const bar = uploadForm().getByRole('progressbar', { name: 'Uploading 2 files' });
    // How far it got depends on the transport (MSW's worker holds the body): a value 0 to 100.
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
  },
  'Uploading...',
);

export const UploadSucceeds: Story = {
  play: async () => {
    await uploadNew();
    await sentAs('Media uploaded successfully!', {
      event_title: ['Choir night'],
      description: ['Songs of praise.'],
      media_files: ['choir.png', 'choir.mp4'],
      file_details: [FILL_UPLOAD_DETAILS],
    });
    // The new item comes first, and the form is empty again.
    const cards = within(screen.getByRole('list', { name: 'Media items' })).getAllByRole('listitem');
    await expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Choir night');
    await expect(within(cards[0]!).getByText('2 files')).toBeVisible();
    await expect(uploadForm().getByLabelText(/^Event title/)).toHaveValue('');
    await expect(uploadForm().queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await expect(uploadForm().queryByRole('progressbar')).not.toBeInTheDocument();
    await imagesSettled();
  },
};

/** An album marked as written in Kiswahili (issue 31): the choice goes with the files; the emptied form starts from the back-office's language again. */
export const UploadInSwahili: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await loaded();
    await fillUpload();
    const language = () => uploadForm().getByLabelText(/^Language of the text/);
    await expect(language()).toHaveValue('en');
    await userEvent.selectOptions(language(), 'Kiswahili');
    await userEvent.click(uploadForm().getByRole('button', { name: 'Upload Media' }));
    await sentAs('Media uploaded successfully!', {
      event_title: ['Choir night'],
      description: ['Songs of praise.'],
      language: ['sw'],
      media_files: ['choir.png', 'choir.mp4'],
      file_details: [FILL_UPLOAD_DETAILS],
    });
    await expect(language()).toHaveValue('en');
    await imagesSettled();
  },
};

export const UploadFails: Story = refusedStory(createMediaHandler(() => apiError(413, 'media_files: "choir.mp4" is too large.')), uploadNew, 'Upload failed.', {
  // What was typed and chosen stays for another try.
  then: async () => {
    await expect(uploadForm().getByLabelText(/^Event title/)).toHaveValue('Choir night');
    await expect(uploadForm().getByRole('list', { name: 'Chosen files' }).querySelectorAll('li')).toHaveLength(2);
  },
});

/** Edit prefills title and description and lists the current files, each removable. */
export const Editing: Story = {
  play: async () => {
    const dialog = await openEdit('Youth Congress 2025');
    await expect(dialog.getByLabelText(/^Event title/)).toHaveValue('Youth Congress 2025');
    await expect(dialog.getByLabelText(/^Description/)).toHaveValue('Three days of worship, seminars and outreach in Dodoma.');
    const current = dialog.getByRole('list', { name: 'Current files' });
    await expect(within(current).getAllByRole('listitem')).toHaveLength(3);
    await seen(dialog.getByRole('button', { name: 'Remove Video 3' }));
    await imagesSettled();
  },
};

export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await openEdit('Youth Congress 2025');
    await retype(dialog.getByLabelText(/^Event title/), 'Youth Congress, Dodoma');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Image 2' }));
    await expect(dialog.queryByRole('button', { name: 'Remove Image 2' })).not.toBeInTheDocument();
    await userEvent.upload(dialog.getByLabelText(/^Files/), [await pngFile('extra.png')]);
    await userEvent.click(within(dialog.getByRole('group', { name: 'extra.png' })).getByRole('checkbox', { name: /^Decorative/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await sentAs(
      'Media updated successfully!',
      {
        event_title: ['Youth Congress, Dodoma'],
        description: ['Three days of worship, seminars and outreach in Dodoma.'],
        // Unchanged, sent all the same.
        media_files: ['extra.png'],
        remove_files: ['uploads/congress-2.svg'],
        file_details: [JSON.stringify({ 'new:0': { alt: null, decorative: true, focus: null } })],
      },
      /\/api\/media\/3$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = within(cardOf('Youth Congress, Dodoma'));
    // Three files before, one removed, one added.
    await expect(updated.getByText('3 files')).toBeVisible();
  },
};

/** An album written in Kiswahili opens with its language; changed to English, it is sent so, and the item reads English when opened again. */
export const EditSwahiliToEnglish: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: { list: listMediaHandler(mediaItems.map((m) => (m.ID === 2 ? { ...m, EventTitle: 'Uinjilisti Chuoni', Language: 'sw' as const } : m))) } },
  },
  play: async () => {
    const dialog = await openEdit('Uinjilisti Chuoni');
    const language = dialog.getByLabelText(/^Language of the text/);
    await expect(language).toHaveValue('sw');
    await userEvent.selectOptions(language, 'English');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    // A change of language is sent; an English item that stays English sends none (EditSaves).
    await sentAs('Media updated successfully!', { event_title: ['Uinjilisti Chuoni'], description: [''], language: ['en'] }, /\/api\/media\/2$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer leaves English out: the item is English now, not still Kiswahili.
    const again = await openEdit('Uinjilisti Chuoni');
    await expect(again.getByLabelText(/^Language of the text/)).toHaveValue('en');
  },
};

export const EditValidationError: Story = {
  play: async () => {
    const dialog = await openEdit('Campus Outreach');
    await userEvent.clear(dialog.getByLabelText(/^Event title/));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Event title is required.');
    await expect(received.form).toBeUndefined();
    await seen(screen.getByRole('dialog', { name: 'Edit Media' }));
  },
};

export const EditFails: Story = refusedStory(
  updateMediaHandler(mediaServerError),
  async () => userEvent.click((await openEdit('Campus Outreach')).getByRole('button', { name: 'Save Changes' })),
  'Update failed.',
  // The modal stays open with what was typed.
  { screenshot: false, then: () => seen(screen.getByRole('dialog', { name: 'Edit Media' })) },
);

/** Cancel closes the modal and changes nothing. */
export const EditCancel: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await openEdit('Campus Outreach');
    await userEvent.type(dialog.getByLabelText(/^Event title/), ' changed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('heading', { name: 'Campus Outreach', level: 3 })).toBeVisible();
    await expect(received.form).toBeUndefined();
  },
};

const deleteOutreach = deleteStories(
  {
    loaded,
    card: cardOf,
    item: 'Campus Outreach',
    dialog: 'Delete this media item?',
    listed: () => within(screen.getByRole('list', { name: 'Media items' })).getAllByRole('listitem'),
  },
  (answer) => ({ writes: [deleteMediaHandler(answer)] }),
);

/** Delete asks first, shows 'Deleting...' while the call runs, then the card leaves. */
export const Deleting: Story = deleteOutreach.deletingStory({ description: '"Campus Outreach" and its files will be deleted. This cannot be undone.' });

export const DeleteSucceeds: Story = deleteOutreach.succeedsStory(
  {
    busyFirst: true,
    message: 'Media deleted successfully!',
    url: /\/api\/media\/2\/delete$/,
    gone: () => screen.queryByRole('heading', { name: 'Campus Outreach' }),
    left: 2,
  },
  { screenshot: false },
);

export const DeleteFails: Story = deleteOutreach.failsStory(mediaServerError, {
  error: 'Failed to delete media.',
  // The item is still listed behind the dialog.
  afterwards: () => expect(screen.getByRole('heading', { name: 'Campus Outreach', level: 3, hidden: true })).toBeInTheDocument(),
});

/** The first file full size; the arrows go on to the video. */
export const Viewer: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(within(cardOf('Youth Congress 2025')).getByRole('button', { name: 'View Youth Congress 2025' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Youth Congress 2025' }));
    await expect(await viewer.findByRole('img')).toHaveAttribute('src', '/uploads/congress-1.svg');
    await seen(() => viewer.getByText('1 / 3'));
    await userEvent.click(viewer.getByRole('button', { name: 'Previous' }));
    await seen(() => viewer.getByText('3 / 3'));
    await expect(viewer.getByLabelText('Youth Congress 2025, 3 of 3')).toHaveProperty('tagName', 'VIDEO');
    await userEvent.click(viewer.getByRole('button', { name: 'Next' }));
    await seen(() => viewer.getByText('1 / 3'));
    await imagesSettled();
  },
};

/** Banners clear themselves after 3 s (the screens' real timer, not held as in the other stories). */
export const BannerClearsAfterThreeSeconds: Story = bannerClearsStory(async () => {
  await loaded();
  await userEvent.click(uploadForm().getByRole('button', { name: 'Upload Media' }));
  return screen.findByRole('alert');
});

/** One column that fits the screen. */
export const Phone: Story = phoneStory(loaded, async (grid) => {
  await expect(within(grid).getAllByRole('listitem')[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  await expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
});

export const PhoneEditing: Story = {
  globals: phone,
  play: async () => {
    const dialog = await openEdit('Youth Congress 2025');
    await expect(dialog.getByLabelText(/^Event title/)).toHaveValue('Youth Congress 2025');
    await seen(dialog.getByRole('button', { name: 'Save Changes' }));
    await imagesSettled();
  },
};
