import { describe, expect, it } from 'vitest';
import { bearer, call, serverForFile, snapshot, tamperedSubject, type ErrorBody, type Schemas } from '../api/helpers.js';
import { expectKeptAcrossRestart, expectRefusedUnchanged } from '../api/resource.js';

const suite = serverForFile();

const auth = (t: string | null) => (t === null ? {} : bearer(t));
const create = (payload: unknown, t: string | null = suite.token) =>
  call(suite.server.app, { method: 'POST', url: '/api/annual-calendars/create', headers: auth(t), payload: payload as object });
const update = (id: number | string, payload: unknown, t: string | null = suite.token) =>
  call(suite.server.app, { method: 'PUT', url: `/api/annual-calendars/${id}/update`, headers: auth(t), payload: payload as object });
const remove = (id: number | string, t: string | null = suite.token) =>
  call(suite.server.app, { method: 'DELETE', url: `/api/annual-calendars/${id}/delete`, headers: auth(t) });
const list = async () => (await call(suite.server.app, { method: 'GET', url: '/api/annual-calendars' })).json<Schemas['CalendarEvent'][]>();
const count = async () => (await call(suite.server.app, { method: 'GET', url: '/api/annual-calendars/count' })).json<Schemas['EventCount']>().total_events;

const event = { date: '2025-03-03T00:00:00.000Z', event: 'Week of prayer', participants: 'All members', description: 'Morning and evening' };

describe('annual calendar', () => {
  it('creates events with the date normalised to UTC and trimmed text', async () => {
    const res = await create({ date: '2025-03-03T03:00:00+03:00', event: '  Week of prayer ', participants: ' All members ', description: ' Morning and evening ' });
    expect(res.statusCode).toBe(201);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
    expect(res.json()).toEqual({ id: expect.any(Number), ...event });
  });

  it('lists by date ascending, events without a date last, and counts them', async () => {
    const before = await count();
    await create({ ...event, event: 'Summit', date: '2025-12-01T00:00:00Z' });
    await create({ ...event, event: 'Camp', date: '2025-01-15T00:00:00Z' });
    // A row from before dates were required (the column allows it): the page shows it as 'No Date'.
    await suite.server.db.insertInto('calendar_events').values({ event: 'Undated', date: null, description: 'd', participants: 'p', created_at: new Date().toISOString() }).execute();
    const events = await list();
    expect(events.map((e: { event: string }) => e.event)).toEqual(['Camp', 'Week of prayer', 'Summit', 'Undated']);
    expect(events.at(-1)!.date).toBeNull();
    expect(await count()).toBe(before + 3);
  });

  const MISSING = 'Missing required fields: date, event, and participants are required.';
  const ALL = 'All fields are required.';
  const INVALID = 'Invalid date. Please select a valid date.';
  const without = (key: string) => Object.fromEntries(Object.entries(event).filter(([k]) => k !== key));
  const cases: Array<[string, unknown, string, string]> = [
    ['no date', without('date'), MISSING, 'date'],
    ['no event', without('event'), MISSING, 'event'],
    ['no participants', without('participants'), MISSING, 'participants'],
    ['no description', without('description'), ALL, 'description'],
    ['a blank event', { ...event, event: '   ' }, MISSING, 'event'],
    ['blank participants', { ...event, participants: '' }, MISSING, 'participants'],
    ['a blank description', { ...event, description: ' \n ' }, ALL, 'description'],
    ['an event that is not text', { ...event, event: 42 }, MISSING, 'event'],
    ['a date that is not a date', { ...event, date: 'next Tuesday' }, INVALID, 'date'],
    ['an empty date', { ...event, date: '' }, INVALID, 'date'],
    ['an impossible day', { ...event, date: '2025-02-30T00:00:00Z' }, INVALID, 'date'],
    ['a date without a time', { ...event, date: '2025-03-03' }, INVALID, 'date'],
    ['a leap second Date cannot hold', { ...event, date: '2016-12-31T23:59:60Z' }, INVALID, 'date'],
    ['an event over 200 characters', { ...event, event: 'x'.repeat(201) }, 'event must be at most 200 characters.', 'event'],
  ];

  it.each(cases)('refuses to create with %s and changes nothing', async (_name, payload, text, field) => {
    await expectRefusedUnchanged(suite.server, () => create(payload), 400, text, field);
  });

  it.each(cases)('refuses to update with %s and changes nothing', async (_name, payload, text, field) => {
    const id = (await list())[0]!.id;
    await expectRefusedUnchanged(suite.server, () => update(id, payload), 400, text, field);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await snapshot(suite.server);
    const res = await call(suite.server.app, {
      method: 'POST',
      url: '/api/annual-calendars/create',
      headers: { ...bearer(suite.token), 'content-type': 'application/json' },
      payload: '{"date":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toBe('The request body must be valid JSON.');
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('updates an event', async () => {
    const created = (await create(event)).json<Schemas['CalendarEvent']>();
    const res = await update(created.id, { date: '2026-04-10T09:30:00+02:00', event: 'Retreat', participants: 'Leaders', description: 'Two days' });
    expect(res.statusCode).toBe(200);
    const expected = { id: created.id, date: '2026-04-10T07:30:00.000Z', event: 'Retreat', participants: 'Leaders', description: 'Two days' };
    expect(res.json()).toEqual(expected);
    expect((await list()).find((e: { id: number }) => e.id === created.id)).toEqual(expected);
  });

  it('answers 404 for an unknown id and 400 for a bad one, changing nothing', async () => {
    const before = await snapshot(suite.server);
    const missing = await update(99999, event);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().error).toBe('Event not found.');
    expect((await remove(99999)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '2.5']) {
      for (const res of [await update(bad, event), await remove(bad)]) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<ErrorBody>().error).toBe('Invalid ID provided.');
      }
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('deletes an event', async () => {
    const created = (await create(event)).json<Schemas['CalendarEvent']>();
    const before = await count();
    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Event deleted successfully!' });
    expect(await count()).toBe(before - 1);
    expect((await list()).map((e: { id: number }) => e.id)).not.toContain(created.id);
    expect((await remove(created.id)).statusCode).toBe(404);
  });

  it('refuses every write without a valid token, changing nothing', async () => {
    const id = (await list())[0]!.id;
    const before = await snapshot(suite.server);
    for (const t of [null, tamperedSubject(suite.token)]) {
      expect((await create(event, t)).statusCode).toBe(401);
      expect((await update(id, event, t)).statusCode).toBe(401);
      expect((await remove(id, t)).statusCode).toBe(401);
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('keeps its data across a restart', async () => {
    const before = await expectKeptAcrossRestart(suite, list);
    expect(await count()).toBe(before.length);
  });
});
