/**
 * What the site offers to be followed: the calendar feed (/calendar.ics), the announcements feed
 * (/feed.xml), and the texts and identities they carry. Pure rules; the server writes the files.
 */

import { ASSOCIATION_NAME, SHORT_NAME } from '../brand';
import { CALENDAR_PAGE_TEXTS } from './texts/pages/calendar';
import { TANZANIA_TIME_ZONE } from './locale';

/** The association's time zone: the calendar's, for apps that show all-day events in a zone. */
export const CALENDAR_TIME_ZONE = TANZANIA_TIME_ZONE;

/** Announcements in the feed, newest first: readers keep what they have already fetched. */
export const NEWS_FEED_LIMIT = 50;

export const FOLLOW_TEXTS = {
  calendarName: `${SHORT_NAME} Calendar`,
  calendarDescription: CALENDAR_PAGE_TEXTS.subtitle,
  newsTitle: `${SHORT_NAME} Announcements`,
  newsDescription: `News and announcements of the ${ASSOCIATION_NAME}.`,
} as const;

/**
 * An event's UID in every calendar file: its ID under a name of the association's own, and
 * nothing else (not the host, not the text), so a subscribed calendar replaces an edited event
 * instead of showing it twice, whichever address the feed was fetched from.
 */
export function calendarEventUid(id: number): string {
  return `calendar-event-${id}@${SHORT_NAME.toLowerCase()}`;
}

/**
 * The day of an event, from its stored date (UTC midnight of the picked day, see dates.ts), as
 * year, month (1-12) and day; null when the event has no valid date and so no place in a calendar.
 */
export function eventDay(date: string | null | undefined): { year: number; month: number; day: number } | null {
  if (!date) return null;
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return null;
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** An event's text in a calendar app: its description, then its participants as the calendar page labels them. */
export function calendarEntryDescription(description: string, participants: string, label: string = CALENDAR_PAGE_TEXTS.participantsLabel): string {
  const who = participants.trim() ? `${label} ${participants.trim()}` : '';
  return [description.trim(), who].filter(Boolean).join('\n\n');
}
