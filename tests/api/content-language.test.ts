import { describe, expect, it } from 'vitest';
import { bearer, call, png, sendForm, serverForFile, type Answer, type Schemas } from './helpers.js';
import { expectRefusedUnchanged } from './resource.js';

// Issue 31: each announcement, event and album says the language it is written in. Left out, it is
// English, and an English item is answered as the specification has it (no field); a Swahili one
// says so, an update that does not send it keeps it, and any other value is refused, changing nothing.

const suite = serverForFile();
const LANGUAGE_ERROR = 'Language must be en (English) or sw (Kiswahili).';

const post = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | File>) => sendForm(suite.server.app, method, url, fields, suite.token);
const json = (method: 'POST' | 'PUT', url: string, payload: object) => call(suite.server.app, { method, url, headers: bearer(suite.token), payload });
const listed = async <T>(url: string) => (await call(suite.server.app, { method: 'GET', url })).json<T[]>();

const EVENT = { date: '2026-03-14T00:00:00.000Z', event: 'Wiki ya Maombi', participants: 'Wanachama wote', description: 'Jioni kila siku.' };

describe('the language of an item', () => {
  it('of an announcement: Swahili when sent, kept by an update that sends none, English again left out of the answer', async () => {
    const made = await post('POST', '/api/posts/create', { title: 'Karibuni', description: 'Mkutano wa Sabato.', language: 'sw' });
    expect(made.statusCode).toBe(201);
    const created = made.json<Schemas['Post']>();
    expect(created.Language).toBe('sw');
    expect((await listed<Schemas['Post']>('/api/posts')).find((p) => p.ID === created.ID)?.Language).toBe('sw');
    const kept = await post('PUT', `/api/posts/${created.ID}/update`, { title: 'Karibuni tena' });
    expect(kept.json<Schemas['Post']>().Language).toBe('sw');
    const english = await post('PUT', `/api/posts/${created.ID}/update`, { title: 'Welcome', language: 'en' });
    expect(Object.keys(english.json<Schemas['Post']>())).not.toContain('Language');
    const plain = await post('POST', '/api/posts/create', { title: 'Welcome' });
    expect(Object.keys(plain.json<Schemas['Post']>())).not.toContain('Language');
  });

  it('of an event: sent in its JSON, kept by an update that sends none', async () => {
    const made = await json('POST', '/api/annual-calendars/create', { ...EVENT, language: 'sw' });
    expect(made.statusCode).toBe(201);
    const { id, language } = made.json<Schemas['CalendarEvent']>();
    expect(language).toBe('sw');
    const kept = await json('PUT', `/api/annual-calendars/${id}/update`, { ...EVENT, event: 'Wiki ya Maombi 2026' });
    expect(kept.json<Schemas['CalendarEvent']>().language).toBe('sw');
    expect((await listed<Schemas['CalendarEvent']>('/api/annual-calendars')).find((e) => e.id === id)?.language).toBe('sw');
  });

  it('of an album: sent with its files, kept by an update that sends none', async () => {
    const made = await post('POST', '/api/media/create', { event_title: 'Kambi ya Vijana', media_files: await png(), language: 'sw' });
    expect(made.statusCode).toBe(201);
    const album = made.json<Schemas['MediaItem']>();
    expect(album.Language).toBe('sw');
    const kept = await post('PUT', `/api/media/${album.ID}`, { event_title: 'Kambi ya Vijana 2026' });
    expect(kept.json<Schemas['MediaItem']>().Language).toBe('sw');
  });

  it('is en or sw, nothing else: another value is refused with the field named, and nothing changes', async () => {
    const sends: Array<() => Promise<Answer>> = [
      async () => post('POST', '/api/posts/create', { title: 'Hello', language: 'fr' }),
      async () => post('POST', '/api/media/create', { event_title: 'Camp', media_files: await png(), language: 'SW' }),
      async () => json('POST', '/api/annual-calendars/create', { ...EVENT, language: 'kiswahili' }),
    ];
    for (const send of sends) await expectRefusedUnchanged(suite.server, send, 400, LANGUAGE_ERROR, 'language');
  });
});
