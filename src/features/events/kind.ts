// The events of the annual calendar: 'calendar' to the contract and in the addresses, their table
// calendar_events, which keep their names (decision 033, section 2).
import type { KindEntry } from '../../domain/kind';
import { pages } from './routes';

export const kind = {
  key: 'events',
  table: 'calendar_events',
  tag: 'calendar',
  type: 'event',
  readers: 'editors',
  publicContent: true,
  trash: { what: 'Event', title: 'event', files: [] },
  pages,
  feeds: ['calendar'],
  admin: {
    screens: [{ path: '/dashboard/annual-calendar', nav: 'calendar' }],
    icon: 'calendar',
    tile: 'calendar',
    count: { call: '/api/annual-calendars/count', fields: ['total_events'] },
  },
  words: (t) => ({ nav: { calendar: t.admin.nav.calendar }, tile: t.admin.dashboard.tiles.calendar, count: t.admin.dashboard.eventsCard }),
} as const satisfies KindEntry;
