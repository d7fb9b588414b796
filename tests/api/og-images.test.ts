import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/kinds/paths.js';
import { ORIGIN, buildWithIndexHtml, parseHead } from './head-helpers.js';
import { bearer, call, jpeg, png, removeDir, sendForm, serverForFile, type Schemas } from './helpers.js';
import { onLocalDisk } from './stored-files.js';

// The link-preview pictures: made from the item's upload on the first request, kept in
// DATA_DIR/og/, remade when the picture changes, never sent stale, a few encodes at a time.

// One encode at a time, so a test can see the line being kept.
const build = buildWithIndexHtml();
afterAll(() => removeDir(build));
const suite = serverForFile({ staticDir: build, publicOrigin: ORIGIN, imageJobs: 1 });

const get = (url: string, headers: Record<string, string> = {}) => call(suite.server.app, { method: 'GET', url, headers });
const ogFiles = () => readdirSync(path.join(suite.server.dataDir, 'og')).sort();

/** A camera-sized photo of random noise: the worst case for a JPEG's size. */
async function noisePhoto(width: number, height: number): Promise<File> {
  const buf = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  return new File([new Uint8Array(buf)], 'noise.jpg', { type: 'image/jpeg' });
}

async function createPost(fields: Parameters<typeof sendForm>[3]): Promise<number> {
  const res = await sendForm(suite.server.app, 'POST', '/api/posts/create', fields, suite.token);
  expect(res.statusCode).toBe(201);
  return res.json<{ ID: number }>().ID;
}

/** The og:image its page names, as a path of this server. */
async function ogImageOf(page: string): Promise<string> {
  const image = parseHead((await get(page)).body).meta('og:image')!;
  expect(image.startsWith(ORIGIN)).toBe(true);
  return image.slice(ORIGIN.length);
}

async function expectPreview(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
  expect(res.rawPayload.length, url).toBeLessThan(300_000);
  const meta = await sharp(res.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  return res;
}

describe('an item’s preview picture', () => {
  it('stays under 300 KB even for a photo of random noise, cut from a large or a small upload', async () => {
    // Both wider than the preview, one cut down and one nearly its size; noise is the costliest
    // picture to encode, so the large one stays modest and the test has its own bound under load.
    for (const [w, h] of [[1800, 1200], [1300, 700]] as const) {
      const id = await createPost({ title: `Noise ${w}`, image: await noisePhoto(w, h) });
      const res = await expectPreview(await ogImageOf(paths.announcement(id)));
      // Grey on average, as noise is: this is the photo, not the (dark) default picture.
      const [r] = (await sharp(res.rawPayload).stats()).channels;
      expect(r!.mean).toBeGreaterThan(100);
      expect(r!.mean).toBeLessThan(155);
    }
  }, 90_000);

  it('is made once, kept on disk, and answered 304 to a fetcher that holds it', async () => {
    const id = await createPost({ title: 'Kept', image: await jpeg(1400, 900) });
    const url = await ogImageOf(paths.announcement(id));
    const first = await expectPreview(url);
    const files = ogFiles();
    const made = files.map((f) => statSync(path.join(suite.server.dataDir, 'og', f)).ino);
    const again = await expectPreview(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The same files, not written again.
    expect(ogFiles()).toEqual(files);
    expect(files.map((f) => statSync(path.join(suite.server.dataDir, 'og', f)).ino)).toEqual(made);
    const etag = first.headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('is made anew when the picture is replaced, and the old one is removed', async () => {
    const id = await createPost({ title: 'Replaced', image: await jpeg(1400, 900) });
    const before = await ogImageOf(paths.announcement(id));
    const old = await expectPreview(before);
    const oldFiles = ogFiles();
    const updated = await sendForm(suite.server.app, 'PUT', `/api/posts/${id}/update`, { title: 'Replaced', image: await png(1400, 900) }, suite.token);
    expect(updated.statusCode).toBe(200);
    const after = await ogImageOf(paths.announcement(id));
    expect(after).not.toBe(before);
    // The old URL names the same item: it too answers the new picture, never the old one.
    for (const url of [after, before]) {
      const res = await expectPreview(url);
      expect(res.headers.etag).not.toBe(old.headers.etag);
      const [r] = (await sharp(res.rawPayload).stats()).channels;
      expect(r!.mean).toBeGreaterThan(150); // png() is red, jpeg() blue
    }
    const added = ogFiles().filter((f) => !oldFiles.includes(f));
    const removed = oldFiles.filter((f) => !ogFiles().includes(f));
    expect(added).toHaveLength(1);
    expect(removed).toHaveLength(1);
  });

  // The upload is touched in DATA_DIR/uploads: on the local folder only.
  if (onLocalDisk) it('is made anew when its upload changes on disk (the key holds its modification time and size)', async () => {
    const id = await createPost({ title: 'Touched', image: await jpeg(1000, 700) });
    const url = await ogImageOf(paths.announcement(id));
    const first = await expectPreview(url);
    const image = (await get('/api/posts')).json<Schemas['Post'][]>().find((p) => p.ID === id)!.Image!;
    utimesSync(path.join(suite.server.dataDir, image), new Date(), new Date(Date.now() + 60_000));
    const second = await expectPreview(url);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('goes once its item is deleted: its URL answers 404 (in the trash) and the file is swept (deleted for good)', async () => {
    const id = await createPost({ title: 'Deleted', image: await jpeg(1000, 700) });
    const url = await ogImageOf(paths.announcement(id));
    await expectPreview(url);
    const withIt = ogFiles();
    expect((await call(suite.server.app, { method: 'DELETE', url: `/api/posts/${id}/delete`, headers: bearer(suite.token) })).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await call(suite.server.app, { method: 'DELETE', url: `/api/trash/announcement/${id}`, headers: bearer(suite.token) })).statusCode).toBe(200);
    // The next picture made sweeps what no upload is behind any more.
    const other = await createPost({ title: 'Next', image: await jpeg(1000, 700) });
    await expectPreview(await ogImageOf(paths.announcement(other)));
    const gone = withIt.filter((f) => !ogFiles().includes(f));
    expect(gone).toHaveLength(1);
  });

  it('waits its turn among the image encodes (IMAGE_JOBS), each picture made once however many ask at once', async () => {
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await createPost({ title: `Burst ${i}`, image: await jpeg(1200 + i * 10, 800) }));
    const urls = await Promise.all(created.map((id) => ogImageOf(paths.announcement(id))));
    const before = ogFiles().length;
    // An upload's encode holds the only slot.
    let release = () => {};
    const upload = suite.server.imageJobs.run(() => new Promise<void>((resolve) => (release = resolve)));
    const answers = Promise.all([...urls, ...urls, ...urls].map((url) => get(url)));
    try {
      await vi.waitFor(() => expect(suite.server.imageJobs.waiting).toBe(3));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(suite.server.imageJobs.waiting).toBe(3);
    } finally {
      release();
      await upload;
    }
    expect((await answers).map((res) => res.statusCode)).toEqual(Array(9).fill(200));
    expect(suite.server.imageJobs.peak).toBe(1);
    expect(ogFiles().length).toBe(before + 3);
  });

  it('is still sent when it cannot be kept (a full or read-only disk), and kept once it can', async () => {
    const id = await createPost({ title: 'Unkept', image: await jpeg(1000, 700) });
    const url = await ogImageOf(paths.announcement(id));
    const og = path.join(suite.server.dataDir, 'og');
    const kept = ogFiles();
    rmSync(og, { recursive: true });
    // A file where the folder should be: no write under it succeeds, not even root's.
    writeFileSync(og, 'not a folder');
    try {
      await expectPreview(url);
      await expectPreview('/og/default.jpg');
    } finally {
      rmSync(og);
    }
    await expectPreview(url);
    expect(ogFiles().filter((f) => !kept.includes(f))).toHaveLength(1);
  });

  it('answers 404 for an unknown kind or ID and 400 for an ID that is none', async () => {
    const id = await createPost({ title: 'Known' });
    expect((await get(`/og/announcements/${id}.jpg`)).headers['content-type']).toBe('image/jpeg');
    for (const url of ['/og/posts/1.jpg', '/og/constructor/1.jpg', '/og/announcements/9999.jpg', '/og/calendar/9999.jpg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/og/announcements/0.jpg')).statusCode).toBe(400);
  });
});

describe('the default picture', () => {
  it('is the preview of a page without a picture: 1200×630, under 300 KB, made once', async () => {
    const id = await createPost({ title: 'No picture' });
    expect(await ogImageOf(paths.announcement(id))).toBe('/og/default.jpg');
    const res = await expectPreview('/og/default.jpg');
    // An item without a picture answers it too.
    expect((await get(`/og/announcements/${id}.jpg`)).rawPayload.equals(res.rawPayload)).toBe(true);
    expect(ogFiles().filter((f) => f.startsWith('default-'))).toHaveLength(1);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
