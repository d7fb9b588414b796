/**
 * Annual calendar rules: reading events whatever the field names (spec section 3), ordering,
 * the admin form's checks, and the day picker <-> ISO conversion.
 *
 * Dates are calendar days kept as UTC midnight ISO strings; see dates.ts for why.
 */

import { calendarCardView, sortByTime, type CalendarCardView } from '../../domain/dates';
import { textLanguage, type Locale } from '../../domain/locale';
import { parseNumericId } from '../../domain/ids';
import { CALENDAR_TEXTS, type CalendarTexts } from '../../domain/texts/checksTexts';
import { UNTITLED_EVENT, UNTITLED_EVENT_SW } from '../../domain/unnamed';
import { feeds } from './routes';

export { parseNumericId };

export { UNTITLED_EVENT, UNTITLED_EVENT_SW };

export interface NormalizedCalendarEvent {
  /** From id, ID or _id; null when none is given. Not checked here: see editEventId/deleteEventId. */
  id: number | string | null;
  /** From event, Title or Event; 'Untitled Event' when blank (its Swahili on a Swahili page). */
  event: string;
  /** ISO string (toISOString) from date, Date or EventDate; null when missing or invalid. */
  date: string | null;
  description: string;
  /** From participants or Participants; '' when absent. */
  participants: string;
}

function firstDefined(record: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function isoOrNull(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Reads one event as any of the API's spellings gives it. Non-objects give an empty, untitled event. */
export function normalizeCalendarEvent(raw: unknown, locale: Locale = 'en'): NormalizedCalendarEvent {
  const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = firstDefined(record, ['id', 'ID', '_id']);
  const event = text(firstDefined(record, ['event', 'Title', 'Event'])).trim();
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
    event: event || (locale === 'sw' ? UNTITLED_EVENT_SW : UNTITLED_EVENT),
    date: isoOrNull(firstDefined(record, ['date', 'Date', 'EventDate'])),
    description: text(firstDefined(record, ['description', 'Description'])),
    participants: text(firstDefined(record, ['participants', 'Participants'])),
  };
}

/**
 * Events by date ascending; events with a missing or invalid date go last, and events with the
 * same date (or both undated) keep their order. Returns a new array.
 */
export function sortEventsByDate<T extends { date: string | null }>(events: readonly T[]): T[] {
  return sortByTime(events, (e) => (e.date === null ? Number.NaN : Date.parse(e.date)), 'oldest first');
}

export type IdCheck = { ok: true; id: number } | { ok: false; error: string };

function isMissing(id: unknown): boolean {
  return id === undefined || id === null || (typeof id === 'string' && id.trim() === '');
}

/** Before editing: 'ID is missing.' when there is none, 'ID must be a number.' when it is not numeric. */
export function editEventId(id: unknown, texts: CalendarTexts = CALENDAR_TEXTS): IdCheck {
  if (isMissing(id)) return { ok: false, error: texts.editIdMissing };
  const n = parseNumericId(id);
  return n === null ? { ok: false, error: texts.editIdNotNumber } : { ok: true, id: n };
}

/** Before deleting: one text for a missing or non-numeric ID. */
export function deleteEventId(id: unknown, texts: CalendarTexts = CALENDAR_TEXTS): IdCheck {
  const n = parseNumericId(id);
  return n === null ? { ok: false, error: texts.deleteIdInvalid } : { ok: true, id: n };
}

const PICKER_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The ISO string sent for a day picked as 'yyyy-mm-dd': that day at UTC midnight
 * ('2025-03-03' -> '2025-03-03T00:00:00.000Z'). null when the text is not a real day
 * (wrong shape, '2025-02-30', '2025-13-01').
 */
export function pickerValueToIso(value: string): string | null {
  const m = PICKER_VALUE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC treats years 0-99 as 1900-1999; setUTCFullYear keeps the year as typed.
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString();
}

/** The picker value ('yyyy-mm-dd', read in UTC) of a stored date, for the edit form; '' when missing or invalid. */
export function isoToPickerValue(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export interface CalendarFormValues {
  /** The day picker's value, 'yyyy-mm-dd'. */
  date: string;
  event: string;
  description: string;
  participants: string;
}

/** The JSON body of create and update (CalendarEventInput in openapi.yaml). */
export interface CalendarEventPayload {
  date: string;
  event: string;
  description: string;
  participants: string;
}

export type CalendarFormResult = { ok: true; value: CalendarEventPayload } | { ok: false; error: string };

/**
 * The admin form's checks: every field non-blank ('All fields are required.'), then a real day
 * ('Invalid date. Please select a valid date.'). On success gives the body to send, texts trimmed
 * and the date as an ISO string.
 */
export function validateCalendarForm(values: CalendarFormValues, texts: CalendarTexts = CALENDAR_TEXTS): CalendarFormResult {
  const date = values.date.trim();
  const event = values.event.trim();
  const description = values.description.trim();
  const participants = values.participants.trim();
  if (!date || !event || !description || !participants) return { ok: false, error: texts.allFieldsRequired };
  const iso = pickerValueToIso(date);
  if (iso === null) return { ok: false, error: texts.invalidDate };
  return { ok: true, value: { date: iso, event, description, participants } };
}

/** The edit form's values for a stored event. */
export function calendarFormValues(event: NormalizedCalendarEvent): CalendarFormValues {
  return {
    date: isoToPickerValue(event.date),
    event: event.event,
    description: event.description,
    participants: event.participants,
  };
}

// The same spellings, in the same order, as normalizeCalendarEvent reads.
const PUBLIC_DATE_KEYS = ['date', 'Date', 'EventDate'] as const;

export interface PublicCalendarCard extends CalendarCardView {
  /** A React key: the event's id, else its position in the API's list. */
  key: string;
  /** The event's ID when it is a positive whole number: its page is paths.calendarEvent(id), its calendar file paths.calendarEventFeed(id). */
  id: number | null;
  event: string;
  description: string;
  /** The language its name and description are written in (`lang`), when the API says. */
  language?: Locale;
}

/**
 * The public calendar's cards: every event read through its aliases, by date ascending with
 * missing and invalid dates last. The date lines come from the date as sent, so an unparseable
 * one reads 'Invalid Date' and a missing one 'No Date' (normalizeCalendarEvent makes both null).
 */
export function publicCalendarCards(list: readonly unknown[], locale: Locale = 'en'): PublicCalendarCard[] {
  const read = list.map((raw, index) => {
    const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const normalized = normalizeCalendarEvent(raw, locale);
    return { index, normalized, date: normalized.date, sentDate: firstDefined(record, PUBLIC_DATE_KEYS), language: textLanguage(record.language) };
  });
  return sortEventsByDate(read).map(({ index, normalized, sentDate, language }) => ({
    key: normalized.id === null ? `index-${index}` : `id-${String(normalized.id)}`,
    id: parseNumericId(normalized.id),
    event: normalized.event,
    description: normalized.description.trim(),
    language,
    ...calendarCardView({ date: sentDate, participants: normalized.participants }, locale),
  }));
}

// A host as window.location.host gives it: a name or an address, with a port perhaps.
const HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The calendar feed as a calendar app subscribes to it: webcal:// makes the phone or computer
 * offer its calendar app, which then fetches the feed again on its own. Without a host (the
 * server's render, before the browser is known) the plain feed path, which downloads the file.
 */
export function calendarSubscribeUrl(host: string | null | undefined, feed: string = feeds.calendarFeed): string {
  const name = host?.trim() ?? '';
  return HOST.test(name) ? `webcal://${name}${feed}` : feed;
}
