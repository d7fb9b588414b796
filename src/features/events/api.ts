/** Annual calendar events (tag calendar). JSON bodies, not multipart. */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { expectArray, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';

type S = components['schemas'];
export type CalendarEvent = S['CalendarEvent'];

/** GET /api/annual-calendars: every event, by date. Read them with domain/calendar normalizeCalendarEvent. */
export async function listCalendarEvents(options: CallOptions = {}): Promise<CalendarEvent[]> {
  return expectArray<CalendarEvent>(await unwrap(api.GET('/api/annual-calendars', { signal: options.signal })));
}

/** GET /api/annual-calendars as the server may have written it into the page (api/initialData.tsx). */
export const calendarSeed: Seed<CalendarEvent[]> = { path: '/api/annual-calendars', read: (answer) => expectArray<CalendarEvent>(answer) };
