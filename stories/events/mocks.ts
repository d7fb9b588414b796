/**
 * Annual calendar events (GET /api/annual-calendars) for the calendar page stories, typed from the
 * contract (shared/api-schema.d.ts). The contract's CalendarEvent is what our server sends;
 * LegacyCalendarEvent holds the other spellings a different server may send (spec section 3),
 * which the page must read too.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { getError, getJson, getOffContract, getPending, type Schemas } from '../mocks/index';

export type CalendarEvent = Schemas['CalendarEvent'];

/** Off-contract on purpose: the aliases ID/_id, Title/Event, Date/EventDate, Participants. */
export interface LegacyCalendarEvent {
  ID?: number;
  _id?: string;
  Title?: string;
  Event?: string;
  Date?: string | null;
  EventDate?: string | null;
  Participants?: string;
  description?: string;
}

/** Out of date order, with a missing date and an unparseable one, as the contract allows. */
export const sampleEvents: CalendarEvent[] = [
  { id: 11, event: 'Annual Summit', date: '2025-12-01T00:00:00.000Z', description: 'The yearly gathering of all campuses.', participants: 'Delegates from 20 universities' },
  { id: 12, event: 'Orientation Fellowship', date: null, description: 'Date to be announced.', participants: 'First-year students' },
  { id: 3, event: 'Week of Prayer', date: '2025-03-03T00:00:00.000Z', description: 'Evening meetings on every campus.', participants: 'All campuses' },
  { id: 6, event: 'Mid-year Fellowship', date: '2025-06-13T00:00:00.000Z', description: 'Songs, testimonies and fellowship.', participants: '' },
  { id: 1, event: 'New Year Consecration Service', date: '2025-01-01T00:00:00.000Z', description: 'A morning of prayer to dedicate the year.', participants: 'All members' },
  { id: 2, event: 'Campus Evangelism Training', date: '2025-02-22T00:00:00.000Z', description: 'Practical training for outreach teams.', participants: 'Evangelism teams' },
];

/** What another server sends: every alias, and a date no parser reads. */
export const legacyEvents: Array<CalendarEvent | LegacyCalendarEvent> = [
  { ID: 4, Title: 'Health Expo', Date: '2025-04-11T00:00:00.000Z', Participants: 'Health ministry, public', description: 'Free health checks.' },
  { _id: 'ev-22', Event: 'Music Festival', EventDate: '2025-08-22T00:00:00.000Z', description: 'Choirs from every zone.' },
  { ID: 13, Title: 'Mission Trip', Date: 'sometime in spring', Participants: 'Volunteers' },
  { id: 1, event: 'New Year Consecration Service', date: '2025-01-01T00:00:00.000Z', description: 'A morning of prayer.', participants: 'All members' },
];

export const calendarHandlers = {
  loaded: (events: CalendarEvent[] = sampleEvents): HttpHandler => getJson('/api/annual-calendars', events),
  legacy: (): HttpHandler => getOffContract('/api/annual-calendars', legacyEvents),
  empty: (): HttpHandler => getJson('/api/annual-calendars', []),
  pending: (): HttpHandler => getPending('/api/annual-calendars'),
  /** The server's error text ('error' field) is what the page shows. */
  error: (status = 500, text = 'Database is busy, try again.'): HttpHandler => getError('/api/annual-calendars', status, text),
  /** A failure without a body: the page shows its own text. */
  errorWithoutText: (status = 502): HttpHandler => http.get('/api/annual-calendars', () => new HttpResponse(null, { status })),
};
