import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarCardView,
  calendarDateView,
  formatBookDate,
  formatCalendarDate,
  formatGalleryDate,
  monthName,
  ordinal,
  ordinalSuffix,
  quarterOfMonth,
  readDate,
} from '../../src/domain/dates';

describe('ordinalSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [10, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [14, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [30, 'th'],
    [31, 'st'],
    [101, 'st'],
    [111, 'th'],
    [112, 'th'],
    [113, 'th'],
    [0, 'th'],
  ] as const)('%i takes %s', (n, suffix) => {
    expect(ordinalSuffix(n)).toBe(suffix);
  });

  it('builds the ordinal', () => {
    expect(ordinal(3)).toBe('3rd');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(111)).toBe('111th');
  });
});

describe('quarterOfMonth and monthName', () => {
  it('is the ceiling of month / 3 at every boundary', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(quarterOfMonth)).toEqual([
      'Q1', 'Q1', 'Q1', 'Q2', 'Q2', 'Q2', 'Q3', 'Q3', 'Q3', 'Q4', 'Q4', 'Q4',
    ]);
  });

  it('is undefined outside 1 to 12', () => {
    expect(quarterOfMonth(0)).toBeUndefined();
    expect(quarterOfMonth(13)).toBeUndefined();
    expect(quarterOfMonth(1.5)).toBeUndefined();
  });

  it('names months 1-based', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(3)).toBe('March');
    expect(monthName(12)).toBe('December');
    expect(monthName(0)).toBeUndefined();
    expect(monthName(13)).toBeUndefined();
  });
});

describe('readDate', () => {
  it('tells missing from invalid', () => {
    expect(readDate(null).kind).toBe('missing');
    expect(readDate(undefined).kind).toBe('missing');
    expect(readDate('  ').kind).toBe('missing');
    expect(readDate('abc').kind).toBe('invalid');
    expect(readDate({}).kind).toBe('invalid');
    expect(readDate('2025-03-03T00:00:00.000Z').kind).toBe('valid');
  });
});

describe('calendar display date', () => {
  it("formats like '3rd March, 2025'", () => {
    expect(formatCalendarDate(new Date('2025-03-03T00:00:00.000Z'))).toBe('3rd March, 2025');
    expect(formatCalendarDate(new Date('2025-01-11T00:00:00.000Z'))).toBe('11th January, 2025');
    expect(formatCalendarDate(new Date('2025-12-22T00:00:00.000Z'))).toBe('22nd December, 2025');
  });

  it('reads the stored UTC midnight as the same day whatever the zone (UTC+3 and UTC-5 shown by the late-day instants)', () => {
    // Midnight UTC is 03:00 in Dar es Salaam and 19:00 the day before in New York: a local reading
    // in New York would say the 2nd. The calendar reads UTC, so it says the 3rd everywhere.
    expect(calendarDateView('2025-03-03T00:00:00.000Z').date).toBe('3rd March, 2025');
    expect(calendarDateView('2025-03-03T23:59:59.999Z').date).toBe('3rd March, 2025');
  });

  it('gives quarter and month from the UTC month', () => {
    expect(calendarDateView('2025-03-31T00:00:00.000Z')).toEqual({ date: '31st March, 2025', quarter: 'Q1', month: 'March' });
    expect(calendarDateView('2025-04-01T00:00:00.000Z')).toEqual({ date: '1st April, 2025', quarter: 'Q2', month: 'April' });
  });

  it("shows 'No Date' for a missing date", () => {
    expect(calendarDateView(null)).toEqual({ date: 'No Date', quarter: 'N/A', month: 'N/A' });
    expect(calendarDateView('')).toEqual({ date: 'No Date', quarter: 'N/A', month: 'N/A' });
  });

  it("shows 'Invalid Date' with quarter and month N/A for 'abc'", () => {
    expect(calendarDateView('abc')).toEqual({ date: 'Invalid Date', quarter: 'N/A', month: 'N/A' });
  });

  it("shows participants, or 'N/A' when blank or absent", () => {
    expect(calendarCardView({ date: '2025-03-03T00:00:00.000Z', participants: 'All members' })).toEqual({
      date: '3rd March, 2025',
      quarter: 'Q1',
      month: 'March',
      participants: 'All members',
    });
    expect(calendarCardView({ date: null, participants: '  ' }).participants).toBe('N/A');
    expect(calendarCardView({ date: null }).participants).toBe('N/A');
  });
});

describe.each(['America/New_York', 'Africa/Dar_es_Salaam', 'Pacific/Kiritimati'])('calendar reading with the process in %s', (zone) => {
  // Node reads TZ again when it is set: local-time readings change at once, and are put back after.
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('the local zone really is in force', () => {
    expect(new Date('2025-03-03T00:00:00.000Z').getTimezoneOffset()).not.toBe(0);
  });

  it("still says '3rd March, 2025' and Q1 for the stored UTC midnight", () => {
    expect(calendarDateView('2025-03-03T00:00:00.000Z')).toEqual({ date: '3rd March, 2025', quarter: 'Q1', month: 'March' });
    expect(calendarDateView('2025-04-01T00:00:00.000Z')).toEqual({ date: '1st April, 2025', quarter: 'Q2', month: 'April' });
  });
});

describe('gallery and book dates', () => {
  it("formats a long US date in the given zone ('March 3, 2025')", () => {
    expect(formatGalleryDate('2025-03-03T10:00:00.000Z', 'UTC')).toBe('March 3, 2025');
    expect(formatBookDate('2025-03-03T10:00:00.000Z', 'UTC')).toBe('March 3, 2025');
  });

  it('reads an instant in the visitor zone: late on the 3rd in UTC is the 4th in Tanzania', () => {
    expect(formatGalleryDate('2025-03-03T22:30:00.000Z', 'Africa/Dar_es_Salaam')).toBe('March 4, 2025');
  });

  it("gallery: 'Date not available' when missing or invalid", () => {
    expect(formatGalleryDate(undefined)).toBe('Date not available');
    expect(formatGalleryDate('abc')).toBe('Date not available');
  });

  it("book: 'Date not available' when missing, 'Invalid date' when unparseable", () => {
    expect(formatBookDate(null)).toBe('Date not available');
    expect(formatBookDate('')).toBe('Date not available');
    expect(formatBookDate('abc')).toBe('Invalid date');
  });
});

describe('dates written without Intl (issue 32: its first formatter is a long task on a phone)', () => {
  // Every 25 hours over two years and more: each hour of the day, each weekday, each month, leap day.
  const instants = Array.from({ length: 800 }, (_, i) => new Date(Date.UTC(2023, 11, 31, 20, 30) + i * 25 * 3_600_000));
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);

  it('reads as Intl does in the zones the pages use: UTC, Tanzania, a named one, and the visitor’s own', () => {
    const previous = process.env.TZ;
    try {
      // One formatter per zone: made per instant, the 6,400 of them took over 5 s on a busy machine.
      for (const zone of ['UTC', 'Etc/UTC', 'Africa/Dar_es_Salaam', 'America/New_York', 'Pacific/Kiritimati']) {
        const expected = intl('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: zone });
        for (const date of instants) {
          expect(formatGalleryDate(date.toISOString(), zone), `${date.toISOString()} ${zone}`).toBe(expected.format(date));
        }
      }
      // The visitor's own zone, with summer time and far east (a formatter reads TZ when it is made).
      for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        const expected = intl('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
        for (const date of instants) {
          expect(formatGalleryDate(date.toISOString()), `${date.toISOString()} in ${zone}`).toBe(expected.format(date));
        }
      }
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });

  it('writes Swahili as sw-TZ does: the day in Tanzania, the calendar day with its weekday', () => {
    const day = intl('sw-TZ', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Africa/Dar_es_Salaam' });
    const calendarDay = intl('sw-TZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const month = intl('sw-TZ', { month: 'long', timeZone: 'UTC' });
    for (const date of instants) {
      const iso = date.toISOString();
      expect(formatGalleryDate(iso, 'America/New_York', 'sw'), iso).toBe(day.format(date));
      expect(calendarDateView(iso, 'sw'), iso).toEqual({
        date: calendarDay.format(date),
        quarter: `Robo ya ${Math.ceil((date.getUTCMonth() + 1) / 3)}`,
        month: month.format(date),
      });
    }
  });

  it('leaves to Intl the years it alone writes right', () => {
    expect(formatGalleryDate('1969-12-31T23:00:00.000Z', 'UTC')).toBe(intl('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date('1969-12-31T23:00:00.000Z')));
    expect(formatGalleryDate('1950-06-01T12:00:00.000Z', 'Africa/Dar_es_Salaam', 'sw')).toBe('1 Juni 1950');
  });
});
