// Steps on a picture's texts that more than one kind's screen takes: the albums' upload and the
// summits' posters both describe a picture, and no kind's stories reach into another's.
import { within } from 'storybook/test';
import { retype } from '../admin/pages/formStories';

/** Types the alt text of the picture `name` (a new file's name, or 'Image 2' for a stored one). */
export async function describePicture(form: { getByRole: (role: 'group', options: { name: string }) => HTMLElement }, name: string, alt: string) {
  await retype(within(form.getByRole('group', { name })).getByLabelText(/^Alt text/), alt);
}
