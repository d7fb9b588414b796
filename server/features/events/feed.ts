import ical, { type ICalEventData } from 'ical-generator';
import { normalizeCalendarEvent } from '../../../src/features/events/rules.js';
import { CALENDAR_TIME_ZONE, FOLLOW_TEXTS, calendarEntryDescription, calendarEventUid, eventDay } from '../../../src/domain/follow.js';
import { localizedPath, type Locale } from '../../../src/domain/locale.js';
import { paths } from '../../../src/kinds/paths.js';
import { PUBLIC_PAGES_TEXTS_SW } from '../../../src/domain/texts/sw/publicPagesTexts.js';
import { FOLLOW } from '../../../src/domain/texts/sw/serverTexts.js';
import { richTextHtml } from '../../follow/richHtml.js';

/** A calendar event as stored. */
export interface CalendarRow {
  id: number;
  event: string;
  date: string | null;
  description: string;
  participants: string;
  created_at: string;
  sequence: number;
  updated_at: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One event as an all-day entry: its day as a DATE (no time, no zone, so it is that day wherever
 * the phone is), its UID for life and its edit count, so an edit replaces it. Null without a date.
 */
function entry(row: CalendarRow, origin: string, locale: Locale): ICalEventData | null {
  const day = eventDay(row.date);
  if (!day) return null;
  const event = normalizeCalendarEvent(row, locale);
  const description = calendarEntryDescription(event.description, event.participants, locale === 'sw' ? PUBLIC_PAGES_TEXTS_SW.calendar.participantsLabel : undefined);
  // UTC midnight of the day: with no zone given, ical-generator writes a DATE from the UTC fields,
  // whatever the server's own zone is.
  const start = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const revised = new Date(row.updated_at ?? row.created_at);
  return {
    id: calendarEventUid(row.id),
    allDay: true,
    start,
    end: new Date(start.getTime() + DAY_MS),
    summary: event.event,
    // The text as written (calendar apps find its addresses themselves), and as HTML with its
    // links for those that read it (X-ALT-DESC: Outlook and others; issue 48).
    ...(description && { description: { plain: description, html: richTextHtml(description) } }),
    url: `${origin}${localizedPath(locale, paths.calendarEvent(row.id))}`,
    created: new Date(row.created_at),
    lastModified: revised,
    stamp: revised,
    sequence: row.sequence,
  };
}

/**
 * The calendar as an iCalendar file: every dated event, all day, in date order. `ttl` asks
 * subscribed apps to look again every few hours (most decide for themselves).
 */
export function calendarFile(rows: readonly CalendarRow[], origin: string, locale: Locale = 'en'): string {
  // Swahili (issue 31): the calendar's own words and links; the events as their authors wrote them.
  const texts = locale === 'sw' ? FOLLOW : FOLLOW_TEXTS;
  const calendar = ical({
    prodId: { company: FOLLOW_TEXTS.calendarName, product: 'website', language: locale.toUpperCase() },
    name: texts.calendarName,
    description: texts.calendarDescription,
    url: `${origin}${localizedPath(locale, paths.calendar)}`,
    ttl: 6 * 60 * 60,
    // Only the calendar's zone, not a VTIMEZONE: all-day dates carry none, and a zone given to
    // ical-generator would make it write them from the server's local clock.
    x: { 'X-WR-TIMEZONE': CALENDAR_TIME_ZONE },
  });
  for (const row of rows) {
    const data = entry(row, origin, locale);
    if (data) calendar.createEvent(data);
  }
  return calendar.toString();
}
