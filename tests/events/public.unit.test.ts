import { describe, expect, it } from 'vitest';
import { calendarSubscribeUrl, publicCalendarCards } from '../../src/features/events/rules';
import { paths } from '../../src/kinds/paths';

describe('publicCalendarCards', () => {
  it('orders by date ascending, missing and invalid dates last in their given order', () => {
    const cards = publicCalendarCards([
      { id: 1, event: 'No date', date: null },
      { id: 2, event: 'December', date: '2025-12-01T00:00:00.000Z' },
      { id: 3, event: 'Garbage', date: 'abc' },
      { id: 4, event: 'March', date: '2025-03-03T00:00:00.000Z' },
      { id: 5, event: 'Last year', date: '2024-11-12T00:00:00.000Z' },
    ]);
    expect(cards.map((c) => c.event)).toEqual(['Last year', 'March', 'December', 'No date', 'Garbage']);
  });

  it("shows '3rd March, 2025', Q1 and March, and the participants", () => {
    const [card] = publicCalendarCards([{ id: 4, event: 'Week of Prayer', date: '2025-03-03T00:00:00.000Z', participants: 'All campuses', description: ' Evenings. ' }]);
    expect(card).toEqual({
      key: 'id-4',
      id: 4,
      event: 'Week of Prayer',
      description: 'Evenings.',
      date: '3rd March, 2025',
      quarter: 'Q1',
      month: 'March',
      participants: 'All campuses',
      language: 'en',
    });
  });

  it("'No Date' for a missing date, 'Invalid Date' for an unparseable one, both with N/A", () => {
    const cards = publicCalendarCards([
      { id: 1, event: 'a' },
      { id: 2, event: 'b', date: 'not a date' },
    ]);
    expect(cards.map(({ date, quarter, month }) => ({ date, quarter, month }))).toEqual([
      { date: 'No Date', quarter: 'N/A', month: 'N/A' },
      { date: 'Invalid Date', quarter: 'N/A', month: 'N/A' },
    ]);
  });

  it('reads the aliases ID/_id, Title/Event, Date/EventDate, Participants', () => {
    const cards = publicCalendarCards([
      { _id: 'x9', Event: 'Health Expo', EventDate: '2025-04-11T00:00:00.000Z' },
      { ID: 7, Title: 'Retreat', Date: 'garbage', Participants: 'Leaders' },
      { ID: 8, Title: 'Camp', Date: '2025-01-13T00:00:00.000Z' },
    ]);
    expect(cards).toEqual([
      expect.objectContaining({ key: 'id-8', event: 'Camp', date: '13th January, 2025', quarter: 'Q1', participants: 'N/A' }),
      expect.objectContaining({ key: 'id-x9', event: 'Health Expo', date: '11th April, 2025', quarter: 'Q2', month: 'April' }),
      expect.objectContaining({ key: 'id-7', event: 'Retreat', date: 'Invalid Date', participants: 'Leaders' }),
    ]);
  });

  it("keys events without an id by position, and titles blank ones 'Untitled Event'", () => {
    const cards = publicCalendarCards([{ event: ' ' }, null]);
    expect(cards.map((c) => [c.key, c.event])).toEqual([
      ['index-0', 'Untitled Event'],
      ['index-1', 'Untitled Event'],
    ]);
  });

  it('carries the numeric id for the event\'s own calendar file, null for none or an id of another kind', () => {
    const cards = publicCalendarCards([{ id: 3 }, { ID: '12' }, { _id: 'x9' }, { id: -1 }, {}]);
    expect(cards.map((c) => c.id)).toEqual([3, 12, null, null, null]);
  });
});

describe('Subscribe to the calendar', () => {
  it('is the feed on this host with the webcal scheme', () => {
    expect(calendarSubscribeUrl('tucasa.example')).toBe(`webcal://tucasa.example${paths.calendarFeed}`);
    expect(calendarSubscribeUrl('localhost:8293')).toBe('webcal://localhost:8293/calendar.ics');
    expect(calendarSubscribeUrl('[::1]:8080')).toBe('webcal://[::1]:8080/calendar.ics');
  });

  it('is the plain feed path without a usable host (the first render, before the browser is known)', () => {
    for (const host of [null, undefined, '', '  ', 'evil.example/x?', 'a b', 'user@evil.example']) {
      expect(calendarSubscribeUrl(host), String(host)).toBe('/calendar.ics');
    }
  });
});
