import { describe, expect, it } from 'vitest';
import { brokenJpeg, fakeJpeg, jpeg, padded, pdf, png, serverForFile, svg, unreferencedUploads } from '../api/helpers.js';
import {
  expectDeleteGuarded, expectKeptAcrossRestart, expectRefusedUnchanged, expectUnauthorisedUnchanged, expectRemoved, formResource, onDisk as stored, type Fields,
} from '../api/resource.js';

const MB = 1024 * 1024;
// Small limits keep the over-limit files small.
const suite = serverForFile({ limits: { imageBytes: MB, pdfBytes: MB, videoBytes: MB, heroBytes: MB, maxImagePixels: 12000 * 12000 } });

interface Book { ID: number; Title: string; Description: string | null; Image: string | null; ReadingPlan: string | null }

const books = formResource<Book>(suite, {
  create: '/api/annual-books/create',
  update: (id) => `/api/annual-books/${id}/update`,
  remove: (id) => `/api/annual-books/${id}/delete`,
  list: '/api/annual-books',
});
const { create, update, remove, list, made } = books;
const onDisk = (p: string) => stored(suite.server, p);
const full = async (extra: Fields = {}): Promise<Fields> => ({ title: 'Steps to Christ', image: await png(), reading_plan: pdf(), ...extra });

describe('book create', () => {
  it('stores the cover and the reading plan, and serves them', async () => {
    const res = await create({ title: ' Desire of Ages ', description: ' A classic ', image: await jpeg(1000, 1500), reading_plan: pdf() });
    expect(res.statusCode).toBe(201);
    const book: Book = res.json();
    expect(book).toMatchObject({ Title: 'Desire of Ages', Description: 'A classic' });
    expect(book.Image).toMatch(/^uploads\/[a-f0-9]{32}-1000x1500\.webp$/);
    expect(book.ReadingPlan).toMatch(/^uploads\/[a-f0-9]{32}\.pdf$/);
    for (const w of [480, 960]) expect(await onDisk(book.Image!.replace('.webp', `-${w}w.webp`))).toBe(true);
    for (const [p, type] of [[book.Image!, 'image/webp'], [book.ReadingPlan!, 'application/pdf']] as const) {
      const file = await suite.server.app.inject({ method: 'GET', url: `/${p}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
    }
  });

  it('takes no description', async () => {
    expect((await made(await full())).Description).toBeNull();
  });

  const needed = 'Image and Reading Plan are required to create a book.';
  it.each([
    ['no title', async () => full({ title: undefined }), 400, 'Book title is required.'],
    ['a blank title', async () => full({ title: '  ' }), 400, 'Book title is required.'],
    ['a title over 200 characters', async () => full({ title: 'x'.repeat(201) }), 400, 'title must be at most 200 characters.'],
    ['no image', async () => full({ image: undefined }), 400, needed],
    ['no reading plan', async () => full({ reading_plan: undefined }), 400, needed],
    ['an empty reading plan', async () => full({ reading_plan: new File([], 'plan.pdf') }), 400, needed],
    ['text named .jpg', async () => full({ image: fakeJpeg() }), 415, 'image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an SVG', async () => full({ image: svg() }), 415, 'image: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an image as reading plan', async () => full({ reading_plan: await png() }), 415, 'reading_plan: "image.png" is not a PDF.'],
    ['an image over its limit', async () => full({ image: await padded(await jpeg(), MB) }), 413, 'image: files may be at most 1 MB.'],
    ['a reading plan over its limit', async () => full({ reading_plan: await padded(pdf(), MB) }), 413, 'reading_plan: files may be at most 1 MB.'],
    // The reading plan is stored before the cover fails to decode.
    ['a cover that fails to decode', async () => full({ image: await brokenJpeg() }), 415, 'image: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing', async (_name, fields, status, text) => {
    await expectRefusedUnchanged(suite.server, async () => create(await fields()), status, text);
  });

  it('answers 401 without a token or with a tampered one, changing nothing', async () => {
    await expectUnauthorisedUnchanged(suite, async (auth) => create(await full(), auth));
  });
});

describe('book list', () => {
  it('lists newest first without a token, so the public page shows the latest book', async () => {
    await made(await full({ title: 'last year' }));
    const latest = await made(await full({ title: 'this year' }));
    const books = await list();
    expect(books[0]).toMatchObject({ ID: latest.ID, Title: 'this year' });
    expect(books[1]!.Title).toBe('last year');
  });
});

describe('book update', () => {
  it('keeps the files when none or empty ones are sent', async () => {
    const book = await made(await full({ description: 'first' }));
    const res = await update(book.ID, { title: 'Renamed', image: new File([], ''), reading_plan: new File([], '') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...book, Title: 'Renamed' });
    const cleared = await update(book.ID, { title: 'Renamed', description: ' ' });
    expect(cleared.json()).toEqual({ ...book, Title: 'Renamed', Description: null });
    expect((await onDisk(book.Image!)) && (await onDisk(book.ReadingPlan!))).toBe(true);
  });

  it('replaces the cover and the reading plan, deleting the old files', async () => {
    const book = await made(await full({ image: await jpeg(1000, 500) }));
    const res = await update(book.ID, { title: 'New edition', image: await png(80, 120), reading_plan: pdf('new.pdf') });
    expect(res.statusCode).toBe(200);
    const updated: Book = res.json();
    expect(updated.Image).toMatch(/-80x120\.webp$/);
    expect(updated.ReadingPlan).not.toBe(book.ReadingPlan);
    for (const p of [book.Image!, book.Image!.replace('.webp', '-480w.webp'), book.ReadingPlan!]) expect(await onDisk(p)).toBe(false);
    expect((await onDisk(updated.Image!)) && (await onDisk(updated.ReadingPlan!))).toBe(true);
    expect((await list()).find((b) => b.ID === book.ID)).toEqual(updated);
  });

  it('leaves no unreferenced file when two edits replace the cover at once', async () => {
    const book = await made(await full());
    const [a, b] = await Promise.all([update(book.ID, { title: 'a', image: await png(10, 10) }), update(book.ID, { title: 'b', image: await png(20, 20) })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await unreferencedUploads(suite.server, (await list()).flatMap((x) => [x.Image, x.ReadingPlan]))).toEqual([]);
  });

  it.each([
    ['no title', async () => ({ image: await png() }), 400, 'Book title is required.'],
    ['a blank title', async () => ({ title: ' ', image: await png() }), 400, 'Book title is required.'],
    ['text named .jpg', () => ({ title: 't', image: fakeJpeg() }), 415, 'image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an SVG', () => ({ title: 't', image: svg() }), 415, 'image: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an image as reading plan', async () => ({ title: 't', reading_plan: await png() }), 415, 'reading_plan: "image.png" is not a PDF.'],
    ['a reading plan over its limit', async () => ({ title: 't', reading_plan: await padded(pdf(), MB) }), 413, 'reading_plan: files may be at most 1 MB.'],
    // The new reading plan is stored before the cover fails to decode.
    ['a cover that fails to decode after the plan was stored', async () => ({ title: 't', image: await brokenJpeg(), reading_plan: pdf() }), 415,
      'image: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing, keeping the current files', async (_name, fields, status, text) => {
    const book = await made(await full());
    await expectRefusedUnchanged(suite.server, async () => update(book.ID, await fields()), status, text);
    expect((await onDisk(book.Image!)) && (await onDisk(book.ReadingPlan!))).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    const book = await made(await full());
    await expectRefusedUnchanged(suite.server, async () => update(99999, await full()), 404, 'Book not found.');
    await expectRefusedUnchanged(suite.server, () => update('abc', { title: 'x' }), 400, 'Invalid ID provided.');
    await expectUnauthorisedUnchanged(suite, async (auth) => update(book.ID, await full(), auth));
  });
});

describe('book delete', () => {
  it('removes the row and its files, variants included', async () => {
    const book = await made(await full({ image: await jpeg(1000, 500) }));
    // the cover with its 480 and 960 variants, and the reading plan
    await expectRemoved(suite, books, 'book', book.ID, 'Book deleted successfully!', 4);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    await expectDeleteGuarded(suite, remove, (await made(await full())).ID);
  });
});

describe('books after a restart', () => {
  it('keeps every book and file', async () => {
    const kept = await expectKeptAcrossRestart(suite, list);
    expect((await suite.server.app.inject({ method: 'GET', url: `/${kept[0]!.Image}` })).statusCode).toBe(200);
  });
});
