// A delete takes the item's files off the web at once (issue 29): while it is in the trash every
// file of it (each size variant, video posters, PDFs) answers 404 at its public URL and its
// link-preview picture too, on every instance of the database, whatever the client holds; the team
// still sees its pictures through the trash. A restore serves them again at the same URLs; a delete
// for good or the purge removes them from the store. On the local folder, and on a bucket under
// `npm run test:s3`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_DAYS } from '../../src/domain/trash.js';
import { namesOf } from '../../server/files/storage.js';
import { purgeTrash } from '../../server/trash/store.js';
import { bearer, call, jpeg, mp4, removeDir, sendForm, startServer, storedBytes, type ErrorBody, type Schemas, type TestServer } from './helpers.js';
import { isStored } from './stored-files.js';
import { makeOneOfEach, type Made } from './trash-helpers.js';

let s: TestServer;
let other: TestServer;
let token: string;
let items: Made[];

beforeAll(async () => {
  s = await startServer();
  token = await s.login();
  // A second instance of the same database and file store, as behind a load balancer.
  other = await startServer({}, s.dataDir);
  items = (await makeOneOfEach(s, token, 'hidden')).filter((m) => m.files.length);
  // An album with a video and its poster picture besides its photo.
  const res = await sendForm(s.app, 'POST', '/api/media/create', { event_title: 'Album with a video', media_files: [await jpeg(1000, 700), mp4('clip.mp4')], video_posters: await jpeg(640, 360), video_poster_for: '1' }, token);
  expect(res.statusCode, res.body).toBe(201);
  const album = res.json<Schemas['MediaItem']>();
  const posters = Object.values(album.VideoPosters ?? {});
  expect(posters).toHaveLength(1);
  items.push({ type: 'media', id: album.ID, title: album.EventTitle, files: [...album.MediaFiles, ...posters], remove: `/api/media/${album.ID}/delete`, list: '/api/media', og: `/og/gallery/${album.ID}.jpg` });
});
afterAll(async () => {
  await other.close();
  await s.close();
  removeDir(s.dataDir);
});

/** Every name an item's files are served under: each stored file and its size variants. */
const namesOfItem = (m: Made) => m.files.flatMap(namesOf);
const fetchFile = (server: TestServer, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url, headers });
const trashIt = async (m: Made) => expect((await call(s.app, { method: 'DELETE', url: m.remove, headers: bearer(token) })).statusCode, m.remove).toBe(200);
const restore = async (m: Made) => expect((await call(s.app, { method: 'POST', url: `/api/trash/${m.type}/${m.id}/restore`, headers: bearer(token) })).statusCode).toBe(200);
const trashFile = (name: string, auth: string | null = token) => call(s.app, { method: 'GET', url: `/api/trash/files/${name}`, headers: auth === null ? {} : bearer(auth) });

describe("a trashed item's files", () => {
  const etags = new Map<string, string>();

  it('are served while it is live, every size variant, poster and PDF, on both instances', async () => {
    const names = items.flatMap(namesOfItem);
    expect(names.filter((n) => /-480w\.webp$/.test(n)).length).toBeGreaterThan(1);
    expect(names.filter((n) => n.endsWith('.pdf')).length).toBe(3);
    expect(names.filter((n) => n.endsWith('.mp4')).length).toBe(1);
    for (const name of names) {
      for (const server of [s, other]) {
        const res = await fetchFile(server, `/uploads/${name}`);
        expect(res.statusCode, name).toBe(200);
        if (server === s && res.headers.etag) etags.set(name, String(res.headers.etag));
      }
    }
    for (const m of items) if (m.og) expect((await fetchFile(s, m.og)).statusCode, m.og).toBe(200);
  });

  it('answer 404 at their public URLs as soon as it is deleted: on this instance and another, to a client holding its ETag, by any spelling', async () => {
    for (const m of items) await trashIt(m);
    for (const m of items) {
      for (const name of namesOfItem(m)) {
        for (const server of [s, other]) {
          expect((await fetchFile(server, `/uploads/${name}`)).statusCode, name).toBe(404);
          expect((await fetchFile(server, `/uploads/${name}`, {}, 'HEAD')).statusCode, name).toBe(404);
        }
        const etag = etags.get(name);
        if (etag) expect((await fetchFile(s, `/uploads/${name}`, { 'if-none-match': etag })).statusCode, name).toBe(404);
        expect((await fetchFile(s, `/uploads/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`)).statusCode, name).toBe(404);
        expect((await fetchFile(s, `/uploads/./${name}?v=1`)).statusCode, name).toBe(404);
      }
      if (m.og) for (const server of [s, other]) expect((await fetchFile(server, m.og)).statusCode, m.og).toBe(404);
    }
    // A live item's files are still served.
    const live = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Still here', image: await jpeg(800, 600) }, token);
    expect((await fetchFile(other, `/${live.json<Schemas['Post']>().Image!}`)).statusCode).toBe(200);
  });

  it('are shown to the team through the trash with a token, never without one, and only while it is there', async () => {
    const trash = (await call(s.app, { method: 'GET', url: '/api/trash', headers: bearer(token) })).json<Schemas['TrashItem'][]>();
    for (const m of items) {
      const entry = trash.find((t) => t.type === m.type && t.ID === m.id)!;
      expect(entry.Pictures, m.title).toEqual(m.files.filter((f) => f.endsWith('.webp')));
      for (const picture of entry.Pictures) {
        const name = picture.slice('uploads/'.length);
        const res = await trashFile(name);
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.rawPayload.equals(await storedBytes(s, picture))).toBe(true);
        expect((await trashFile(name, null)).statusCode).toBe(401);
      }
    }
    const live = (await call(s.app, { method: 'GET', url: '/api/posts' })).json<Schemas['Post'][]>().find((p) => p.Image)!;
    const refused = await trashFile(live.Image!.slice('uploads/'.length));
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorBody>().message).toBe('File not found.');
    const bad = await trashFile('..%2Ftucasa.db');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().field).toBe('name');
  });

  it('are served again at the same URLs once it is restored', async () => {
    for (const m of items) await restore(m);
    for (const m of items) {
      for (const name of namesOfItem(m)) for (const server of [s, other]) expect((await fetchFile(server, `/uploads/${name}`)).statusCode, name).toBe(200);
      if (m.og) expect((await fetchFile(other, m.og)).statusCode, m.og).toBe(200);
      expect((await trashFile(m.files.find((f) => f.endsWith('.webp'))?.slice('uploads/'.length) ?? 'x')).statusCode).not.toBe(200);
    }
  });

  it('leave the store when it is deleted for good, or purged after its days', async () => {
    for (const m of items) await trashIt(m);
    const [first, ...rest] = items;
    expect((await call(s.app, { method: 'DELETE', url: `/api/trash/${first!.type}/${first!.id}`, headers: bearer(token) })).statusCode).toBe(200);
    for (const name of namesOfItem(first!)) expect(await isStored(s, `uploads/${name}`), name).toBe(false);
    for (const m of rest) for (const name of namesOfItem(m)) expect(await isStored(s, `uploads/${name}`), name).toBe(true);
    expect(await purgeTrash(s.db, s.dataDir, new Date(Date.now() + (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000))).toBe(rest.length);
    for (const m of rest) {
      for (const name of namesOfItem(m)) {
        expect(await isStored(s, `uploads/${name}`), name).toBe(false);
        expect((await fetchFile(other, `/uploads/${name}`)).statusCode, name).toBe(404);
      }
    }
  });
});
