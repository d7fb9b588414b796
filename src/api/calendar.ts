/** Annual calendar events (tag calendar). JSON bodies, not multipart. */
import type { components } from './schema';
import { api, type CallOptions } from './client';
import { expectArray, unwrap } from './errors';

type S = components['schemas'];
export type CalendarEvent = S['CalendarEvent'];

/** GET /api/annual-calendars: every event, by date. Read them with domain/calendar normalizeCalendarEvent. */
export async function listCalendarEvents(options: CallOptions = {}): Promise<CalendarEvent[]> {
  return expectArray<CalendarEvent>(await unwrap(api.GET('/api/annual-calendars', { signal: options.signal })));
}
