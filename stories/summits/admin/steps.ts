// The Summit screen stories' steps: its form, a new summit typed in and sent, an edit started and confirmed.
import { screen, userEvent, within } from 'storybook/test';
import { pdfFile, pngFile } from '../../support/files';
import { submitting } from '../../admin/pages/formStories';
import { describePicture } from '../../support/pictures';
import { editFromCard, listLoaded } from '../../admin/pages/screenStories';

export const loaded = () => listLoaded('Summits');

export function form() {
  return within(screen.getByRole('region', { name: /^(Create|Edit) Summit$/ }));
}

/** Each new poster described: 'Poster new1.png', ... */
export async function describePosters(f: ReturnType<typeof form>) {
  for (const name of ['new1.png', 'new2.png']) await describePicture(f, name, `Poster ${name}`);
}

async function fillSummit() {
  const f = form();
  await userEvent.type(f.getByLabelText(/^Summit title/), 'Youth Summit 2026');
  await userEvent.upload(f.getByLabelText(/^Outfit image/), await pngFile('outfit.png'));
  await userEvent.type(f.getByLabelText(/^Alt text/), 'Navy blazer with the TUCASA badge');
  await userEvent.upload(f.getByLabelText(/^Timetable/), pdfFile('timetable.pdf'));
  await userEvent.upload(f.getByLabelText(/^Posters/), [await pngFile('day1.png'), await pngFile('day2.png', '#f59e0b')]);
  await describePicture(f, 'day1.png', 'Day one programme');
  await userEvent.click(within(f.getByRole('group', { name: 'day2.png' })).getByRole('checkbox', { name: /^Decorative/ }));
}

export const createSummit = submitting(loaded, fillSummit, () => form().getByRole('button', { name: 'Create Summit' }));

export const startEdit = (title: string) => editFromCard(loaded, title, 'region', 'Edit Summit');

/** Update Summit pressed on the edit form `f`, and the update confirmed. */
export async function updateConfirmed(f: ReturnType<typeof form>) {
  await userEvent.click(f.getByRole('button', { name: 'Update Summit' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Update' })).getByRole('button', { name: 'Confirm Update' }));
}
