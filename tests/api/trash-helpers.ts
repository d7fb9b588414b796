import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { paths } from '../../src/kinds/paths.js';
import type { TrashType } from '../../src/domain/trash.js';
import { filesOf } from '../../server/files/storage.js';
import { bearer, call, jpeg, pdf, png, sendForm, type TestServer } from './helpers.js';

// One item of every kind a delete moves to the trash, with files wherever the kind has them, and
// the places each shows (its list, its page, its link-preview picture).

export interface Made {
  type: TrashType;
  id: number;
  title: string;
  /** Its stored paths (uploads/…), each with its variants on disk. */
  files: string[];
  /** The spec's delete call and the public list that shows it. */
  remove: string;
  list: string;
  /** Its own public page and link-preview picture, for the kinds that have one. */
  page?: string;
  og?: string;
}

type Wire = Record<string, unknown>;
const paths_ = (row: Wire, keys: string[]) => keys.flatMap((k) => (Array.isArray(row[k]) ? (row[k] as string[]) : typeof row[k] === 'string' ? [row[k]] : []));

/** Creates one item of each kind (titles end with `tag`) through the API. */
export async function makeOneOfEach(s: TestServer, token: string, tag: string): Promise<Made[]> {
  const form = async (url: string, fields: Parameters<typeof sendForm>[3]) => {
    const res = await sendForm(s.app, 'POST', url, fields, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Wire>();
  };
  const post = await form('/api/posts/create', { title: `Post ${tag}`, image: await png(), attachment: pdf() });
  const media = await form('/api/media/create', { event_title: `Album ${tag}`, media_files: await jpeg(1000, 700) });
  const leader = await form('/api/chaplaincy-leaders/create', { name: `Leader ${tag}`, title: 'Zone Chaplain', contact: '0700', image: await png() });
  const book = await form('/api/annual-books/create', { title: `Book ${tag}`, image: await png(), reading_plan: pdf() });
  const summit = await form('/api/summits/create', { title: `Summit ${tag}`, outfit_image: await png(), timetable: pdf(), posters: [await png()] });
  const eventRes = await call(s.app, {
    method: 'POST',
    url: '/api/annual-calendars/create',
    headers: bearer(token),
    payload: { date: '2026-05-03T00:00:00.000Z', event: `Event ${tag}`, participants: 'All', description: 'Yearly' },
  });
  expect(eventRes.statusCode).toBe(201);
  const event = eventRes.json<Wire>();
  const id = (row: Wire) => Number(row.ID ?? row.id);
  return [
    { type: 'announcement', id: id(post), title: `Post ${tag}`, files: paths_(post, ['Image', 'Attachment']), remove: `/api/posts/${id(post)}/delete`, list: '/api/posts', page: paths.announcement(id(post)), og: `/og/announcements/${id(post)}.jpg` },
    { type: 'media', id: id(media), title: `Album ${tag}`, files: paths_(media, ['MediaFiles']), remove: `/api/media/${id(media)}/delete`, list: '/api/media', page: paths.album(id(media)), og: `/og/gallery/${id(media)}.jpg` },
    { type: 'leader', id: id(leader), title: `Leader ${tag}`, files: paths_(leader, ['Image']), remove: `/api/chaplaincy-leaders/${id(leader)}/delete`, list: '/api/chaplaincy-leaders' },
    { type: 'book', id: id(book), title: `Book ${tag}`, files: paths_(book, ['Image', 'ReadingPlan']), remove: `/api/annual-books/${id(book)}/delete`, list: '/api/annual-books' },
    { type: 'event', id: id(event), title: `Event ${tag}`, files: [], remove: `/api/annual-calendars/${id(event)}/delete`, list: '/api/annual-calendars', page: paths.calendarEvent(id(event)), og: `/og/calendar/${id(event)}.jpg` },
    { type: 'summit', id: id(summit), title: `Summit ${tag}`, files: paths_(summit, ['OutfitImage', 'Timetable', 'Posters']), remove: `/api/summits/${id(summit)}/delete`, list: '/api/summits', page: paths.summitEdition(id(summit)), og: `/og/summit/${id(summit)}.jpg` },
  ];
}

/** Every file on disk behind the items' stored paths (variants included), and whether each is there. */
export function diskFiles(s: TestServer, items: readonly Made[]): Array<{ file: string; there: boolean }> {
  return items.flatMap((m) => m.files.flatMap((p) => filesOf(s.dataDir, p))).map((file) => ({ file, there: existsSync(file) }));
}

/** The IDs a public list answers. */
export async function listed(s: TestServer, list: string): Promise<number[]> {
  return (await call(s.app, { method: 'GET', url: list })).json<Wire[]>().map((row) => Number(row.ID ?? row.id));
}

/** The three dashboard counts, as numbers. */
export async function counts(s: TestServer) {
  const get = async <T>(url: string) => (await call(s.app, { method: 'GET', url })).json<T>();
  const leaders = await get<Record<string, number>>('/api/chaplaincy-leaders/count');
  return {
    media: (await get<{ total_media: number }>('/api/media/count')).total_media,
    events: (await get<{ total_events: number }>('/api/annual-calendars/count')).total_events,
    leaders: Object.values(leaders).reduce((a, b) => a + b, 0),
  };
}
