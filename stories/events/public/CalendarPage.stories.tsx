import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CalendarPage from '../../../src/features/events/public/CalendarPage';
import { calendarHandlers } from '../mocks';
import { loadErrorStory, publicPage, swahiliPhoneStory } from '../../public/pages/publicPage';
import { expectVisibleFocus, tabTo } from '../../support/focus';
import { fullText } from '../../support/text';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';

const meta = {
  title: 'Public/Pages/Calendar',
  ...publicPage(CalendarPage, '/calendar', [calendarHandlers.loaded()]),
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' event names, top to bottom. */
async function eventNames(canvasElement: HTMLElement): Promise<string[]> {
  const list = await within(canvasElement).findByRole('list', { name: 'Events' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '');
}

/** The card (article) of an event, found by its name. */
function card(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('heading', { level: 2, name }).closest('article')!);
}

/** The card of event `name` shows its `date` and each of `details` (a label and its value). */
async function expectCard(canvasElement: HTMLElement, name: string, date: string, ...details: string[]) {
  const event = card(canvasElement, name);
  await expect(event.getByText(date)).toBeVisible();
  for (const detail of details) await expect(event.getByText(fullText(detail))).toBeVisible();
}

/** Events in date order, the undated one last, each with date, quarter, month and participants. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeVisible();
    await expect(canvas.getByText('Explore Upcoming Events and Activities')).toBeVisible();
    await expect(await eventNames(canvasElement)).toEqual([
      'New Year Consecration Service',
      'Campus Evangelism Training',
      'Week of Prayer',
      'Mid-year Fellowship',
      'Annual Summit',
      'Orientation Fellowship',
    ]);

    await expectCard(canvasElement, 'New Year Consecration Service', '1st January, 2025', 'Quarter: Q1', 'Month: January', 'Participants: All members');
    await expectCard(canvasElement, 'Campus Evangelism Training', '22nd February, 2025');
    await expectCard(canvasElement, 'Week of Prayer', '3rd March, 2025');
    await expectCard(canvasElement, 'Mid-year Fellowship', '13th June, 2025', 'Quarter: Q2', 'Participants: N/A');
    await expectCard(canvasElement, 'Annual Summit', '1st December, 2025', 'Quarter: Q4', 'Month: December');
    await expectCard(canvasElement, 'Orientation Fellowship', 'No Date', 'Quarter: N/A', 'Month: N/A', 'Participants: First-year students');
  },
};

/** Another server's field names (ID/_id, Title/Event, Date/EventDate, Participants) and a date no one can read. */
export const OtherFieldNames: Story = {
  parameters: { msw: [calendarHandlers.legacy()] },
  play: async ({ canvasElement }) => {
    await expect(await eventNames(canvasElement)).toEqual(['New Year Consecration Service', 'Health Expo', 'Music Festival', 'Mission Trip']);
    await expectCard(canvasElement, 'Health Expo', '11th April, 2025', 'Participants: Health ministry, public');
    await expectCard(canvasElement, 'Music Festival', '22nd August, 2025', 'Quarter: Q3', 'Participants: N/A');
    await expectCard(canvasElement, 'Mission Trip', 'Invalid Date', 'Quarter: N/A', 'Month: N/A');
  },
};

export const Loading: Story = {
  parameters: { msw: [calendarHandlers.pending()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'TUCASA Calendar' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: [calendarHandlers.empty()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No events yet. Check back soon!')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The server's own error text is shown in the red banner at the top. */
export const Error: Story = loadErrorStory(calendarHandlers.error(), 'Database is busy, try again.', 'No events yet. Check back soon!');

/** On a Swahili page (issue 31), the server's English words are said in Swahili: what its answer's status means. */
export const SwahiliError: Story = {
  ...loadErrorStory(calendarHandlers.error(503), SWAHILI_PAGES.serverErrors.byStatus[503]),
  globals: { locale: 'sw' },
  parameters: { msw: [calendarHandlers.error(503)], screenshot: false },
};

/** A failure without a text of its own: the page's text. */
export const ErrorWithoutText: Story = {
  parameters: { msw: [calendarHandlers.errorWithoutText()] },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load events. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Same picture as Loaded at 375 px (already a baseline); checks the one-column layout. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect((await eventNames(canvasElement))[0]).toBe('New Year Consecration Service');
    // One column, nothing wider than the phone.
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards[0]!.getBoundingClientRect().left).toBe(cards[1]!.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * Subscribe: the feed on this host as webcal://, so a calendar app follows it; Add to calendar on
 * each card: that event's own .ics, downloaded. Both reached from the keyboard.
 */
export const FollowTheCalendar: Story = {
  // The same picture as Loaded.
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const subscribe = canvas.getByRole('link', { name: 'Subscribe' });
    await waitFor(() => expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/calendar.ics`));
    await expect(canvas.getByText(/new events appear there on their own/)).toBeVisible();
    subscribe.focus();
    await userEvent.tab({ shift: true });
    await tabTo(userEvent, subscribe);

    await eventNames(canvasElement);
    const add = card(canvasElement, 'Week of Prayer').getByRole('link', { name: 'Add to calendar: Week of Prayer' });
    await expect(add).toHaveAttribute('href', '/calendar/3.ics');
    await expect(add).toHaveAttribute('download');
    await expect(canvas.getAllByRole('link', { name: /^Add to calendar/ })).toHaveLength(6);
  },
};

/** An event whose id is not a number (another server's) has no calendar file of its own. */
export const NoCalendarFileWithoutId: Story = {
  parameters: { msw: [calendarHandlers.legacy()], screenshot: false },
  play: async ({ canvasElement }) => {
    await eventNames(canvasElement);
    await expect(card(canvasElement, 'Health Expo').getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', '/calendar/4.ics');
    await expect(card(canvasElement, 'Music Festival').queryByRole('link', { name: /^Add to calendar/ })).not.toBeInTheDocument();
  },
};

/** An event's name leads to its own page; it looks like the card's title and shows the focus ring. */
export const TitleLinks: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await eventNames(canvasElement);
    const link = card(canvasElement, 'Week of Prayer').getByRole('link', { name: 'Week of Prayer' });
    await expect(link).toHaveAttribute('href', '/calendar/3');
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(link.closest('h2')!).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    link.focus();
    await expectVisibleFocus(link);
  },
};

/** In Swahili on a phone (issue 31). */
export const SwahiliPhone: Story = swahiliPhoneStory(SWAHILI_PAGES.pages.calendar.heading);

/** On the Swahili page, the feed to follow is the Swahili one (its own words and links in Swahili). */
export const FollowInSwahili: Story = {
  globals: { locale: 'sw' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const subscribe = await canvas.findByRole('link', { name: SWAHILI_PAGES.pages.calendar.subscribe });
    await waitFor(() => expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/sw/calendar.ics`));
  },
};
