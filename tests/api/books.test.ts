import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer, brokenJpeg, call, fakeJpeg, jpeg, padded, pdf, png, removeDir, sendForm, snapshot, startServer, svg,
  tamperedToken, unreferencedUploads, uploadedFiles, type FormValue, type TestServer,
} from './helpers.js';

const MB = 1024 * 1024;
let s: TestServer;
let token: string;
beforeAll(async () => {
  // Small limits keep the over-limit files small.
  s = await startServer({ limits: { imageBytes: MB, pdfBytes: MB, videoBytes: MB, heroBytes: MB, maxImagePixels: 12000 * 12000 } });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
});

type Fields = Record<string, FormValue | undefined>;
interface Book { ID: number; Title: string; Description: string | null; Image: string | null; ReadingPlan: string | null }

const create = (fields: Fields, auth: string | null = token) => sendForm(s.app, 'POST', '/api/annual-books/create', fields, auth);
const update = (id: number | string, fields: Fields, auth: string | null = token) => sendForm(s.app, 'PUT', `/api/annual-books/${id}/update`, fields, auth);
const remove = (id: number | string, auth: string | null = token) =>
  call(s.app, { method: 'DELETE', url: `/api/annual-books/${id}/delete`, headers: auth === null ? {} : bearer(auth) });
const list = async (): Promise<Book[]> => (await call(s.app, { method: 'GET', url: '/api/annual-books' })).json();
const onDisk = (p: string) => existsSync(path.join(s.dataDir, p));
const full = async (extra: Fields = {}): Promise<Fields> => ({ title: 'Steps to Christ', image: await png(), reading_plan: pdf(), ...extra });

async function made(fields: Fields): Promise<Book> {
  const res = await create(fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('book create', () => {
  it('stores the cover and the reading plan, and serves them', async () => {
    const res = await create({ title: ' Desire of Ages ', description: ' A classic ', image: await jpeg(1000, 1500), reading_plan: pdf() });
    expect(res.statusCode).toBe(201);
    const book: Book = res.json();
    expect(book).toMatchObject({ Title: 'Desire of Ages', Description: 'A classic' });
    expect(book.Image).toMatch(/^uploads\/[a-f0-9]{32}-1000x1500\.webp$/);
    expect(book.ReadingPlan).toMatch(/^uploads\/[a-f0-9]{32}\.pdf$/);
    for (const w of [480, 960]) expect(onDisk(book.Image!.replace('.webp', `-${w}w.webp`))).toBe(true);
    for (const [p, type] of [[book.Image!, 'image/webp'], [book.ReadingPlan!, 'application/pdf']] as const) {
      const file = await s.app.inject({ method: 'GET', url: `/${p}` });
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
    const before = await snapshot(s);
    const res = await create(await fields());
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(text);
    expect(await snapshot(s)).toEqual(before);
  });

  it('answers 401 without a token or with a tampered one, changing nothing', async () => {
    const before = await snapshot(s);
    for (const auth of [null, tamperedToken(token)]) expect((await create(await full(), auth)).statusCode).toBe(401);
    expect(await snapshot(s)).toEqual(before);
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
    expect(onDisk(book.Image!) && onDisk(book.ReadingPlan!)).toBe(true);
  });

  it('replaces the cover and the reading plan, deleting the old files', async () => {
    const book = await made(await full({ image: await jpeg(1000, 500) }));
    const res = await update(book.ID, { title: 'New edition', image: await png(80, 120), reading_plan: pdf('new.pdf') });
    expect(res.statusCode).toBe(200);
    const updated: Book = res.json();
    expect(updated.Image).toMatch(/-80x120\.webp$/);
    expect(updated.ReadingPlan).not.toBe(book.ReadingPlan);
    for (const p of [book.Image!, book.Image!.replace('.webp', '-480w.webp'), book.ReadingPlan!]) expect(onDisk(p)).toBe(false);
    expect(onDisk(updated.Image!) && onDisk(updated.ReadingPlan!)).toBe(true);
    expect((await list()).find((b) => b.ID === book.ID)).toEqual(updated);
  });

  it('leaves no unreferenced file when two edits replace the cover at once', async () => {
    const book = await made(await full());
    const [a, b] = await Promise.all([update(book.ID, { title: 'a', image: await png(10, 10) }), update(book.ID, { title: 'b', image: await png(20, 20) })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(unreferencedUploads(s, (await list()).flatMap((x) => [x.Image, x.ReadingPlan]))).toEqual([]);
  });

  it.each([
    ['no title', async () => ({ image: await png() }), 400, 'Book title is required.'],
    ['a blank title', async () => ({ title: ' ', image: await png() }), 400, 'Book title is required.'],
    ['text named .jpg', async () => ({ title: 't', image: fakeJpeg() }), 415, 'image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an SVG', async () => ({ title: 't', image: svg() }), 415, 'image: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['an image as reading plan', async () => ({ title: 't', reading_plan: await png() }), 415, 'reading_plan: "image.png" is not a PDF.'],
    ['a reading plan over its limit', async () => ({ title: 't', reading_plan: await padded(pdf(), MB) }), 413, 'reading_plan: files may be at most 1 MB.'],
    // The new reading plan is stored before the cover fails to decode.
    ['a cover that fails to decode after the plan was stored', async () => ({ title: 't', image: await brokenJpeg(), reading_plan: pdf() }), 415,
      'image: "broken.jpg" is not a readable image.'],
  ])('rejects %s and changes nothing, keeping the current files', async (_name, fields, status, text) => {
    const book = await made(await full());
    const before = await snapshot(s);
    const res = await update(book.ID, await fields());
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(text);
    expect(await snapshot(s)).toEqual(before);
    expect(onDisk(book.Image!) && onDisk(book.ReadingPlan!)).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    const book = await made(await full());
    const before = await snapshot(s);
    const missing = await update(99999, await full());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Book not found.');
    const bad = await update('abc', { title: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid ID provided.');
    for (const auth of [null, tamperedToken(token)]) expect((await update(book.ID, await full(), auth)).statusCode).toBe(401);
    expect(await snapshot(s)).toEqual(before);
  });
});

describe('book delete', () => {
  it('removes the row and its files, variants included', async () => {
    const book = await made(await full({ image: await jpeg(1000, 500) }));
    const filesBefore = uploadedFiles(s);
    const res = await remove(book.ID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Book deleted successfully!' });
    // the cover with its 480 and 960 variants, and the reading plan
    expect(filesBefore.length - uploadedFiles(s).length).toBe(4);
    expect((await list()).some((b) => b.ID === book.ID)).toBe(false);
    expect((await remove(book.ID)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a valid token, changing nothing', async () => {
    const book = await made(await full());
    const before = await snapshot(s);
    expect((await remove(99999)).statusCode).toBe(404);
    const bad = await remove('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid ID provided.');
    for (const auth of [null, tamperedToken(token)]) expect((await remove(book.ID, auth)).statusCode).toBe(401);
    expect(await snapshot(s)).toEqual(before);
  });
});

describe('books after a restart', () => {
  it('keeps every book and file', async () => {
    const books = await list();
    expect(books.length).toBeGreaterThan(0);
    await s.close();
    s = await startServer({}, s.dataDir);
    expect(await list()).toEqual(books);
    expect((await s.app.inject({ method: 'GET', url: `/${books[0]!.Image}` })).statusCode).toBe(200);
  });
});
