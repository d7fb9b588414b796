import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, pdf, png, removeDir, sendForm, startServer, type ErrorBody, type FormValue, type Schemas, type TestServer } from './helpers.js';

// GET /api/search (decision 035): what the public sees and nothing else, as soon as it is written,
// and what a caller sends checked. The rule itself (keys, typos, order) is tests/unit/search.test.ts's.

type Answer = Schemas['SearchAnswer'];

let s: TestServer;
let token: string;
/** How far the server's clock is ahead of the real time. */
let offset = 0;

beforeAll(async () => {
  s = await startServer({}, undefined, { clock: () => new Date(Date.now() + offset) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
});
afterEach(() => {
  offset = 0;
});

const HOUR = 3_600_000;

async function post(fields: Record<string, FormValue | undefined>): Promise<number> {
  const res = await sendForm(s.app, 'POST', '/api/posts/create', fields, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Schemas['Post']>().ID;
}

const search = (query: string) => call<Answer>(s.app, { method: 'GET', url: `/api/search?${query}` });

async function found(q: string, lang = 'en'): Promise<string[]> {
  const res = await search(new URLSearchParams({ q, lang }).toString());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((hit) => `${hit.kind} ${hit.id}`);
}

describe('search', () => {
  it('finds what the public sees, and no draft, scheduled or trashed announcement', async () => {
    const published = await post({ title: 'Annual Summit registration is open', description: 'Delegates of every campus register now.' });
    const draft = await post({ title: 'Summit budget draft', status: 'draft' });
    const scheduled = await post({ title: 'Summit speakers announced', status: 'scheduled', publish_at: new Date(Date.now() + 2 * HOUR).toISOString() });
    const event = await call<Schemas['CalendarEvent']>(s.app, {
      method: 'POST',
      url: '/api/annual-calendars/create',
      headers: bearer(token),
      payload: { date: '2027-01-20T00:00:00.000Z', event: 'Summit prayer night', participants: 'Every campus', description: 'Prayer before the summit.' },
    });
    expect(event.statusCode).toBe(201);

    expect(await found('summit')).toEqual(expect.arrayContaining([`announcement ${published}`, `calendarEvent ${event.json().id}`]));
    expect(await found('summit')).not.toEqual(expect.arrayContaining([`announcement ${draft}`]));
    expect(await found('speakers')).toEqual([]);
    // Once its time has come, with no write: the index is made again at the scheduled instant.
    offset = 3 * HOUR;
    expect(await found('speakers')).toEqual([`announcement ${scheduled}`]);
    offset = 0;

    const trashed = await call(s.app, { method: 'DELETE', url: `/api/posts/${published}/delete`, headers: bearer(token) });
    expect(trashed.statusCode).toBe(200);
    expect(await found('registration')).toEqual([]);
    const restored = await call(s.app, { method: 'POST', url: `/api/trash/announcement/${published}/restore`, headers: bearer(token) });
    expect(restored.statusCode).toBe(200);
    expect(await found('registration')).toEqual([`announcement ${published}`]);
  });

  it('follows an edit at once, and meets a Kiswahili word in another class', async () => {
    const id = await post({ title: 'Kitabu cha Mwaka kimetoka', description: 'Ratiba ya kusoma kwa wanafunzi.', language: 'sw' });
    expect(await found('vitabu', 'sw')).toEqual([`announcement ${id}`]);
    const res = await sendForm(s.app, 'PUT', `/api/posts/${id}/update`, { title: 'Ratiba ya mwaka' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('vitabu', 'sw')).toEqual([]);
    expect(await found('ratiba', 'sw')).toEqual([`announcement ${id}`]);
  });

  it('finds the Book of the Year and the leaders, on their pages, and no book but the one the public sees', async () => {
    const form = (url: string, fields: Record<string, FormValue | undefined>) => sendForm(s.app, 'POST', url, fields, token);
    const leader = await form('/api/chaplaincy-leaders/create', { name: 'Pastor Mwakalinga', title: 'Union Chaplain', contact: 'chaplain@example.org', image: await png() });
    expect(leader.statusCode, leader.body).toBe(201);
    const older = await form('/api/annual-books/create', { title: 'Patriarchs and Prophets', reading_plan: pdf(), image: await png() });
    expect(older.statusCode, older.body).toBe(201);
    const featured = await form('/api/annual-books/create', { title: 'Steps to Christ', description: 'A chapter a week.', reading_plan: pdf(), image: await png() });
    expect(featured.statusCode, featured.body).toBe(201);
    const hits = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).json().results.map((hit) => [hit.kind, hit.path]);
    expect(await hits('chaplain')).toEqual([['leader', '/chaplency']]);
    expect(await hits('mwakalinga')).toEqual([['leader', '/chaplency']]);
    expect(await hits('steps christ')).toEqual([['book', '/book']]);
    expect(await hits('patriarchs')).toEqual([]);
  });

  it('answers at most 20 results, marked, within 5 KB gzip, and how many matched', async () => {
    const long = 'Delegates from every campus can now register for the Annual Summit: seminars, worship, a mission fair and a choir festival, with a long description to fill the snippet well past its length.';
    for (let n = 1; n <= 24; n++) await post({ title: `Campus notice number ${n} about the coming annual choir festival and summit`, description: long });
    const res = await search('q=campus+choir');
    const answer = res.json();
    expect(answer.results).toHaveLength(20);
    expect(answer.total).toBeGreaterThanOrEqual(24);
    expect(answer.results[0]!.title.filter((part) => part.match).map((part) => part.text)).toEqual(['Campus', 'choir']);
    expect(gzipSync(res.body).length).toBeLessThanOrEqual(5 * 1024);
    expect((await search('q=campus&limit=3')).json().results).toHaveLength(3);
  });

  it.each([
    ['', 'q is required: what to look for.', 'q'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters.', 'q'],
    ['q=a&q=b', 'q may be given once.', 'q'],
    ['q=summit&lang=fr', 'Unknown language "fr".', 'lang'],
    ['q=summit&limit=0', 'limit must be a whole number from 1 to 20.', 'limit'],
    ['q=summit&limit=21', 'limit must be a whole number from 1 to 20.', 'limit'],
    ['q=summit&limit=ten', 'limit must be a whole number from 1 to 20.', 'limit'],
  ])('answers 400 to ?%s', async (query, message, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({ message, field });
  });

  it('answers an empty query, or one of no words, with nothing', async () => {
    expect((await search('q=')).json()).toEqual({ results: [], total: 0 });
    expect((await search('q=%20%21%3F')).json()).toEqual({ results: [], total: 0 });
  });
});
