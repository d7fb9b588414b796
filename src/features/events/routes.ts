// What every public page's chunk takes of the events: its entries of the page table. A module apart
// from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load. Its picture rule is
// checked where the table spreads it (src/kinds/pages.ts): a kind imports nothing of src/kinds.
import { SHORT_NAME } from '../../brand';
import { itemPagePath, type PageEntry } from '../../domain/kind';
import { PAGE_HEADINGS } from '../../domain/texts/pageHeadings';

export const pages = {
  calendar: {
    path: '/calendar',
    module: 'src/features/events/public/CalendarPage.tsx',
    reads: ['/api/annual-calendars'],
    head: { heading: PAGE_HEADINGS.calendar.heading, description: `${PAGE_HEADINGS.calendar.subtitle}: the ${SHORT_NAME} calendar of the year.` },
  },
  calendarEvent: {
    path: '/calendar/:id',
    module: 'src/features/events/public/CalendarEventPage.tsx',
    reads: ['/api/annual-calendars'],
    item: { table: 'calendar_events' },
  },
} as const satisfies Record<string, PageEntry>;

/** An event's own page. */
export const eventPage = (id: number) => itemPagePath(pages.calendarEvent.path, id);

/** The calendar as programs fetch it: the route map's (`paths.calendarFeed`…). */
export const feeds = {
  calendarFeed: '/calendar.ics',
  calendarFeedSwahili: '/sw/calendar.ics',
  /** One event as a calendar file ("Add to calendar"). */
  calendarEventFeed: (id: number) => `/calendar/${id}.ics`,
} as const;
