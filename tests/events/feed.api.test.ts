import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarEventUid } from '../../src/domain/follow.js';
import { paths } from '../../src/kinds/paths.js';
import { HOSTILE } from '../api/follow-helpers.js';
import { bearer, call, serverForFile } from '../api/helpers.js';

// /calendar.ics and /calendar/{id}.ics read back with ical.js, a parser of its own (not the
// library that writes them): every event's day, title and text survive the trip.

const ctx = serverForFile({ publicOrigin: 'https://www.tucasa.example' });

interface EventInput {
  date: string;
  event: string;
  participants: string;
  description: string;
}

async function createEvent(body: EventInput): Promise<number> {
  const res = await call(ctx.server.app, { method: 'POST', url: '/api/annual-calendars/create', headers: bearer(ctx.token), payload: body });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const get = (url: string, headers: Record<string, string> = {}) => call(ctx.server.app, { method: 'GET', url, headers });

interface Parsed {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  allDay: boolean;
  sequence: number;
  url: string;
}

function parse(text: string): { calendar: ICAL.Component; events: Parsed[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      sequence: event.sequence,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
  return { calendar, events };
}

async function feed() {
  const res = await get(paths.calendarFeed);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parse(res.body);
}

const byUid = (events: Parsed[], id: number) => events.filter((e) => e.uid === calendarEventUid(id));

const EVENTS: EventInput[] = [
  { date: '2025-03-03T00:00:00.000Z', event: 'Camp meeting', participants: 'All members', description: 'Three days of worship.' },
  { date: '2025-12-31T00:00:00.000Z', event: HOSTILE, participants: 'Leaders; chaplains, zone', description: `Line one\nLine two, with; ${HOSTILE}` },
  { date: '2026-01-01T00:00:00.000Z', event: 'New year', participants: 'Everyone', description: 'Happy new year.' },
];

describe('/calendar.ics', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    // Deleted when it was unset: assigning undefined would set the text 'undefined' for the files after.
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('round-trips every event: its day (all day), title, text and participants, in a calendar of the association', async () => {
    const ids = [];
    for (const body of EVENTS) ids.push(await createEvent(body));
    const { calendar, events } = await feed();
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Dar_es_Salaam');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('TUCASA Calendar');

    const stored = (await get('/api/annual-calendars')).json<Array<EventInput & { id: number }>>();
    expect(events).toHaveLength(stored.length);
    for (const event of stored) {
      const [entry, ...more] = byUid(events, event.id);
      expect(more).toEqual([]);
      const day = event.date.slice(0, 10);
      expect(entry).toEqual({
        uid: calendarEventUid(event.id),
        summary: event.event,
        description: event.participants ? `${event.description}\n\nParticipants: ${event.participants}` : event.description,
        start: day,
        end: new Date(Date.parse(event.date) + 86_400_000).toISOString().slice(0, 10),
        allDay: true,
        sequence: 0,
        url: `https://www.tucasa.example/calendar/${event.id}`,
      });
    }
    expect(ids.every((id) => byUid(events, id).length === 1)).toBe(true);
  });

  it('writes each day as it was picked, whatever the server clock zone', async () => {
    const text = (await get(paths.calendarFeed)).body;
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Africa/Dar_es_Salaam']) {
      process.env.TZ = zone;
      expect((await get(paths.calendarFeed)).body.replace(/DTSTAMP.*\r\n/g, ''), zone).toBe(text.replace(/DTSTAMP.*\r\n/g, ''));
    }
    expect(text).toContain('DTSTART;VALUE=DATE:20251231\r\n');
  });

  it('keeps an edited event under its UID, with its new day and text and a higher SEQUENCE', async () => {
    const id = await createEvent({ date: '2025-06-01T00:00:00.000Z', event: 'Draft', participants: 'Youth', description: 'To be set' });
    const before = (await feed()).events;
    const edit = await call(ctx.server.app, {
      method: 'PUT',
      url: `/api/annual-calendars/${id}/update`,
      headers: bearer(ctx.token),
      payload: { date: '2025-06-08T00:00:00.000Z', event: 'Youth day', participants: 'Youth & friends', description: 'Set: <b>"all day"</b>' },
    });
    expect(edit.statusCode).toBe(200);
    const after = (await feed()).events;
    expect(after).toHaveLength(before.length);
    const [entry, ...more] = byUid(after, id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ summary: 'Youth day', start: '2025-06-08', description: 'Set: <b>"all day"</b>\n\nParticipants: Youth & friends', sequence: 1 });
  });

  it("carries the description's links and formatting as HTML beside the text as written, none of the text markup", async () => {
    const description = `*Register* at www.tucasa.or.tz/summit or call +255 712 345 678.\n- bring a tent\n${HOSTILE}`;
    const id = await createEvent({ date: '2025-05-05T00:00:00.000Z', event: 'Summit', participants: 'All', description });
    const text = (await get(paths.calendarFeed)).body;
    const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent').find((e) => e.getFirstPropertyValue('uid') === calendarEventUid(id))!;
    expect(vevent.getFirstPropertyValue('description')).toBe(`${description}\n\nParticipants: All`);
    const html = vevent.getFirstProperty('x-alt-desc')!;
    expect(html.getParameter('fmttype')).toBe('text/html');
    // A TEXT value (RFC 5545 3.3.11), its `;` and `,` escaped; ical.js knows no X-ALT-DESC to unescape it.
    expect(String(html.getFirstValue()).replace(/\\([;,\\])/g, '$1')).toBe(
      '<p><strong>Register</strong> at <a href="https://www.tucasa.or.tz/summit">www.tucasa.or.tz/summit</a> or call <a href="tel:+255712345678">+255 712 345 678</a>.</p>' +
        '<ul><li>bring a tent</li></ul>' +
        '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry\'s &quot;big&quot; day ]]&gt; &amp;amp; &lt;b&gt;</p><p>Participants: All</p>',
    );
  });

  it('leaves out an event without a date, and a deleted one', async () => {
    const dateless = await ctx.server.db
      .insertInto('calendar_events')
      .values({ event: 'Someday', date: null, description: '', participants: '', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gone = await createEvent({ date: '2025-09-09T00:00:00.000Z', event: 'Cancelled', participants: 'All', description: 'Off' });
    expect(byUid((await feed()).events, gone)).toHaveLength(1);
    const del = await call(ctx.server.app, { method: 'DELETE', url: `/api/annual-calendars/${gone}/delete`, headers: bearer(ctx.token) });
    expect(del.statusCode).toBe(200);
    const { events } = await feed();
    expect(byUid(events, gone)).toEqual([]);
    expect(byUid(events, dateless.id)).toEqual([]);
    expect((await get(paths.calendarEventFeed(gone))).statusCode).toBe(404);
    expect((await get(paths.calendarEventFeed(dateless.id))).statusCode).toBe(404);
  });

  it('answers 304 to a client that holds the current copy, and a new copy once an event changes', async () => {
    const first = await get(paths.calendarFeed);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(paths.calendarFeed, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createEvent({ date: '2025-10-10T00:00:00.000Z', event: 'Added', participants: 'All', description: 'New' });
    expect((await get(paths.calendarFeed, { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('/sw/calendar.ics (issue 31)', () => {
  it('holds the same events under the same UIDs, in a calendar whose own words and links are Swahili', async () => {
    const id = await createEvent({ date: '2025-08-02T00:00:00.000Z', event: 'Ibada ya Vijana', participants: 'Wanachama wote', description: 'Ukumbi mkuu.' });
    const english = parse((await get(paths.calendarFeed)).body);
    const res = await get(paths.calendarFeedSwahili);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kalenda ya TUCASA');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Dar_es_Salaam');
    expect(events.map((e) => e.uid).sort()).toEqual(english.events.map((e) => e.uid).sort());
    expect(byUid(events, id)).toEqual([
      expect.objectContaining({
        summary: 'Ibada ya Vijana',
        description: 'Ukumbi mkuu.\n\nWashiriki: Wanachama wote',
        start: '2025-08-02',
        url: `https://www.tucasa.example/sw/calendar/${id}`,
      }),
    ]);
  });
});

describe('/calendar/{id}.ics', () => {
  it('is the one event as a file to add, under the same UID as in the feed', async () => {
    const id = await createEvent({ date: '2025-04-20T00:00:00.000Z', event: 'Easter camp', participants: 'Campus leaders', description: 'Bring a tent' });
    const res = await get(paths.calendarEventFeed(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const { events } = parse(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(byUid((await feed()).events, id)[0]);
  });

  it('answers 404 for an ID no event has and 400 for one that is not an ID', async () => {
    expect((await get(paths.calendarEventFeed(999_999))).statusCode).toBe(404);
    expect((await get('/calendar/abc.ics')).statusCode).toBe(400);
  });
});
