import { describe, expect, it } from 'vitest';
import { calendarEntryDescription, calendarEventUid, eventDay } from '../../src/domain/follow';
import { paths } from '../../src/kinds/paths';

describe('calendar feed rules', () => {
  it("an event's day is the day picked, read from its UTC midnight", () => {
    expect(eventDay('2025-03-03T00:00:00.000Z')).toEqual({ year: 2025, month: 3, day: 3 });
    expect(eventDay('2024-02-29T00:00:00.000Z')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(eventDay('2025-12-31T23:59:59.999Z')).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('an event without a valid date has no day', () => {
    for (const date of [null, undefined, '', 'abc', '2025-13-45']) expect(eventDay(date), String(date)).toBeNull();
  });

  it("the text is the description, then the participants as the calendar page labels them; blanks are left out", () => {
    expect(calendarEntryDescription('Bring a tent', 'All members')).toBe('Bring a tent\n\nParticipants: All members');
    expect(calendarEntryDescription(' Bring a tent ', '  ')).toBe('Bring a tent');
    expect(calendarEntryDescription('', 'Leaders')).toBe('Participants: Leaders');
    expect(calendarEntryDescription('', '')).toBe('');
  });

  it('a UID depends on the ID alone', () => {
    expect(calendarEventUid(7)).toBe('calendar-event-7@tucasa');
    expect(calendarEventUid(7)).not.toBe(calendarEventUid(70));
  });
});

describe('item URLs', () => {
  it('fill in the route patterns of the route map', () => {
    expect(paths.announcement(5)).toBe(paths.announcementRoute.replace(':id', '5'));
    expect(paths.calendarEvent(5)).toBe(paths.calendarEventRoute.replace(':id', '5'));
    expect(paths.album(5)).toBe(paths.albumRoute.replace(':id', '5'));
    expect(paths.summitEdition(5)).toBe(paths.summitEditionRoute.replace(':id', '5'));
    expect(paths.calendarEventFeed(5)).toBe('/calendar/5.ics');
  });
});
