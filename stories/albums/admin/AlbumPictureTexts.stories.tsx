import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AlbumsScreen from '../../../src/features/albums/admin/AlbumsScreen';
import { received, uploadsHandler } from '../../mocks/admin-content';
import { createMediaHandler, listMediaHandler, mediaItems, updateMediaHandler } from '../admin-mocks';
import { pngFile, videoFile } from '../../support/files';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { seen } from '../../admin/pages/seen';
import { loaded, openEdit, uploadForm } from './steps';
import { describePicture } from '../../support/pictures';
import { adminScreen, phone } from '../../admin/pages/screenStories';

// The gallery's pictures' alt texts on the Media screen (issue 13, decision 024): each new picture
// needs an alt text or "Decorative" before the upload goes; a stored picture's are edited in the
// edit dialog, sent as file_details, and never block a save.

const described = mediaItems.map((m) =>
  m.EventTitle === 'Campus Outreach' ? { ...m, FileDetails: { 'uploads/outreach.svg': { alt: 'Students at the campus gate', decorative: false, focus: null } } } : m,
);

const meta = {
  title: 'Admin/Pages/Media/Picture texts',
  ...adminScreen(AlbumsScreen, 'gallery/media', {
    uploads: uploadsHandler,
    list: listMediaHandler(described),
    writes: [createMediaHandler(), updateMediaHandler()],
  }),
} satisfies Meta<typeof AlbumsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALT_REQUIRED = 'Describe the picture in its alt text, or tick "Decorative" when it only decorates.';

async function choose() {
  await loaded();
  const form = uploadForm();
  await userEvent.type(form.getByLabelText(/^Event title/), 'Choir night');
  await userEvent.upload(form.getByLabelText(/^Photos and videos/), [await pngFile('choir.png'), videoFile('choir.mp4'), await pngFile('stage.png')]);
  return form;
}

/** Each chosen picture gets its own alt text and "Decorative", named by its file; a video none. */
export const UploadAsksEachPicture: Story = {
  play: async () => {
    const form = await choose();
    await expect(form.getByRole('group', { name: 'choir.png' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'stage.png' })).toBeVisible();
    await expect(form.queryByRole('group', { name: 'choir.mp4' })).not.toBeInTheDocument();
    // The video's poster picker has tried its frame: the screenshot does not catch it midway.
    await waitFor(() => expect(form.getByRole('figure', { name: 'Poster picture for choir.mp4' })).not.toHaveAttribute('aria-busy'));
    await imagesSettled();
  },
};

/** Without them the upload waits, the reason beside each picture left undescribed; the first is focused. */
export const UploadWaitsForAltText: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const form = await choose();
    await describePicture(form, 'stage.png', 'The stage before the concert');
    await userEvent.click(form.getByRole('button', { name: 'Upload Media' }));
    const choir = within(form.getByRole('group', { name: 'choir.png' }));
    await expect(await choir.findByText(ALT_REQUIRED)).toBeVisible();
    await waitFor(() => expect(choir.getByLabelText(/^Alt text/)).toHaveFocus());
    await expect(within(form.getByRole('group', { name: 'stage.png' })).queryByText(ALT_REQUIRED)).not.toBeInTheDocument();
    await expect(received.form).toBeUndefined();
    // "Decorative" is enough: the upload goes, each picture's details by its place among the files.
    await userEvent.click(choir.getByRole('checkbox', { name: /^Decorative/ }));
    await userEvent.click(form.getByRole('button', { name: 'Upload Media' }));
    await seen(await screen.findByText('Media uploaded successfully!'));
    await expect(received.form?.file_details).toEqual([
      JSON.stringify({ 'new:0': { alt: null, decorative: true, focus: null }, 'new:2': { alt: 'The stage before the concert', decorative: false, focus: null } }),
    ]);
  },
};

/** Editing: a stored picture's alt text shows and changes by its path; an undescribed one does not block. */
export const EditStoredPicture: Story = {
  play: async () => {
    const dialog = await openEdit('Campus Outreach');
    await expect(within(dialog.getByRole('group', { name: 'Image 1' })).getByLabelText(/^Alt text/)).toHaveValue('Students at the campus gate');
    await describePicture(dialog, 'Image 1', 'Students welcomed at the campus gate');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await seen(await screen.findByText('Media updated successfully!'));
    await expect(received.form?.file_details).toEqual([
      JSON.stringify({ 'uploads/outreach.svg': { alt: 'Students welcomed at the campus gate', decorative: false, focus: null } }),
    ]);
  },
};

/** A stored picture without alt text (from before) does not block an edit, and nothing is sent for it. */
export const EditOldPictureUntouched: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await openEdit('Youth Congress 2025');
    await expect(within(dialog.getByRole('group', { name: 'Image 1' })).getByLabelText(/^Alt text/)).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await seen(await screen.findByText('Media updated successfully!'));
    await expect(received.form?.file_details).toBeUndefined();
  },
};

/** At phone width the groups fit: nothing scrolls sideways. */
export const UploadAsksEachPicturePhone: Story = {
  globals: phone,
  play: async (context) => {
    await UploadAsksEachPicture.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
