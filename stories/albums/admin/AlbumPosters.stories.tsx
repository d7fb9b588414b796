import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AlbumsScreen from '../../../src/features/albums/admin/AlbumsScreen';
import { received } from '../../mocks/admin-content';
import { pngFile, recordedVideo } from '../../support/files';
import { seen } from '../../admin/pages/seen';
import { FILL_UPLOAD_DETAILS, loaded, openEdit, uploadForm } from './steps';
import { describePicture } from '../../support/pictures';
import mediaScreen from './AlbumsScreen.stories';

// A chosen video gets a poster picker on the Media screen (issue 13): its frame is sent with the
// upload as video_posters, with its index among the files as video_poster_for. The clip is recorded
// in the browser, so its frames vary: these stories are checked by their play functions only.

const meta = { ...mediaScreen, title: 'Admin/Pages/Media/Video posters', parameters: { ...mediaScreen.parameters, screenshot: false } } satisfies Meta<typeof AlbumsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upload: the frame grabbed from the chosen video goes with it. */
export const UploadSendsPoster: Story = {
  play: async () => {
    await loaded();
    const form = uploadForm();
    await userEvent.type(form.getByLabelText(/^Event title/), 'Choir night');
    await userEvent.upload(form.getByLabelText(/^Photos and videos/), [await pngFile('choir.png'), await recordedVideo('choir.webm')]);
    const picker = await form.findByRole('figure', { name: 'Poster picture for choir.webm' });
    await expect(await within(picker).findByRole('slider', { name: 'Moment' })).toBeVisible();
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-busy'));
    await describePicture(form, 'choir.png', 'The choir singing');
    await userEvent.click(form.getByRole('button', { name: 'Upload Media' }));
    await seen(await screen.findByText('Media uploaded successfully!'));
    await expect(received.form).toEqual({
      event_title: ['Choir night'],
      media_files: ['choir.png', 'choir.webm'],
      video_posters: ['blob'],
      video_poster_for: ['1'],
      file_details: [FILL_UPLOAD_DETAILS],
    });
    // The form empties, its pickers with it.
    await expect(form.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** Edit: a video added to an item gets its picker and its poster too. */
export const EditSendsPoster: Story = {
  play: async () => {
    const dialog = await openEdit('Campus Outreach');
    await userEvent.upload(dialog.getByLabelText(/^Files/), await recordedVideo('outreach.webm'));
    const picker = await dialog.findByRole('figure', { name: 'Poster picture for outreach.webm' });
    await waitFor(() => expect(within(picker).getByRole('slider', { name: 'Moment' })).toBeVisible());
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-busy'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await seen(await screen.findByText('Media updated successfully!'));
    await expect(received.form?.video_posters).toEqual(['blob']);
    await expect(received.form?.video_poster_for).toEqual(['0']);
  },
};
