import { describe, expect, it } from 'vitest';
import {
  calendarFormValues,
  deleteEventId,
  editEventId,
  isoToPickerValue,
  normalizeCalendarEvent,
  pickerValueToIso,
  sortEventsByDate,
  validateCalendarForm,
} from '../../src/features/events/rules';

describe('normalizeCalendarEvent', () => {
  it('reads the canonical fields', () => {
    expect(
      normalizeCalendarEvent({ id: 4, event: 'Camp', date: '2025-03-03T00:00:00.000Z', description: 'd', participants: 'All' }),
    ).toEqual({ id: 4, event: 'Camp', date: '2025-03-03T00:00:00.000Z', description: 'd', participants: 'All' });
  });

  it('reads the aliases ID/_id, Title/Event, Date/EventDate, Participants', () => {
    expect(normalizeCalendarEvent({ ID: 7, Title: 'Retreat', Date: '2025-06-01', Participants: 'Leaders' })).toMatchObject({
      id: 7,
      event: 'Retreat',
      date: '2025-06-01T00:00:00.000Z',
      participants: 'Leaders',
    });
    expect(normalizeCalendarEvent({ _id: 'a1', Event: 'Week of Prayer', EventDate: '2025-09-10T00:00:00Z' })).toMatchObject({
      id: 'a1',
      event: 'Week of Prayer',
      date: '2025-09-10T00:00:00.000Z',
    });
  });

  it('prefers the canonical spelling when several are present', () => {
    expect(normalizeCalendarEvent({ id: 1, ID: 2, event: 'a', Title: 'b' })).toMatchObject({ id: 1, event: 'a' });
  });

  it("defaults: 'Untitled Event', date null, participants ''", () => {
    expect(normalizeCalendarEvent({})).toEqual({ id: null, event: 'Untitled Event', date: null, description: '', participants: '' });
    expect(normalizeCalendarEvent({ event: '   ' }).event).toBe('Untitled Event');
    expect(normalizeCalendarEvent(null).event).toBe('Untitled Event');
    expect(normalizeCalendarEvent({ event: ' ' }, 'sw').event).toBe('Tukio lisilo na jina');
    expect(normalizeCalendarEvent({ event: 'Camp' }, 'sw').event).toBe('Camp');
  });

  it('turns an invalid date into null', () => {
    expect(normalizeCalendarEvent({ date: 'abc' }).date).toBeNull();
    expect(normalizeCalendarEvent({ date: '' }).date).toBeNull();
  });
});

describe('sortEventsByDate', () => {
  it('orders ascending with missing and invalid dates last, keeping ties in order', () => {
    const events = [
      { name: 'undated-1', date: null },
      { name: 'june', date: '2025-06-01T00:00:00.000Z' },
      { name: 'bad', date: 'abc' },
      { name: 'march-a', date: '2025-03-03T00:00:00.000Z' },
      { name: 'march-b', date: '2025-03-03T00:00:00.000Z' },
      { name: 'undated-2', date: null },
      { name: 'january', date: '2025-01-15T00:00:00.000Z' },
    ];
    expect(sortEventsByDate(events).map((e) => e.name)).toEqual([
      'january',
      'march-a',
      'march-b',
      'june',
      'undated-1',
      'bad',
      'undated-2',
    ]);
  });

  it('does not change its input', () => {
    const events = [{ date: '2025-06-01T00:00:00.000Z' }, { date: '2025-01-01T00:00:00.000Z' }];
    sortEventsByDate(events);
    expect(events[0]?.date).toBe('2025-06-01T00:00:00.000Z');
  });
});

describe('admin id checks', () => {
  it('edit: a numeric id passes, as a number or digits', () => {
    expect(editEventId(12)).toEqual({ ok: true, id: 12 });
    expect(editEventId('12')).toEqual({ ok: true, id: 12 });
  });

  it("edit: missing id gives 'ID is missing.'", () => {
    for (const id of [undefined, null, '', '  ']) {
      expect(editEventId(id)).toEqual({ ok: false, error: 'Invalid event ID for editing. ID is missing.' });
    }
  });

  it("edit: non-numeric id gives 'ID must be a number.'", () => {
    for (const id of ['abc', '12a', 1.5, Number.NaN, 0, -3, {}]) {
      expect(editEventId(id)).toEqual({ ok: false, error: 'Invalid event ID for editing. ID must be a number.' });
    }
  });

  it('delete: one text for missing or invalid', () => {
    expect(deleteEventId(5)).toEqual({ ok: true, id: 5 });
    for (const id of [undefined, null, '', 'abc', 0]) {
      expect(deleteEventId(id)).toEqual({ ok: false, error: 'Invalid event ID for deletion. ID is missing or invalid.' });
    }
  });
});

describe('day picker <-> ISO', () => {
  it('sends the picked day at UTC midnight', () => {
    expect(pickerValueToIso('2025-03-03')).toBe('2025-03-03T00:00:00.000Z');
    expect(pickerValueToIso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const value of ['2025-02-29', '2025-02-30', '2025-03-00', '2025-04-31', '2025-13-01', '2025-00-10', '2025-3-3', '03/03/2025', 'abc', '']) {
      expect(pickerValueToIso(value)).toBeNull();
    }
  });

  it('reads back the same day for the edit form, and round-trips', () => {
    expect(isoToPickerValue('2025-03-03T00:00:00.000Z')).toBe('2025-03-03');
    expect(isoToPickerValue(pickerValueToIso('2025-12-31'))).toBe('2025-12-31');
    expect(isoToPickerValue(null)).toBe('');
    expect(isoToPickerValue('abc')).toBe('');
  });

  it('keeps the picked day in any local zone of the process', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Africa/Dar_es_Salaam', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(new Date(0).getTimezoneOffset()).not.toBe(0);
        expect(pickerValueToIso('2025-03-03')).toBe('2025-03-03T00:00:00.000Z');
        expect(isoToPickerValue('2025-03-03T00:00:00.000Z')).toBe('2025-03-03');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('validateCalendarForm', () => {
  const filled = { date: '2025-03-03', event: ' Camp ', description: 'Annual camp', participants: 'All' };

  it('gives the body to send, trimmed, with the ISO date', () => {
    expect(validateCalendarForm(filled)).toEqual({
      ok: true,
      value: { date: '2025-03-03T00:00:00.000Z', event: 'Camp', description: 'Annual camp', participants: 'All' },
    });
  });

  it("needs every field: 'All fields are required.'", () => {
    for (const key of ['date', 'event', 'description', 'participants'] as const) {
      expect(validateCalendarForm({ ...filled, [key]: '  ' })).toEqual({ ok: false, error: 'All fields are required.' });
    }
  });

  it("refuses an impossible date: 'Invalid date. Please select a valid date.'", () => {
    expect(validateCalendarForm({ ...filled, date: '2025-02-30' })).toEqual({
      ok: false,
      error: 'Invalid date. Please select a valid date.',
    });
  });

  it('prefills the edit form from a stored event', () => {
    expect(
      calendarFormValues(normalizeCalendarEvent({ id: 1, event: 'Camp', date: '2025-03-03T00:00:00.000Z', description: 'd', participants: 'p' })),
    ).toEqual({ date: '2025-03-03', event: 'Camp', description: 'd', participants: 'p' });
  });
});
