import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import EventsScreen from '../../../src/features/events/admin/EventsScreen';
import { ADMIN_CATALOGUE_SW } from '../../../src/domain/texts/sw/admin';
import { bareError, received } from '../../mocks/admin-content';
import {
  adminEvents,
  calendarError,
  createEventHandler,
  deleteEventHandler,
  legacyListHandler,
  listEventsHandler,
  updateEventHandler,
} from '../admin-mocks';
import { seen } from '../../admin/pages/seen';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { editCancelStory, refusedStory, savingStory, submitting } from '../../admin/pages/formStories';
import { adminScreen, cardOf, editFromCard, emptyStory, loadErrorStory, phoneStory, titlesIn } from '../../admin/pages/screenStories';

const meta = {
  title: 'Admin/Pages/Calendar',
  ...adminScreen(EventsScreen, 'annual-calendar', { list: listEventsHandler(), writes: [createEventHandler(), updateEventHandler(), deleteEventHandler()] }),
} satisfies Meta<typeof EventsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = () => screen.findByRole('list', { name: 'Events' });

function form() {
  return within(screen.getByRole('region', { name: /^(Add|Edit) Event$/ }));
}

/** A date input takes its value as 'yyyy-mm-dd' whatever it displays. */
async function pickDate(value: string) {
  await fireEvent.change(form().getByLabelText(/^Date/), { target: { value } });
}

/** Each event as the public calendar shows it: '3rd March, 2025', quarter, month, participants (or N/A). */
export const Loaded: Story = {
  play: async () => {
    const grid = await loaded();
    await expect(titlesIn(grid)).toEqual(['Week of Prayer', 'Zone Leaders Retreat', 'Annual Summit']);
    const prayer = within(cardOf('Week of Prayer'));
    await expect(prayer.getByText('3rd March, 2025')).toBeVisible();
    await expect(prayer.getByText('Q1')).toBeVisible();
    await expect(prayer.getByText('March')).toBeVisible();
    await expect(prayer.getByText('All members')).toBeVisible();
    await expect(within(cardOf('Zone Leaders Retreat')).getByText('11th May, 2025')).toBeVisible();
    await expect(within(cardOf('Annual Summit')).getByText('N/A')).toBeVisible();
  },
};

export const Empty: Story = emptyStory(listEventsHandler([]), 'No events available.');

export const LoadError: Story = loadErrorStory(listEventsHandler(bareError(500)), 'Failed to fetch annual calendars');

export const ValidationError: Story = {
  play: async () => {
    await loaded();
    await userEvent.type(form().getByLabelText(/^Event title/), 'Choir Festival');
    await userEvent.click(form().getByRole('button', { name: 'Add Event' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(received.json).toBeUndefined();
  },
};

/** A day that does not exist (typed by hand where the picker allows it) is refused. */
export const InvalidDate: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await loaded();
    const f = form();
    // What a browser without a day picker hands over for a day typed as 30 February.
    const date = f.getByLabelText<HTMLInputElement>(/^Date/);
    date.type = 'text';
    await userEvent.type(date, '2025-02-30');
    await userEvent.type(f.getByLabelText(/^Event title/), 'Leap day');
    await userEvent.type(f.getByLabelText(/^Participants/), 'Everyone');
    await userEvent.type(f.getByLabelText(/^Description/), 'Does not exist.');
    await userEvent.click(f.getByRole('button', { name: 'Add Event' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid date. Please select a valid date.');
    await expect(received.json).toBeUndefined();
  },
};

async function fillEvent() {
  const f = form();
  await pickDate('2025-12-06');
  await userEvent.type(f.getByLabelText(/^Event title/), 'Graduation Sabbath');
  await userEvent.type(f.getByLabelText(/^Participants/), 'Final-year students');
  await userEvent.type(f.getByLabelText(/^Description/), 'Blessing of the graduates.');
}

const addEvent = submitting(loaded, fillEvent, () => form().getByRole('button', { name: 'Add Event' }));

/** What fillEvent's form sends: the picked day as an ISO string, the texts trimmed. */
const FILLED_EVENT = {
  date: '2025-12-06T00:00:00.000Z',
  event: 'Graduation Sabbath',
  description: 'Blessing of the graduates.',
  participants: 'Final-year students',
};

/** The date goes as an ISO string; the new event takes its place by date. */
export const AddSucceeds: Story = {
  play: async () => {
    await addEvent();
    await seen(await screen.findByText('New event has been successfully added to the calendar!'));
    await expect(received.json).toEqual(FILLED_EVENT);
    await expect(titlesIn(screen.getByRole('list', { name: 'Events' }))).toEqual(['Week of Prayer', 'Zone Leaders Retreat', 'Annual Summit', 'Graduation Sabbath']);
    await expect(within(cardOf('Graduation Sabbath')).getByText('6th December, 2025')).toBeVisible();
    await expect(form().getByLabelText(/^Event title/)).toHaveValue('');
  },
};

const languageField = () => form().getByLabelText(/^Language of the text/);

/** Marked as written in Kiswahili (issue 31): the language goes in the JSON body. */
export const AddInSwahili: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await loaded();
    await fillEvent();
    await expect(languageField()).toHaveValue('en');
    await userEvent.selectOptions(languageField(), 'Kiswahili');
    await userEvent.click(form().getByRole('button', { name: 'Add Event' }));
    await seen(await screen.findByText('New event has been successfully added to the calendar!'));
    await expect(received.json).toEqual({ ...FILLED_EVENT, language: 'sw' });
    // The next new event starts from the back-office's language again.
    await expect(languageField()).toHaveValue('en');
  },
};

const SW = ADMIN_CATALOGUE_SW.admin;

/** An admin working in Swahili most likely writes in it: a new event's language starts as Kiswahili, sent so unpicked. */
export const AddInSwahiliBackOffice: Story = {
  globals: { locale: 'sw' },
  parameters: { screenshot: false },
  play: async () => {
    await screen.findByRole('list', { name: SW.calendar.events });
    const f = within(screen.getByRole('region', { name: SW.calendar.addTitle }));
    const language = f.getByLabelText(new RegExp(`^${SW.common.language}`));
    await expect(language).toHaveValue('sw');
    await expect(language).toHaveAccessibleDescription(SW.common.languageHint);
    await fireEvent.change(f.getByLabelText(new RegExp(`^${SW.calendar.date}`)), { target: { value: '2025-12-06' } });
    await userEvent.type(f.getByLabelText(new RegExp(`^${SW.common.eventTitle}`)), 'Sabato ya Mahafali');
    await userEvent.type(f.getByLabelText(new RegExp(`^${SW.calendar.participants}`)), 'Wanafunzi wa mwaka wa mwisho');
    await userEvent.type(f.getByLabelText(new RegExp(`^${SW.common.description}`)), 'Kuwabariki wahitimu.');
    await userEvent.click(f.getByRole('button', { name: SW.calendar.add }));
    await waitFor(() => expect(received.json).toMatchObject({ event: 'Sabato ya Mahafali', language: 'sw' }));
  },
};

export const Saving: Story = savingStory(createEventHandler, addEvent, form, () => expect(form().getByLabelText(/^Event title/)).toBeDisabled());

export const AddFails: Story = refusedStory(createEventHandler(calendarError(400, 'date: must be a date-time.')), addEvent, 'date: must be a date-time.', {
  then: () => expect(form().getByLabelText(/^Event title/)).toHaveValue('Graduation Sabbath'),
});

export const AddFailsWithoutText: Story = refusedStory(createEventHandler(bareError(500)), addEvent, 'Failed to create annual calendar', { screenshot: false });

async function startEdit(title: string) {
  const f = await editFromCard(loaded, title, 'region', 'Edit Event');
  // Typed into before the form is filled with the event, a field was overwritten with the event's
  // empty value on a busy machine ('All fields are required.'): the form is filled first.
  await waitFor(() => expect(f.getByLabelText(/^Event title/)).toHaveValue(title));
  return f;
}

export const Editing: Story = {
  play: async () => {
    const f = await startEdit('Zone Leaders Retreat');
    await expect(f.getByLabelText(/^Date/)).toHaveValue('2025-05-11');
    await expect(f.getByLabelText(/^Event title/)).toHaveValue('Zone Leaders Retreat');
    await expect(f.getByLabelText(/^Participants/)).toHaveValue('Zone leaders');
    await expect(f.getByLabelText(/^Description/)).toHaveValue('Planning the second half of the year.');
    await expect(f.getByRole('button', { name: 'Update Event' })).toBeVisible();
    await waitFor(() => expect(f.getByLabelText(/^Date/)).toHaveFocus());
  },
};

export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit('Zone Leaders Retreat');
    await fireEvent.change(f.getByLabelText(/^Date/), { target: { value: '2025-01-20' } });
    await userEvent.click(f.getByRole('button', { name: 'Update Event' }));
    await seen(await screen.findByText('The event has been successfully updated in the calendar!'));
    await expect(received.url).toMatch(/\/api\/annual-calendars\/4\/update$/);
    await expect(received.json).toMatchObject({ date: '2025-01-20T00:00:00.000Z', event: 'Zone Leaders Retreat' });
    // An English event that stays English: the specification's body, without a language.
    await expect(received.json).not.toHaveProperty('language');
    // Moved to its new place by date; back to create mode.
    await expect(titlesIn(screen.getByRole('list', { name: 'Events' }))[0]).toBe('Zone Leaders Retreat');
    await expect(screen.getByRole('region', { name: 'Add Event' })).toBeVisible();
  },
};

/** An event written in Kiswahili opens with its language; changed to English, that is what is sent. */
export const EditSwahiliEvent: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: { list: listEventsHandler(adminEvents.map((e) => (e.id === 4 ? { ...e, event: 'Mafungo ya Viongozi wa Kanda', language: 'sw' as const } : e))) } },
  },
  play: async () => {
    const f = await startEdit('Mafungo ya Viongozi wa Kanda');
    await expect(languageField()).toHaveValue('sw');
    await userEvent.selectOptions(f.getByLabelText(/^Language of the text/), 'English');
    await userEvent.click(f.getByRole('button', { name: 'Update Event' }));
    await seen(await screen.findByText('The event has been successfully updated in the calendar!'));
    await expect(received.url).toMatch(/\/api\/annual-calendars\/4\/update$/);
    await expect(received.json).toMatchObject({ event: 'Mafungo ya Viongozi wa Kanda', language: 'en' });
  },
};

/** The missing participants typed in, and Update Event pressed. */
async function participantsUpdated() {
  const f = await startEdit('Annual Summit');
  await userEvent.type(f.getByLabelText(/^Participants/), 'Everyone');
  await expect(f.getByLabelText(/^Participants/)).toHaveValue('Everyone');
  await userEvent.click(f.getByRole('button', { name: 'Update Event' }));
}

export const EditFails: Story = refusedStory(updateEventHandler(bareError(500)), participantsUpdated, 'Failed to update annual calendar', { screenshot: false });

export const EditCancel: Story = editCancelStory(startEdit, 'Annual Summit', 'Add Event', () => form().getByLabelText(/^Event title/));

/** Older data: a non-numeric ID cannot be edited, a missing one neither edited nor deleted. */
export const InvalidIds: Story = {
  parameters: { msw: { handlers: { list: legacyListHandler() } } },
  play: async () => {
    const grid = await loaded();
    // Unreadable dates go last.
    await expect(titlesIn(grid)).toEqual(['Campus Crusade', 'Week of Prayer', 'Zone Leaders Retreat', 'Annual Summit', 'Choir Festival']);
    await expect(within(cardOf('Choir Festival')).getByText('Invalid Date')).toBeVisible();
    await userEvent.click(within(cardOf('Campus Crusade')).getByRole('button', { name: 'Edit Campus Crusade' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid event ID for editing. ID must be a number.');
    await userEvent.click(within(cardOf('Choir Festival')).getByRole('button', { name: 'Edit Choir Festival' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid event ID for editing. ID is missing.'));
    await userEvent.click(within(cardOf('Choir Festival')).getByRole('button', { name: 'Delete Choir Festival' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid event ID for deletion. ID is missing or invalid.'));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(screen.getByRole('region', { name: 'Add Event' })).toBeVisible();
  },
};

const deleteSummit = deleteStories(
  { loaded, card: cardOf, item: 'Annual Summit', dialog: 'Delete this event?', listed: () => titlesIn(screen.getByRole('list', { name: 'Events' })) },
  (answer) => ({ writes: [deleteEventHandler(answer)] }),
);

export const Deleting: Story = deleteSummit.deletingStory();

export const DeleteSucceeds: Story = deleteSummit.succeedsStory(
  { message: 'Event deleted successfully!', url: /\/api\/annual-calendars\/2\/delete$/, left: ['Week of Prayer', 'Zone Leaders Retreat'] },
  { screenshot: false },
);

export const DeleteFails: Story = deleteSummit.failsStory(calendarError(404, 'Event not found.'), { error: 'Event not found.' }, { screenshot: false });

export const Phone: Story = phoneStory(loaded);
