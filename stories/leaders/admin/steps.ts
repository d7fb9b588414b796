// The Leaders screen stories' steps: its form, a new leader typed in and sent, an edit started.
import { expect, screen, userEvent, within } from 'storybook/test';
import { pngFile } from '../../support/files';
import { deleteLeaderHandler } from '../admin-mocks';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { cardOf, editFromCard, listLoaded, titlesIn } from '../../admin/pages/screenStories';
import { submitting } from '../../admin/pages/formStories';

export const loaded = (name = 'Chaplains') => listLoaded(name);

export function form() {
  return within(screen.getByRole('region', { name: /^(Add|Edit) / }));
}

export async function fillLeader() {
  const f = form();
  await userEvent.type(f.getByLabelText(/^Name/), 'Neema Massawe');
  await userEvent.type(f.getByLabelText(/^Title/), 'Youth Director Dodoma');
  await expect(f.getByLabelText(/^Title/)).toHaveAccessibleDescription('Saved as: Youth Director - Chaplain - Dodoma');
  await userEvent.type(f.getByLabelText(/^Contact/), '+255 700 000 001');
  await userEvent.upload(f.getByLabelText(/^Photo/), await pngFile('neema.png'));
  await userEvent.type(f.getByLabelText(/^Alt text/), 'Neema Massawe smiling');
}

export const addLeader = submitting(() => loaded(), fillLeader, () => form().getByRole('button', { name: 'Add Leader' }));

export const startEdit = (name: string) => editFromCard(loaded, name, 'region', 'Edit Chaplain');

/** The delete steps of the stories, on Grace Mushi. */
export const deleteGrace = deleteStories(
  { loaded, card: cardOf, item: 'Grace Mushi', dialog: 'Delete this leader?', listed: () => titlesIn(screen.getByRole('list', { name: 'Chaplains' })) },
  (answer) => ({ writes: [deleteLeaderHandler(answer)] }),
);
