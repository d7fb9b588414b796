// The Media screen stories' steps: the upload form, an upload typed in, an edit opened.
import { expect, screen, userEvent, within } from 'storybook/test';
import { pngFile, videoFile } from '../../support/files';
import { editFromCard, listLoaded } from '../../admin/pages/screenStories';
import { submitting } from '../../admin/pages/formStories';
import { describePicture } from '../../support/pictures';

export const loaded = () => listLoaded('Media items');

export function uploadForm() {
  return within(screen.getByRole('region', { name: 'Upload Media' }));
}

export async function fillUpload() {
  const form = uploadForm();
  await userEvent.type(form.getByLabelText(/^Event title/), 'Choir night');
  await userEvent.type(form.getByLabelText(/^Description/), 'Songs of praise.');
  await userEvent.upload(form.getByLabelText(/^Photos and videos/), [await pngFile('choir.png'), videoFile('choir.mp4')]);
  await expect(form.getByRole('list', { name: 'Chosen files' }).querySelectorAll('li')).toHaveLength(2);
  await describePicture(form, 'choir.png', 'The choir singing');
}

export const uploadNew = submitting(loaded, fillUpload, () => uploadForm().getByRole('button', { name: 'Upload Media' }));

/** What fillUpload's alt text sends. */
export const FILL_UPLOAD_DETAILS = JSON.stringify({ 'new:0': { alt: 'The choir singing', decorative: false, focus: null } });

export const openEdit = (title: string) => editFromCard(loaded, title, 'dialog', 'Edit Media');
