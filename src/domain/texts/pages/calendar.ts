import { PAGE_HEADINGS } from '../pageHeadings';

/**
 * The calendar page's words (spec sections 2 and 8), letter for letter: a module of its own, loaded
 * with the pages that show them.
 */
export const CALENDAR_PAGE_TEXTS = {
  ...PAGE_HEADINGS.calendar,
  events: 'Events',
  quarterLabel: 'Quarter:',
  monthLabel: 'Month:',
  participantsLabel: 'Participants:',
  empty: 'No events yet. Check back soon!',
  loadError: 'Failed to load events. Please try again later.',
  subscribe: 'Subscribe',
  subscribeHint: 'Add the whole calendar to your phone or computer: new events appear there on their own.',
  addToCalendar: 'Add to calendar',
  /** The link's full name for screen readers, which read it without its card around it. */
  addToCalendarFor: (event: string) => `Add to calendar: ${event}`,
} as const;
