import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import AlbumsScreen from '../../../src/features/albums/admin/AlbumsScreen';
import { apiError } from '../../mocks/admin-content';
import { createMediaHandler, updateMediaHandler } from '../admin-mocks';
import { seen } from '../../admin/pages/seen';
import { openEdit, uploadNew } from './steps';
import mediaScreen from './AlbumsScreen.stories';

// A refused upload or update on the Media screen says why: the specification's 'Upload failed.' or
// 'Update failed.', then the server's reason (which file, its type, the size limit), as the other
// screens show theirs.

// The Media screen's own setup (handlers, frame), under a title of its own.
const meta = { ...mediaScreen, title: 'Admin/Pages/Media/Refusals' } satisfies Meta<typeof AlbumsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file of a type the server does not take: named, with the types it does. */
export const UploadRefusedSaysWhy: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: { writes: [createMediaHandler(() => apiError(415, 'media_files: "notes.txt" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).'))] } },
  },
  play: async () => {
    await uploadNew();
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload failed. media_files: "notes.txt" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).',
    );
  },
};

/** A file over its limit: the limit, above the modal that keeps what was typed. */
export const EditRefusedSaysWhy: Story = {
  parameters: { msw: { handlers: { writes: [updateMediaHandler(() => apiError(413, 'media_files: files may be at most 200 MB.'))] } } },
  play: async () => {
    const dialog = await openEdit('Campus Outreach');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Update failed. media_files: files may be at most 200 MB.');
    await seen(screen.getByRole('dialog', { name: 'Edit Media' }));
  },
};
