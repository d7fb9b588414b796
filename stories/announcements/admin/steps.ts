// The Announcements screen stories' steps: the form and its fields, a card, the list loaded, an edit opened.
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { formFocused } from '../../admin/pages/screenStories';

export const form = () => within(screen.getByRole('form'));
export const titleField = () => form().getByLabelText(/^Title/);
export const card = (title: string) => screen.getByRole('article', { name: title });
export const languageField = () => form().getByLabelText(/^Language of the text/);

export async function loaded(): Promise<HTMLElement[]> {
  await screen.findByRole('article', { name: 'Week of Prayer' });
  await imagesSettled();
  return screen.getAllByRole('article');
}

export async function fill(title: string, description?: string) {
  await userEvent.type(titleField(), title);
  if (description) await userEvent.type(form().getByLabelText(/^Description/), description);
}

export async function startEdit(title: string) {
  await loaded();
  await userEvent.click(within(card(title)).getByRole('button', { name: `Edit ${title}` }));
  await waitFor(() => expect(titleField()).toHaveValue(title));
  await formFocused(screen.getByRole('form'));
}
