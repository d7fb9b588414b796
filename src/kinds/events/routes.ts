// What every public page's chunk takes of the events: its entries of the page table. A module apart
// from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load.
import { SHORT_NAME } from '../../brand';
import type { PageEntry } from '../../domain/kind';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import type { PictureRule } from '../pagePictures';

export const pages = {
  calendar: {
    path: '/calendar',
    module: 'src/public/pages/CalendarPage.tsx',
    reads: ['/api/annual-calendars'],
    head: { heading: PUBLIC_PAGES_TEXTS.calendar.heading, description: `${PUBLIC_PAGES_TEXTS.calendar.subtitle}: the ${SHORT_NAME} calendar of the year.` },
  },
  calendarEvent: {
    path: '/calendar/:id',
    module: 'src/public/pages/CalendarEventPage.tsx',
    reads: ['/api/annual-calendars'],
    item: { table: 'calendar_events' },
  },
} as const satisfies Record<string, PageEntry<PictureRule>>;
