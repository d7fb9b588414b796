/**
 * Date rules of the calendar, gallery and book pages.
 *
 * Time zone decision:
 * - Calendar dates are calendar days, not instants. The admin form turns the picked day
 *   'yyyy-mm-dd' into the ISO string of that day at UTC midnight ('2025-03-03T00:00:00.000Z',
 *   see calendar.ts), and the server stores that. Every calendar reading here is therefore done in
 *   UTC, so '3rd March, 2025' stays the 3rd for a visitor in Tanzania (UTC+3), in UTC, and in any
 *   zone west of Greenwich, where a local reading would give the 2nd.
 * - Gallery and book dates are instants (CreatedAt, set by the server clock). They are shown in
 *   the visitor's own zone by default; pass `timeZone` (e.g. 'UTC') for a fixed reading.
 */

import { INTL_LOCALES, TANZANIA_TIME_ZONE, type Locale } from './locale';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];
export type Quarter = 'Q1' | 'Q2' | 'Q3' | 'Q4';

export const NO_DATE = 'No Date';
export const INVALID_DATE = 'Invalid Date';
export const NOT_AVAILABLE = 'N/A';
export const DATE_NOT_AVAILABLE = 'Date not available';
export const INVALID_DATE_LOWER = 'Invalid date';

/** What the date lines read without a date, in Swahili (the English are the constants above, spec texts). */
const NO_DATE_WORDS_SW = {
  noDate: 'Hakuna Tarehe',
  invalid: 'Tarehe Batili',
  notAvailable: 'Haipo',
  dateNotAvailable: 'Tarehe haipatikani',
} as const;

/** 'st', 'nd', 'rd' or 'th' for a day of the month (11, 12 and 13, and 111 to 113, take 'th'). */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const abs = Math.abs(Math.trunc(n));
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** '1st', '22nd', '111th'. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/** Month name of a month number 1 (January) to 12 (December); undefined outside that range. */
export function monthName(month: number): MonthName | undefined {
  return Number.isInteger(month) ? MONTH_NAMES[month - 1] : undefined;
}

/** Quarter of a month number 1 to 12: the ceiling of month / 3. Undefined outside that range. */
export function quarterOfMonth(month: number): Quarter | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return `Q${Math.ceil(month / 3)}` as Quarter;
}

export type DateReading = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'valid'; date: Date };

/**
 * Reads a date as the API sends it (ISO text, epoch milliseconds or a Date). null, undefined and
 * blank text are 'missing'; anything the Date parser rejects is 'invalid'.
 */
export function readDate(value: unknown): DateReading {
  if (value === null || value === undefined) return { kind: 'missing' };
  if (typeof value === 'string' && value.trim() === '') return { kind: 'missing' };
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  else return { kind: 'invalid' };
  return Number.isNaN(date.getTime()) ? { kind: 'invalid' } : { kind: 'valid', date };
}

/** '3rd March, 2025', read in UTC (see the note at the top of this file). */
export function formatCalendarDate(date: Date): string {
  const month = MONTH_NAMES[date.getUTCMonth()] ?? '';
  return `${ordinal(date.getUTCDate())} ${month}, ${date.getUTCFullYear()}`;
}

export interface CalendarDateView {
  /** '3rd March, 2025' ('Jumatatu, 3 Machi 2025'), or 'No Date' when missing, or 'Invalid Date' when unparseable. */
  date: string;
  /** 'Q1' to 'Q4' ('Robo ya 1' to 'Robo ya 4'), or 'N/A' without a valid date. */
  quarter: string;
  /** 'March' ('Machi'), or 'N/A' without a valid date. */
  month: string;
}

// One formatter per use, made once: making one costs far more than formatting with it (a slow phone
// spent ~18 ms of its first render making one per date shown).
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

/** What sw-TZ calls the months and the days of the week (Sunday first, as `Date.getDay()` counts). */
const MONTHS_SW = ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'] as const;
const WEEKDAYS_SW = ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'] as const;

/** Zones without summer time whose offset (minutes east of UTC) has not changed since 1970. */
const FIXED_ZONES: Readonly<Record<string, number>> = { UTC: 0, 'Etc/UTC': 0, [TANZANIA_TIME_ZONE]: 180 };

interface Day {
  year: number;
  /** 0 (January) to 11. */
  month: number;
  day: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

/**
 * An instant's day in a zone (the visitor's own when omitted), read without Intl where that is
 * exact: in the visitor's zone through the Date's own local reading, in a fixed zone by its offset.
 * Undefined elsewhere (another named zone, a year before 1970 or past 9999): Intl reads those. In a
 * browser, Intl's first date formatter loads the locale's and zone's data: 13-29 ms of one task on
 * this machine, 52-116 ms at a phone's speed, in the middle of the page's takeover (issue 32).
 */
function dayIn(date: Date, timeZone: string | undefined): Day | undefined {
  let day: Day;
  if (timeZone === undefined) {
    day = { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() };
  } else {
    const offset = FIXED_ZONES[timeZone];
    if (offset === undefined) return undefined;
    const shifted = new Date(date.getTime() + offset * 60_000);
    day = { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate(), weekday: shifted.getUTCDay() };
  }
  return day.year >= 1970 && day.year <= 9999 ? day : undefined;
}

/**
 * The date lines of a calendar card. Quarter and month read 'N/A' when the date is missing or
 * invalid. In Swahili the day is written as Intl's sw-TZ writes it, with its weekday, still in UTC
 * (the note at the top of this file).
 */
export function calendarDateView(value: unknown, locale: Locale = 'en'): CalendarDateView {
  const reading = readDate(value);
  const sw = locale === 'sw';
  const none = sw ? NO_DATE_WORDS_SW.notAvailable : NOT_AVAILABLE;
  if (reading.kind === 'missing') return { date: sw ? NO_DATE_WORDS_SW.noDate : NO_DATE, quarter: none, month: none };
  if (reading.kind === 'invalid') return { date: sw ? NO_DATE_WORDS_SW.invalid : INVALID_DATE, quarter: none, month: none };
  const month = reading.date.getUTCMonth() + 1;
  if (sw) {
    const day = dayIn(reading.date, 'UTC');
    return {
      date: day
        ? `${WEEKDAYS_SW[day.weekday]}, ${day.day} ${MONTHS_SW[day.month]} ${day.year}`
        : format(INTL_LOCALES.sw, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(reading.date),
      quarter: `Robo ya ${Math.ceil(month / 3)}`,
      month: MONTHS_SW[month - 1]!,
    };
  }
  return {
    date: formatCalendarDate(reading.date),
    quarter: quarterOfMonth(month) ?? NOT_AVAILABLE,
    month: monthName(month) ?? NOT_AVAILABLE,
  };
}

export interface CalendarCardView extends CalendarDateView {
  /** The participants text, or 'N/A' when blank. */
  participants: string;
}

/**
 * Everything a calendar card shows besides the event name and description: the specification's
 * 'Quarter: Q1-Q4', 'Month: {month name}' and 'Participants: {value or N/A}' lines take these values.
 */
export function calendarCardView(event: { date?: unknown; participants?: unknown }, locale: Locale = 'en'): CalendarCardView {
  const participants = typeof event.participants === 'string' ? event.participants.trim() : '';
  const view = calendarDateView(event.date, locale);
  return { ...view, participants: participants || (locale === 'sw' ? NO_DATE_WORDS_SW.notAvailable : NOT_AVAILABLE) };
}

/** 'March 3, 2025' in the given zone (the visitor's own when omitted). */
export function formatLongUsDate(date: Date, timeZone?: string): string {
  const day = dayIn(date, timeZone);
  if (day) return `${MONTH_NAMES[day.month]} ${day.day}, ${day.year}`;
  return format(INTL_LOCALES.en, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}

/**
 * A moment's day: 'March 3, 2025' in the given zone (the visitor's own when omitted); in Swahili
 * '3 Machi 2025', always in Tanzania's zone (the association's, and the same in the server's render
 * and the browser's).
 */
export function formatLongDate(date: Date, locale: Locale = 'en', timeZone?: string): string {
  if (locale === 'en') return formatLongUsDate(date, timeZone);
  const day = dayIn(date, TANZANIA_TIME_ZONE);
  if (day) return `${day.day} ${MONTHS_SW[day.month]} ${day.year}`;
  return format(INTL_LOCALES[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: TANZANIA_TIME_ZONE }).format(date);
}

/** A gallery item's date: 'March 3, 2025', or 'Date not available' when missing or unparseable. */
export function formatGalleryDate(value: unknown, timeZone?: string, locale: Locale = 'en'): string {
  const reading = readDate(value);
  if (reading.kind === 'valid') return formatLongDate(reading.date, locale, timeZone);
  return locale === 'sw' ? NO_DATE_WORDS_SW.dateNotAvailable : DATE_NOT_AVAILABLE;
}

/**
 * A book's upload date for the 'Uploaded on' line: 'March 3, 2025'; 'Date not available' when
 * missing, 'Invalid date' when unparseable.
 */
export function formatBookDate(value: unknown, timeZone?: string, locale: Locale = 'en'): string {
  const reading = readDate(value);
  const sw = locale === 'sw';
  if (reading.kind === 'missing') return sw ? NO_DATE_WORDS_SW.dateNotAvailable : DATE_NOT_AVAILABLE;
  if (reading.kind === 'invalid') return sw ? NO_DATE_WORDS_SW.invalid : INVALID_DATE_LOWER;
  return sw ? formatLongDate(reading.date, locale, timeZone) : formatLongUsDate(reading.date, timeZone);
}

/**
 * Items by their time (`time` gives milliseconds, NaN when unreadable), oldest first or newest
 * first; unreadable times go last either way. Equal or unreadable times keep the list's order
 * oldest first and its reverse newest first, so a list the API gives oldest first reads the same
 * as its reverse. Returns a new array.
 */
export function sortByTime<T>(items: readonly T[], time: (item: T) => number, order: 'oldest first' | 'newest first'): T[] {
  const sign = order === 'oldest first' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, t: time(item) }))
    .sort((a, b) => {
      const aBad = Number.isNaN(a.t);
      const bBad = Number.isNaN(b.t);
      if (aBad !== bBad) return aBad ? 1 : -1;
      if (!aBad && a.t !== b.t) return sign * (a.t - b.t);
      return sign * (a.index - b.index);
    })
    .map((x) => x.item);
}
