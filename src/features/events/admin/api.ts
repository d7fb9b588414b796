/** Annual calendar events (tag calendar), JSON bodies: the back-office's calls (writes, counts), kept apart from the public reads. */
import type { components } from '../../../../shared/api-schema';
import { api, type CallOptions } from '../../../api/client';
import { unwrap, inputError } from '../../../api/errors';
import { checkId } from '../../../api/checkId';
import { requireToken } from '../../../api/token';
import type { CalendarEvent } from '../api';
import { CALENDAR_TEXTS } from '../../../domain/texts/checksTexts';
import { deleteById } from '../../../api/admin/write';

type S = components['schemas'];
export type EventCount = S['EventCount'];
/** { date: ISO string (rules.ts validateCalendarForm makes it), event, participants, description }. */
export type CalendarEventInput = S['CalendarEventInput'];

function checkInput(input: CalendarEventInput): void {
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  if (blank(input.date) || blank(input.event) || blank(input.participants)) throw inputError(CALENDAR_TEXTS.missingRequired);
}

/** GET /api/annual-calendars/count: { total_events }. */
export async function countCalendarEvents(options: CallOptions = {}): Promise<EventCount> {
  return unwrap(api.GET('/api/annual-calendars/count', { signal: options.signal }));
}

/** POST /api/annual-calendars/create. Refused before sending without a token or without date, event and participants. */
export async function createCalendarEvent(input: CalendarEventInput, options: CallOptions = {}): Promise<CalendarEvent> {
  requireToken();
  checkInput(input);
  return unwrap(api.POST('/api/annual-calendars/create', { body: input, signal: options.signal }));
}

/** PUT /api/annual-calendars/{id}/update ('Invalid ID provided.' for a non-numeric id). */
export async function updateCalendarEvent(id: number, input: CalendarEventInput, options: CallOptions = {}): Promise<CalendarEvent> {
  requireToken();
  const path = { id: checkId(id) };
  checkInput(input);
  return unwrap(api.PUT('/api/annual-calendars/{id}/update', { params: { path }, body: input, signal: options.signal }));
}

/** DELETE /api/annual-calendars/{id}/delete. */
export const deleteCalendarEvent = (id: number, options?: CallOptions) => deleteById('/api/annual-calendars/{id}/delete', id, options);
