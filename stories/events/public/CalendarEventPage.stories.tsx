import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../../src/kinds/paths';
import CalendarEventPage from '../../../src/features/events/public/CalendarEventPage';
import { calendarHandlers } from '../mocks';
import { fullText } from '../../support/text';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';
import { itemPage, itemStories } from '../../public/pages/itemPage';
import { swahiliPhoneStory } from '../../public/pages/publicPage';

const meta = {
  title: 'Public/Pages/Calendar event',
  ...itemPage(CalendarEventPage, paths.calendarEventRoute, paths.calendarEvent(3), [calendarHandlers.loaded()]),
} satisfies Meta<typeof CalendarEventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const BACK = { name: 'Back to the calendar', href: '/calendar' };

/** The event whole: its date, name, description, quarter, month and participants; the way back. */
export const Loaded: Story = itemStories.loaded({ title: 'Week of Prayer', back: BACK }, async (article) => {
  await expect(article.getByText('3rd March, 2025')).toBeVisible();
  await expect(article.getByText('Evening meetings on every campus.')).toBeVisible();
  const terms = article.getAllByRole('term').map((t) => t.textContent);
  const values = article.getAllByRole('definition').map((d) => d.textContent);
  await expect(terms).toEqual(['Quarter:', 'Month:', 'Participants:']);
  await expect(values).toEqual(['Q1', 'March', 'All campuses']);
  const add = article.getByRole('link', { name: 'Add to calendar: Week of Prayer' });
  await expect(add).toHaveAttribute('href', '/calendar/3.ics');
  await expect(add).toHaveAttribute('download');
});

/** An event without a date and without participants: 'No Date', N/A. */
export const Undated: Story = {
  parameters: { router: { initialEntries: [paths.calendarEvent(12)] }, msw: [calendarHandlers.loaded()] },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Orientation Fellowship' }));
    await expect(article.getByText('No Date')).toBeVisible();
    await expect(article.getAllByRole('definition').map((d) => d.textContent)).toEqual(['N/A', 'N/A', 'First-year students']);
  },
};

export const Loading: Story = itemStories.loading(calendarHandlers.pending(), BACK);

/** The server's own error text, as on the calendar page. */
export const Error: Story = itemStories.loadError(calendarHandlers.error(), 'Database is busy, try again.');

export const NotFound: Story = itemStories.notFound(paths.calendarEvent(99));

export const Phone: Story = itemStories.phone('Week of Prayer', async (canvas) => {
  await expect(await canvas.findByText(fullText('Week of Prayer'))).toBeVisible();
});

/** In Swahili on a phone (issue 31): the date, the quarter and the labels in Swahili, the event as written. */
export const SwahiliPhone: Story = swahiliPhoneStory('Week of Prayer', async (canvas) => {
  await expect(canvas.getByText('Jumatatu, 3 Machi 2025')).toBeVisible();
  await expect(canvas.getByRole('link', { name: SWAHILI_PAGES.pages.items.backToCalendar })).toBeVisible();
});
