import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, bigJpeg, call, fakeJpeg, jpeg, multipart, pdf, png, serverForFile, isStored, snapshot, storedBytes, svg, uploadedFiles, type ErrorBody, type Schemas } from '../api/helpers.js';

const suite = serverForFile();

async function create(fields: Parameters<typeof multipart>[0], auth = suite.token) {
  const body = await multipart(fields);
  return call(suite.server.app, { method: 'POST', url: '/api/posts/create', headers: { ...body.headers, ...bearer(auth) }, payload: body.payload });
}

describe('posts', () => {
  it('creates with an image and a PDF, lists it, serves its files', async () => {
    const res = await create({ title: '  Week of prayer  ', description: 'Join us', image: await jpeg(2000, 1000), attachment: pdf() });
    expect(res.statusCode).toBe(201);
    const post = res.json<Schemas['Post']>();
    expect(post).toMatchObject({ Title: 'Week of prayer', Description: 'Join us' });
    expect(post.Image).toMatch(/^uploads\/[a-f0-9]{32}-2000x1000\.webp$/);
    expect(post.Attachment).toMatch(/^uploads\/[a-f0-9]{32}\.pdf$/);
    // srcset variants exist for every width below the image's
    for (const w of [480, 960, 1600]) expect(await isStored(suite.server, post.Image!.replace('.webp', `-${w}w.webp`))).toBe(true);
    // metadata is gone
    const meta = await sharp(await storedBytes(suite.server, post.Image!)).metadata();
    expect(meta.exif).toBeUndefined();

    const list = await call(suite.server.app, { method: 'GET', url: '/api/posts' });
    expect(list.json<Schemas['Post'][]>().map((p: { ID: number }) => p.ID)).toContain(post.ID);

    const file = await suite.server.app.inject({ method: 'GET', url: `/${post.Image}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const doc = await suite.server.app.inject({ method: 'GET', url: `/${post.Attachment}` });
    expect(doc.headers['content-type']).toBe('application/pdf');
  });

  it('lists oldest first', async () => {
    await create({ title: 'second' });
    const titles = (await call(suite.server.app, { method: 'GET', url: '/api/posts' })).json<Schemas['Post'][]>().map((p: { Title: string }) => p.Title);
    expect(titles.indexOf('Week of prayer')).toBeLessThan(titles.indexOf('second'));
  });

  it.each([
    ['no title', () => ({ description: 'x' }), 400, 'Title is required'],
    ['a blank title', () => ({ title: '   ' }), 400, 'Title is required'],
    ['text named .jpg', () => ({ title: 't', image: fakeJpeg() }), 415, 'image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an SVG', () => ({ title: 't', image: svg() }), 415, 'image: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an image as attachment', async () => ({ title: 't', attachment: await png() }), 415, 'attachment: "image.png" is not a PDF.'],
    ['an image over 10 MB', async () => ({ title: 't', attachment: pdf(), image: await bigJpeg(10 * 1024 * 1024 + 10) }), 413, 'image: files may be at most 10 MB.'],
  ])('rejects %s and changes nothing', async (_name, fields, status, text) => {
    const before = await snapshot(suite.server);
    const res = await create(await fields());
    expect(res.statusCode).toBe(status);
    expect(res.json<ErrorBody>().error).toBe(text);
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('updates, keeping files not sent and removing replaced ones', async () => {
    const created = (await create({ title: 'old', image: await png(), attachment: pdf() })).json<Schemas['Post']>();
    const body = await multipart({ title: 'new', image: await png(100, 50) });
    const res = await call(suite.server.app, { method: 'PUT', url: `/api/posts/${created.ID}/update`, headers: { ...body.headers, ...bearer(suite.token) }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Schemas['Post']>();
    expect(updated).toMatchObject({ ID: created.ID, Title: 'new', Attachment: created.Attachment, Description: null });
    expect(updated.Image).toMatch(/-100x50\.webp$/);
    expect(await isStored(suite.server, created.Image!)).toBe(false);
    expect(await isStored(suite.server, updated.Image!)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a bad one, changing nothing', async () => {
    const before = await snapshot(suite.server);
    const body = await multipart({ title: 'x', image: await png() });
    const missing = await call(suite.server.app, { method: 'PUT', url: '/api/posts/99999/update', headers: { ...body.headers, ...bearer(suite.token) }, payload: body.payload });
    expect(missing.statusCode).toBe(404);
    const bad = await call(suite.server.app, { method: 'DELETE', url: '/api/posts/abc/delete', headers: bearer(suite.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error).toBe('Invalid ID provided.');
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('deletes to the trash, keeping its files until it is deleted for good', async () => {
    const created = (await create({ title: 'gone', image: await png(), attachment: pdf() })).json<Schemas['Post']>();
    const filesBefore = await uploadedFiles(suite.server);
    const res = await call(suite.server.app, { method: 'DELETE', url: `/api/posts/${created.ID}/delete`, headers: bearer(suite.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Announcement deleted successfully' });
    expect(await uploadedFiles(suite.server)).toEqual(filesBefore);
    const gone = await call(suite.server.app, { method: 'DELETE', url: `/api/trash/announcement/${created.ID}`, headers: bearer(suite.token) });
    expect(gone.statusCode).toBe(200);
    const filesAfter = await uploadedFiles(suite.server);
    expect(filesBefore.length - filesAfter.length).toBe(2);
    const again = await call(suite.server.app, { method: 'DELETE', url: `/api/posts/${created.ID}/delete`, headers: bearer(suite.token) });
    expect(again.statusCode).toBe(404);
  });

  it('requires a token to write', async () => {
    const before = await snapshot(suite.server);
    const res = await create({ title: 'x', image: await png() }, 'nope');
    expect(res.statusCode).toBe(401);
    expect(await snapshot(suite.server)).toEqual(before);
  });
});
