import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DIR } from '../support/build-site.js';
import { bearer, call, jpeg, pdf, removeDir, sendForm, startServer, type TestServer } from './helpers.js';

// Issue 32, "Lighter when the visitor asks for it": with `Save-Data: on` (Chrome's Data Saver) each
// picture is answered by its copy one size smaller, under the same URL, so the page's HTML is the
// same for everyone; every picture's answer says it varies with the header.

let s: TestServer;
let picture = '';
let attachment = '';
let token = '';
let album = 0;

beforeAll(async () => {
  s = await startServer({ staticDir: SITE_DIR });
  token = await s.login();
  const res = await sendForm(s.app, 'POST', '/api/media/create', { event_title: 'Retreat', media_files: [await jpeg(2000, 1300)] }, token);
  expect(res.statusCode).toBe(201);
  picture = `/${res.json<{ MediaFiles: string[] }>().MediaFiles[0]!}`;
  album = res.json<{ ID: number }>().ID;
  const post = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Notice', description: 'Read it', attachment: pdf() }, token);
  attachment = `/${post.json<{ Attachment?: string; attachment?: string }>().Attachment ?? ''}`;
});

afterAll(async () => {
  await s?.close();
  if (s) removeDir(s.dataDir);
});

const get = (url: string, saveData?: string) => s.app.inject({ method: 'GET', url, headers: saveData === undefined ? {} : { 'save-data': saveData } });
const copy = (width: number) => picture.replace(/\.webp$/, `-${width}w.webp`);

describe('a picture asked for with Save-Data: on', () => {
  it('is its copy one size smaller, under the URL asked for, and says it varies with Save-Data', async () => {
    expect(picture).toMatch(/-2000x1300\.webp$/);
    for (const [asked, given] of [
      [picture, copy(1600)],
      [copy(1600), copy(960)],
      [copy(960), copy(480)],
      [copy(480), copy(480)],
    ] as const) {
      const saving = await get(asked, 'on');
      const plain = await get(given);
      expect(saving.statusCode, asked).toBe(200);
      expect(saving.headers['content-type']).toBe('image/webp');
      expect(saving.headers.vary, asked).toMatch(/Save-Data/);
      expect(saving.headers['cache-control']).toMatch(/immutable/);
      expect(saving.rawPayload.equals(plain.rawPayload), `${asked} → ${given}`).toBe(true);
    }
  });

  it('is the picture itself without the header, with "off", or with another value', async () => {
    const whole = await get(picture);
    expect(whole.headers.vary).toMatch(/Save-Data/);
    for (const value of ['off', '', 'yes']) expect((await get(picture, value)).rawPayload.equals(whole.rawPayload), value).toBe(true);
    expect(whole.rawPayload.length).toBeGreaterThan((await get(picture, 'On')).rawPayload.length);
  });

  it('leaves a PDF as it is; an unknown picture, or one in the trash, is not found, nor any copy of it', async () => {
    expect(attachment).toMatch(/\.pdf$/);
    const saving = await get(attachment, 'on');
    expect(saving.statusCode).toBe(200);
    expect(saving.rawPayload.equals((await get(attachment)).rawPayload)).toBe(true);
    expect((await get('/uploads/0123456789abcdef0123456789abcdef-2000x1300.webp', 'on')).statusCode).toBe(404);
    expect((await call(s.app, { method: 'DELETE', url: `/api/media/${album}/delete`, headers: bearer(token) })).statusCode).toBe(200);
    for (const url of [picture, copy(960)]) expect((await get(url, 'on')).statusCode, url).toBe(404);
  });
});

describe("the home page's hero with Save-Data: on", () => {
  it('is the smallest copy of an uploaded hero, whichever copy the page chose', async () => {
    const form = await sendForm(s.app, 'PUT', '/api/settings/update', { missionText: 'Mission', subtitleText: 'Subtitle', heroBackgroundImage: await jpeg(2000, 1300, 'hero.jpg') }, token);
    expect(form.statusCode).toBe(200);
    const hero = `/${form.json<{ settings: { heroBackgroundImage: string } }>().settings.heroBackgroundImage}`;
    const smallest = (await get(hero.replace(/\.webp$/, '-480w.webp'))).rawPayload;
    for (const asked of [hero, hero.replace(/\.webp$/, '-1600w.webp'), hero.replace(/\.webp$/, '-960w.webp')]) {
      const saving = await get(asked, 'on');
      expect(saving.headers.vary, asked).toMatch(/Save-Data/);
      expect(saving.rawPayload.equals(smallest), asked).toBe(true);
    }
  });

  it('is the smallest copy of the bundled hero, under the URL asked for', async () => {
    const heroes = readdirSync(path.join(SITE_DIR, 'assets')).filter((file) => /^hero-\d+-.*\.webp$/.test(file));
    expect(heroes).toHaveLength(3);
    const width = (file: string) => Number(/^hero-(\d+)-/.exec(file)![1]);
    const [smallest, ...others] = heroes.sort((a, b) => width(a) - width(b));
    const small = (await get(`/assets/${smallest}`)).rawPayload;
    for (const file of others) {
      const saving = await get(`/assets/${file}`, 'on');
      expect(saving.statusCode, file).toBe(200);
      expect(saving.headers['content-type'], file).toBe('image/webp');
      expect(saving.headers['cache-control'], file).toMatch(/immutable/);
      expect(saving.headers.vary, file).toMatch(/Save-Data/);
      expect(saving.rawPayload.equals(small), file).toBe(true);
      const plain = await get(`/assets/${file}`);
      expect(plain.rawPayload.length, file).toBeGreaterThan(small.length);
    }
  });
});
