import { describe, expect, it } from 'vitest';
import { brokenJpeg, fakeJpeg, jpeg, padded, pdf, png, serverForFile, svg, unreferencedUploads } from '../api/helpers.js';
import { expectDeleteGuarded, expectKeptAcrossRestart, expectRefusedUnchanged, expectRemoved, expectUnauthorisedUnchanged, formResource, onDisk as stored, SUMMIT_URLS, type Fields } from '../api/resource.js';

const MB = 1024 * 1024;
// Small limits keep the over-limit files small.
const suite = serverForFile({ limits: { imageBytes: MB, pdfBytes: MB, videoBytes: MB, heroBytes: MB, maxImagePixels: 12000 * 12000 } });

interface Summit { ID: number; Title: string; OutfitImage: string | null; Timetable: string | null; Posters: string[] }

const summits = formResource<Summit>(suite, SUMMIT_URLS);
const { create, update, remove, list, made } = summits;
const onDisk = (p: string) => stored(suite.server, p);
const filesOf = (x: Summit) => [x.OutfitImage!, x.Timetable!, ...x.Posters];
const full = async (extra: Fields = {}): Promise<Fields> => ({ title: 'Summit', outfit_image: await png(), timetable: pdf(), ...extra });

describe('summit create', () => {
  it('stores the outfit image, the timetable and the posters, and serves them', async () => {
    const res = await create({ title: '  Youth summit  ', outfit_image: await jpeg(1200, 800), timetable: pdf(), posters: [await png(), await png(200, 100)] });
    expect(res.statusCode).toBe(201);
    const summit: Summit = res.json();
    expect(summit.Title).toBe('Youth summit');
    expect(summit.OutfitImage).toMatch(/^uploads\/[a-f0-9]{32}-1200x800\.webp$/);
    expect(summit.Timetable).toMatch(/^uploads\/[a-f0-9]{32}\.pdf$/);
    expect(summit.Posters).toHaveLength(2);
    expect(summit.Posters[1]).toMatch(/-200x100\.webp$/);
    for (const w of [480, 960]) expect(await onDisk(summit.OutfitImage!.replace('.webp', `-${w}w.webp`))).toBe(true);
    for (const [p, type] of [[summit.OutfitImage!, 'image/webp'], [summit.Timetable!, 'application/pdf'], [summit.Posters[0]!, 'image/webp']] as const) {
      const file = await suite.server.app.inject({ method: 'GET', url: `/${p}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
    }
  });

  it('takes no posters', async () => {
    expect((await made(await full())).Posters).toEqual([]);
  });

  const needed = 'Outfit image and timetable are required for creating a summit.';
  it.each([
    ['no title', async () => ({ ...(await full()), title: undefined }), 400, 'Summit title is required.'],
    ['a blank title', async () => full({ title: ' ' }), 400, 'Summit title is required.'],
    ['a title over 200 characters', async () => full({ title: 'x'.repeat(201) }), 400, 'title must be at most 200 characters.'],
    ['no outfit image', async () => full({ outfit_image: undefined }), 400, needed],
    ['no timetable', async () => full({ timetable: undefined }), 400, needed],
    ['text named .jpg as outfit', async () => full({ outfit_image: fakeJpeg() }), 415, 'outfit_image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['a PDF as outfit', async () => full({ outfit_image: pdf() }), 415, 'outfit_image: "plan.pdf" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an image as timetable', async () => full({ timetable: await png() }), 415, 'timetable: "image.png" is not a PDF.'],
    ['an SVG poster', async () => full({ posters: [await png(), svg()] }), 415, 'posters: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an outfit image over its limit', async () => full({ outfit_image: await padded(await jpeg(), MB) }), 413, 'outfit_image: files may be at most 1 MB.'],
    ['a timetable over its limit', async () => full({ timetable: await padded(pdf(), MB) }), 413, 'timetable: files may be at most 1 MB.'],
    // Outfit, timetable and the first poster are stored before the second poster fails to decode.
    ['a poster that fails to decode after the rest was stored', async () => full({ posters: [await png(), await brokenJpeg()] }), 415,
      'posters: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing', async (_name, fields, status, text) => {
    await expectRefusedUnchanged(suite.server, async () => create(await fields()), status, text);
  });

  it('answers 401 without a token or with a tampered one, changing nothing', async () => {
    await expectUnauthorisedUnchanged(suite, async (auth) => create(await full(), auth));
  });
});

describe('summit list', () => {
  it('lists newest first without a token', async () => {
    const older = await made(await full({ title: 'older' }));
    const newer = await made(await full({ title: 'newer' }));
    const summits = await list();
    expect(summits.slice(0, 2).map((x) => x.ID)).toEqual([newer.ID, older.ID]);
  });
});

describe('summit update', () => {
  it('with only a title keeps every file', async () => {
    const summit = await made(await full({ posters: await png() }));
    const res = await update(summit.ID, { title: ' Renamed ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...summit, Title: 'Renamed' });
    for (const p of filesOf(summit)) expect(await onDisk(p)).toBe(true);
  });

  it('with nothing keeps everything', async () => {
    const summit = await made(await full());
    const res = await update(summit.ID, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(summit);
  });

  it('replaces the posters with the indexed ones sent, deleting the old', async () => {
    const summit = await made(await full({ posters: [await png(), await png()] }));
    const res = await update(summit.ID, { 'posters[0]': await png(120, 60), 'posters[1]': await png(130, 60), 'posters[2]': await png(140, 60) });
    expect(res.statusCode).toBe(200);
    const updated: Summit = res.json();
    expect(updated).toMatchObject({ Title: summit.Title, OutfitImage: summit.OutfitImage, Timetable: summit.Timetable });
    expect(updated.Posters.map((p) => /-(\d+)x60\.webp$/.exec(p)?.[1])).toEqual(['120', '130', '140']);
    for (const p of summit.Posters) expect(await onDisk(p)).toBe(false);
    for (const p of filesOf(updated)) expect(await onDisk(p)).toBe(true);
  });

  it('replaces the outfit image and timetable, deleting the old, and takes plain repeated posters', async () => {
    const summit = await made(await full({ posters: await png() }));
    const res = await update(summit.ID, { outfit_image: await png(90, 90), timetable: pdf(), posters: [await png(50, 50), await png(60, 60)] });
    expect(res.statusCode).toBe(200);
    const updated: Summit = res.json();
    expect(updated.OutfitImage).toMatch(/-90x90\.webp$/);
    expect(updated.Timetable).not.toBe(summit.Timetable);
    expect(updated.Posters).toHaveLength(2);
    for (const p of filesOf(summit)) expect(await onDisk(p)).toBe(false);
    for (const p of filesOf(updated)) expect(await onDisk(p)).toBe(true);
    expect((await list()).find((x) => x.ID === summit.ID)).toEqual(updated);
  });

  it('leaves no unreferenced file when two edits replace the posters and outfit at once', async () => {
    const summit = await made(await full({ posters: await png() }));
    const edit = async (w: number) => update(summit.ID, { outfit_image: await png(w, w), 'posters[0]': await png(w, w), 'posters[1]': await png(w, w) });
    const [a, b] = await Promise.all([edit(10), edit(20)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await unreferencedUploads(suite.server, (await list()).flatMap(filesOf))).toEqual([]);
  });

  it.each([
    ['a blank title', async () => ({ title: '  ', posters: await png() }), 400, 'Summit title is required.'],
    ['text named .jpg as outfit', () => ({ outfit_image: fakeJpeg() }), 415, 'outfit_image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an image as timetable', async () => ({ outfit_image: await png(), timetable: await png() }), 415, 'timetable: "image.png" is not a PDF.'],
    ['an SVG poster', () => ({ 'posters[0]': svg() }), 415, 'posters: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['a poster over its limit', async () => ({ 'posters[0]': await padded(await png(), MB) }), 413, 'posters: files may be at most 1 MB.'],
    ['a poster that fails to decode after new files were stored', async () =>
      ({ outfit_image: await png(), timetable: pdf(), 'posters[0]': await png(), 'posters[1]': await brokenJpeg() }), 415,
      'posters: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing, keeping the current files', async (_name, fields, status, text) => {
    const summit = await made(await full({ posters: await png() }));
    await expectRefusedUnchanged(suite.server, async () => update(summit.ID, await fields()), status, text);
    for (const p of filesOf(summit)) expect(await onDisk(p)).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    const summit = await made(await full());
    await expectRefusedUnchanged(suite.server, async () => update(99999, { title: 'x', outfit_image: await png() }), 404, 'Summit not found.');
    await expectRefusedUnchanged(suite.server, () => update('abc', { title: 'x' }), 400, 'Invalid ID provided.');
    await expectUnauthorisedUnchanged(suite, async (auth) => update(summit.ID, { title: 'x', 'posters[0]': await png() }, auth));
  });
});

describe('summit delete', () => {
  it('removes the row and every file, variants included', async () => {
    const summit = await made(await full({ outfit_image: await jpeg(1000, 500), posters: [await png(), await png()] }));
    // outfit image with its 480 and 960 variants, the timetable, two posters
    await expectRemoved(suite, summits, 'summit', summit.ID, 'Summit deleted successfully!', 6);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    await expectDeleteGuarded(suite, remove, (await made(await full())).ID);
  });
});

describe('summits after a restart', () => {
  it('keeps every summit and file', async () => {
    const kept = await expectKeptAcrossRestart(suite, list);
    expect((await suite.server.app.inject({ method: 'GET', url: `/${kept[0]!.Timetable}` })).statusCode).toBe(200);
  });
});
