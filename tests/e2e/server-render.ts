/**
 * One item of each kind for the server-render tests (public-no-js, public-hydration), put in
 * through the admin API, told apart from other tests' content by `tag`, and removed after.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { adminAuth, createMedia, pdf, photo, send } from './public-content';

export interface Seeded {
  tag: string;
  hero: { mission: string; subtitle: string };
  /** An announcement whose title would end the page's data script if it were not escaped. */
  post: { title: string; text: string };
  event: { title: string; participants: string; date: string };
  leader: { name: string; title: string };
  summit: string;
  book: string;
  album: string;
  /** What to delete after: [API path, id]. */
  made: Array<[string, number]>;
}

export async function seedAll(request: APIRequestContext, tag: string): Promise<Seeded> {
  const seeded: Seeded = {
    tag,
    hero: { mission: `Server-read mission (${tag})`, subtitle: `Server-read subtitle (${tag})` },
    post: { title: `${tag}: </script><script>alert(1)</script>`, text: `Read without JavaScript (${tag}).` },
    event: { title: `${tag}: Campus Crusade`, participants: 'All campuses', date: '2031-05-04' },
    leader: { name: `${tag}: Joseph`, title: 'Zone Leader - Zone - Mbeya' },
    summit: `${tag}: Summit of Hope`,
    book: `${tag}: The Desire of Ages`,
    album: `${tag}: Youth Congress`,
    made: [],
  };
  const headers = await adminAuth(request);
  await send(request, 'PUT', '/api/settings/update', { missionText: seeded.hero.mission, subtitleText: seeded.hero.subtitle });
  const post = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: seeded.post.title, description: seeded.post.text });
  seeded.made.push(['posts', post.ID]);
  const event = await request.post('/api/annual-calendars/create', {
    headers,
    data: { date: `${seeded.event.date}T00:00:00.000Z`, event: seeded.event.title, participants: seeded.event.participants, description: 'Door to door.' },
  });
  expect(event.ok(), await event.text()).toBe(true);
  seeded.made.push(['annual-calendars', ((await event.json()) as { id: number }).id]);
  const leader = await send<{ ID: number }>(request, 'POST', '/api/chaplaincy-leaders/create', {
    name: seeded.leader.name,
    title: seeded.leader.title,
    contact: '+255 700 000 000',
    image: await photo('Jo', 90, 400, 400),
  });
  seeded.made.push(['chaplaincy-leaders', leader.ID]);
  const form = new FormData();
  form.append('title', seeded.summit);
  const outfit = await photo('Outfit', 280, 800, 960);
  form.append('outfit_image', new Blob([new Uint8Array(outfit.buffer)], { type: outfit.mimeType }), outfit.name);
  const timetable = pdf('timetable.pdf');
  form.append('timetable', new Blob([new Uint8Array(timetable.buffer)], { type: timetable.mimeType }), timetable.name);
  const summit = await request.post('/api/summits/create', { headers, multipart: form });
  expect(summit.ok(), await summit.text()).toBe(true);
  seeded.made.push(['summits', ((await summit.json()) as { ID: number }).ID]);
  const book = await send<{ ID: number }>(request, 'POST', '/api/annual-books/create', {
    title: seeded.book,
    description: 'Read across the year.',
    image: await photo('Cover', 35, 600, 900),
    reading_plan: pdf('plan.pdf'),
  });
  seeded.made.push(['annual-books', book.ID]);
  const album = await createMedia(request, { event_title: seeded.album, media_files: [await photo('Congress', 120, 900, 600)] });
  seeded.made.push(['media', album.ID]);
  return seeded;
}

export async function removeAll(request: APIRequestContext, seeded: Seeded | undefined): Promise<void> {
  if (!seeded) return;
  const headers = await adminAuth(request);
  for (const [kind, id] of seeded.made) await request.delete(`/api/${kind}/${id}/delete`, { headers });
}
