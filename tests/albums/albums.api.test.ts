import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { brokenJpeg, call, fakeJpeg, jpeg, mp4, padded, pdf, png, serverForFile, snapshot, svg, unreferencedUploads, type Schemas } from '../api/helpers.js';
import { onLocalDisk } from '../api/stored-files.js';
import { expectDeleteGuarded, expectKeptAcrossRestart, expectRefusedUnchanged, expectRemoved, expectUnauthorisedUnchanged, formResource, MEDIA_URLS, onDisk as stored } from '../api/resource.js';

const MB = 1024 * 1024;
// Small limits keep the over-limit files small.
const suite = serverForFile({ limits: { imageBytes: MB, pdfBytes: MB, videoBytes: 2 * MB, heroBytes: MB, maxImagePixels: 12000 * 12000 } });

interface Item { ID: number; EventTitle: string; Description: string | null; MediaFiles: string[] }

const media = formResource<Item>(suite, MEDIA_URLS);
const { create, update, remove, list, made } = media;
const onDisk = (p: string) => stored(suite.server, p);
const variant = (p: string, w: number) => p.replace(/\.webp$/, `-${w}w.webp`);

describe('media create', () => {
  it('stores several images and a video, answers the new item and serves its files', async () => {
    const res = await create({ event_title: '  Spring retreat  ', description: 'Two days', media_files: [await jpeg(2000, 1000), await png(), mp4()] });
    expect(res.statusCode).toBe(201);
    const item: Item = res.json();
    expect(item).toMatchObject({ EventTitle: 'Spring retreat', Description: 'Two days' });
    const [big, small, video] = item.MediaFiles as [string, string, string];
    expect(item.MediaFiles).toHaveLength(3);
    expect(big).toMatch(/^uploads\/[a-f0-9]{32}-2000x1000\.webp$/);
    expect(small).toMatch(/^uploads\/[a-f0-9]{32}-300x200\.webp$/);
    expect(video).toMatch(/^uploads\/[a-f0-9]{32}\.mp4$/);
    for (const w of [480, 960, 1600]) expect(await onDisk(variant(big, w))).toBe(true);
    expect(await onDisk(variant(small, 480))).toBe(false);

    for (const [p, type] of [[big, 'image/webp'], [variant(big, 480), 'image/webp'], [video, 'video/mp4']] as const) {
      const file = await suite.server.app.inject({ method: 'GET', url: `/${p}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
    }
  });

  it('leaves the description null when blank', async () => {
    expect((await made({ event_title: 'No words', description: '  ', media_files: await png() })).Description).toBeNull();
  });

  it.each([
    ['no title', async () => ({ media_files: await png() }), 400, 'Event title and at least one file are required.'],
    ['a blank title', async () => ({ event_title: '  ', media_files: await png() }), 400, 'Event title and at least one file are required.'],
    ['no file', () => ({ event_title: 'x' }), 400, 'Event title and at least one file are required.'],
    ['a title over 200 characters', async () => ({ event_title: 'x'.repeat(201), media_files: await png() }), 400, 'event_title must be at most 200 characters.'],
    ['more than 20 files', async () => ({ event_title: 'x', media_files: await Promise.all(Array.from({ length: 21 }, () => png(8, 8))) }), 413,
      'media_files: at most 20 files are allowed.'],
    ['an empty file', () => ({ event_title: 'x', media_files: new File([], 'empty.jpg') }), 400, 'Event title and at least one file are required.'],
    ['text named .jpg', () => ({ event_title: 'x', media_files: fakeJpeg() }), 415,
      'media_files: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).'],
    ['an SVG', () => ({ event_title: 'x', media_files: svg() }), 415,
      'media_files: "logo.svg" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).'],
    ['a PDF', () => ({ event_title: 'x', media_files: pdf() }), 415,
      'media_files: "plan.pdf" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).'],
    ['an image over its limit', async () => ({ event_title: 'x', media_files: [await png(), await padded(await jpeg(), MB)] }), 413,
      'media_files: files may be at most 1 MB.'],
    ['a video over its limit', async () => ({ event_title: 'x', media_files: await padded(mp4(), 2 * MB) }), 413,
      'media_files: files may be at most 2 MB.'],
    // The first file is stored (re-encoded, with variants) before the second fails to decode.
    ['a file that fails to decode after one was stored', async () => ({ event_title: 'x', media_files: [await jpeg(1000, 600), await brokenJpeg()] }), 415,
      'media_files: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing', async (_name, fields, status, text) => {
    await expectRefusedUnchanged(suite.server, async () => create(await fields()), status, text);
  });

  it('answers 401 without a token or with a tampered one, changing nothing', async () => {
    await expectUnauthorisedUnchanged(suite, async (auth) => create({ event_title: 'x', media_files: await png() }, auth));
  });
});

describe('media uploads at once', () => {
  it('are all stored, with at most two images decoded and encoded at a time', async () => {
    const files = await Promise.all(Array.from({ length: 5 }, (_, i) => jpeg(1600 + i, 1200)));
    const answers = await Promise.all(files.map((file, i) => create({ event_title: `At once ${i}`, media_files: file })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(suite.server.imageJobs.peak).toBe(2);
    expect([suite.server.imageJobs.running, suite.server.imageJobs.waiting]).toEqual([0, 0]);
  });
});

describe('media list and count', () => {
  it('lists newest first without a token, and counts the same items', async () => {
    const older = await made({ event_title: 'older', media_files: await png() });
    const newer = await made({ event_title: 'newer', media_files: await png() });
    const items = await list();
    expect(items[0]!.ID).toBe(newer.ID);
    expect(items.findIndex((i) => i.ID === older.ID)).toBe(1);
    const count = await call(suite.server.app, { method: 'GET', url: '/api/media/count' });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ total_media: items.length });
  });
});

describe('media update', () => {
  it('changes the texts, adds new files and removes the files named, deleting them', async () => {
    const item = await made({ event_title: 'old', description: 'keep me', media_files: [await jpeg(1000, 500), await png()] });
    const [gone, kept] = item.MediaFiles as [string, string];
    const res = await update(item.ID, { event_title: ' new ', media_files: [mp4(), await png(100, 50)], remove_files: gone });
    expect(res.statusCode).toBe(200);
    const updated: Item = res.json();
    expect(updated).toMatchObject({ ID: item.ID, EventTitle: 'new', Description: 'keep me' });
    expect(updated.MediaFiles).toHaveLength(3);
    expect(updated.MediaFiles[0]).toBe(kept);
    expect(updated.MediaFiles[1]).toMatch(/\.mp4$/);
    expect(updated.MediaFiles[2]).toMatch(/-100x50\.webp$/);
    expect(await onDisk(gone)).toBe(false);
    expect(await onDisk(variant(gone, 480))).toBe(false);
    for (const p of updated.MediaFiles) expect(await onDisk(p)).toBe(true);
    expect((await list()).find((i) => i.ID === item.ID)).toEqual(updated);
  });

  it('clears the description when it is sent blank, and may remove every file', async () => {
    const item = await made({ event_title: 't', description: 'words', media_files: await png() });
    const res = await update(item.ID, { event_title: 't', description: '', remove_files: item.MediaFiles });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Description: null, MediaFiles: [] });
    expect(await onDisk(item.MediaFiles[0]!)).toBe(false);
  });

  it('keeps the files of two edits made at once', async () => {
    const item = await made({ event_title: 'busy', media_files: await png() });
    const [a, b] = await Promise.all([
      update(item.ID, { event_title: 'a', media_files: await png(10, 10) }),
      update(item.ID, { event_title: 'b', media_files: await png(20, 20), remove_files: item.MediaFiles }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = (await list()).find((i) => i.ID === item.ID)!;
    expect(after.MediaFiles.map((p) => /-(\d+)x\d+\.webp$/.exec(p)?.[1]).sort()).toEqual(['10', '20']);
    expect(await unreferencedUploads(suite.server, (await list()).flatMap((i) => i.MediaFiles))).toEqual([]);
  });

  it.each([
    ['no title', async () => ({ media_files: await png() }), 400, 'Event title is required.'],
    ['a blank title', () => ({ event_title: ' ' }), 400, 'Event title is required.'],
    ['text named .jpg', () => ({ event_title: 'x', media_files: fakeJpeg() }), 415,
      'media_files: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).'],
    ['an SVG', () => ({ event_title: 'x', media_files: svg() }), 415,
      'media_files: "logo.svg" is not an image (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM).'],
    ['an image over its limit', async () => ({ event_title: 'x', media_files: await padded(await png(), MB) }), 413, 'media_files: files may be at most 1 MB.'],
    ['a file that fails to decode after one was stored', async () => ({ event_title: 'x', media_files: [await png(), await brokenJpeg()] }), 415,
      'media_files: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing, not even the files asked to be removed', async (_name, fields, status, text) => {
    const item = await made({ event_title: 'stays', media_files: await png() });
    await expectRefusedUnchanged(suite.server, async () => update(item.ID, { ...(await fields()), remove_files: item.MediaFiles }), status, text);
    expect(await onDisk(item.MediaFiles[0]!)).toBe(true);
  });

  it('refuses to remove a path that is not one of the item, naming it', async () => {
    const mine = await made({ event_title: 'mine', media_files: await png() });
    const other = await made({ event_title: 'other', media_files: await png() });
    const before = await snapshot(suite.server);
    for (const p of [other.MediaFiles[0]!, 'uploads/../tucasa.db', 'jwt-secret']) {
      const res = await update(mine.ID, { event_title: 'mine', media_files: await png(), remove_files: [mine.MediaFiles[0]!, p] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: `remove_files: "${p}" is not a file of this media item.`, field: 'remove_files' });
    }
    expect(await snapshot(suite.server)).toEqual(before);
    expect(await onDisk(other.MediaFiles[0]!)).toBe(true);
  });

  it('refuses text sent where a file belongs, naming the field, and keeps an empty one as no file', async () => {
    const item = await made({ event_title: 'texts', media_files: await png() });
    const before = await snapshot(suite.server);
    for (const value of ['uploads/elsewhere.webp', 'null']) {
      const res = await update(item.ID, { event_title: 'changed', media_files: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'media_files must be a file, not text.', field: 'media_files' });
    }
    expect(await snapshot(suite.server)).toEqual(before);
    const kept = await update(item.ID, { event_title: 'changed', media_files: '' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ EventTitle: 'changed', MediaFiles: item.MediaFiles });
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    const item = await made({ event_title: 'x', media_files: await png() });
    const fields = async () => ({ event_title: 'y', media_files: await png() });
    await expectRefusedUnchanged(suite.server, async () => update(99999, await fields()), 404, 'Media item not found.');
    for (const id of ['abc', '0']) await expectRefusedUnchanged(suite.server, async () => update(id, await fields()), 400, 'Invalid ID provided.');
    await expectUnauthorisedUnchanged(suite, async (auth) => update(item.ID, await fields(), auth));
  });
});

describe('media delete', () => {
  it('removes the row and every file, variants included', async () => {
    const item = await made({ event_title: 'gone', media_files: [await jpeg(1000, 500), mp4()] });
    // the image, its 480 and 960 variants, and the video
    await expectRemoved(suite, media, 'media', item.ID, 'Media deleted successfully!', 4);
    for (const p of item.MediaFiles) expect(await onDisk(p)).toBe(false);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    await expectDeleteGuarded(suite, remove, (await made({ event_title: 'x', media_files: await png() })).ID);
  });
});

describe('media after a restart', () => {
  it('keeps every item and file', async () => {
    const items = await expectKeptAcrossRestart(suite, list);
    const file = await suite.server.app.inject({ method: 'GET', url: `/${items[0]!.MediaFiles[0]}` });
    expect(file.statusCode).toBe(200);
  });
});

// The file is removed from DATA_DIR/uploads: on the local folder only.
if (onLocalDisk) describe('a file deleted while it is being served', () => {
  it('answers a plain 404, not a 500 typed as a picture and cached for a year', async () => {
    const item = (await create({ event_title: 'Going', media_files: await jpeg(1000, 600) })).json<Schemas['MediaItem']>();
    const file = item.MediaFiles[0]!;
    const real = fs.createReadStream;
    // The edit that removes it lands between the server's lookup of the file and its opening.
    const spy = vi.spyOn(fs, 'createReadStream').mockImplementationOnce((p: fs.PathLike, options?: Parameters<typeof real>[1]) => {
      fs.rmSync(p, { force: true });
      return real(p, options);
    });
    try {
      const res = await suite.server.app.inject({ method: 'GET', url: `/${file}` });
      expect(spy).toHaveBeenCalled();
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({ error: 'Not found.', message: 'Not found.' });
    } finally {
      spy.mockRestore();
    }
  });
});
