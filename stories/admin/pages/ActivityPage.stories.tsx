import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import ActivityPage from '../../../src/admin/pages/ActivityPage';
import { never } from '../../mocks/admin-content';
import { activityHandlers, activityQueries, activityServerError } from '../../mocks/admin-activity';
import { expectVisibleFocus } from '../../support/focus';
import { seen } from './seen';
import { adminScreen, emptyStory, phoneStory } from './screenStories';

const screenMeta = adminScreen(ActivityPage, 'activity', { list: activityHandlers.list() });

const meta = {
  title: 'Admin/Pages/Activity',
  ...screenMeta,
  beforeEach: () => {
    activityQueries.length = 0;
    return screenMeta.beforeEach();
  },
} satisfies Meta<typeof ActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = () => screen.findByRole('list', { name: 'Activity entries' });
const lines = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);

/** Newest first: who did what to which item, when (in Dar es Salaam) and from where. */
export const Loaded: Story = {
  play: async () => {
    const list = await loaded();
    await expect(lines(list)).toEqual([
      'owner@tucasa.org created Announcement “Week of Prayer”',
      'editor@tucasa.org moved to the trash Book “Steps to Christ”',
      'editor@tucasa.org updated Calendar event “Camp Meeting”',
      'owner@tucasa.org restored Media “Youth Camp 2025”',
      'owner@tucasa.org updated Settings',
      'owner@tucasa.org deleted for good Leader “Neema Mollel”',
    ]);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('20 Nov 2026, 04:00 · from 203.0.113.7');
  },
};

export const Empty: Story = emptyStory(activityHandlers.list(() => Response.json({ entries: [], next: null })), 'No activity yet.');

export const Loading: Story = {
  parameters: { msw: { handlers: { list: activityHandlers.list(never) } } },
  play: async () => {
    await expect(await screen.findByText('Loading the activity...')).toBeInTheDocument();
  },
};

/** A failed load: the red banner, and the text with Try again, which loads it again. */
export const FetchError: Story = {
  parameters: {
    msw: { handlers: { list: activityHandlers.list((info) => (info.call === 1 ? activityServerError() : Response.json({ entries: [], next: null }))) } },
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the activity.');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await seen(await screen.findByText('No activity yet.'));
  },
};

/** Person and type are asked of the server, which answers only what matches. */
export const Filtered: Story = {
  play: async () => {
    await loaded();
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'editor@tucasa.org');
    await waitFor(async () =>
      expect(lines(await loaded())).toEqual([
        'editor@tucasa.org moved to the trash Book “Steps to Christ”',
        'editor@tucasa.org updated Calendar event “Camp Meeting”',
      ]),
    );
    await expect(activityQueries.at(-1)?.get('person')).toBe('2');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Book');
    await waitFor(async () => expect(lines(await loaded())).toEqual(['editor@tucasa.org moved to the trash Book “Steps to Christ”']));
    await expect(activityQueries.at(-1)?.get('type')).toBe('book');
  },
};

/** A page at a time: Show older entries asks for the ones before the last shown, and adds them. */
export const Paged: Story = {
  parameters: { msw: { handlers: { list: activityHandlers.list(undefined, 4) } } },
  play: async () => {
    const list = await loaded();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    await expect(await within(list).findByText('Neema Mollel', { exact: false })).toBeVisible();
    await expect(activityQueries.at(-1)?.get('before')).toBe('3');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  },
};

/** From the keyboard: Tab reaches the filters and Show older entries, with a visible focus ring. */
export const Keyboard: Story = {
  parameters: { msw: { handlers: { list: activityHandlers.list(undefined, 4) } } },
  play: async () => {
    await loaded();
    screen.getByLabelText('Person').focus();
    await userEvent.tab();
    await expectVisibleFocus(screen.getByLabelText('Type'));
    await userEvent.tab();
    await expectVisibleFocus(screen.getByRole('button', { name: 'Show older entries' }));
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Neema Mollel', { exact: false })).toBeVisible();
  },
};

export const Phone: Story = phoneStory(loaded);
