import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/kinds/paths.js';
import { ORIGIN, buildWithIndexHtml, parseHead } from './head-helpers.js';
import { call, jpeg, pdf, png, removeDir, sendForm, snapshot, startServer, type ErrorBody, type FormValue, type Schemas, type TestServer } from './helpers.js';

// A picture's alt text, decorative mark and focal point (decision 024): saved with the picture's
// form, kept or changed by an update without a new file, dropped with a replaced picture, refused
// when out of bounds, and the link preview cropped around the point.

let s: TestServer;
let token: string;
let build: string;

beforeAll(async () => {
  build = buildWithIndexHtml();
  s = await startServer({ staticDir: build, publicOrigin: ORIGIN });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
  removeDir(build);
});

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, FormValue | undefined>) => sendForm(s.app, method, url, fields, token);
const get = (url: string) => call(s.app, { method: 'GET', url });
const postOf = async (id: number) => (await get('/api/posts')).json<Schemas['Post'][]>().find((p) => p.ID === id)!;

async function createPost(fields: Record<string, FormValue | undefined>): Promise<Schemas['Post']> {
  const res = await send('POST', '/api/posts/create', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Schemas['Post']>();
}

// A picture without details answers as before: no details field at all.
const NONE = undefined;

describe('a picture’s details', () => {
  it('are saved with the upload and answered by the list', async () => {
    const post = await createPost({ title: 'Camp', image: await png(), image_alt: '  Students around a fire  ', image_focus_x: '0.25', image_focus_y: '1' });
    expect(post.ImageDetails).toEqual({ alt: 'Students around a fire', decorative: false, focus: { x: 0.25, y: 1 } });
    expect((await postOf(post.ID)).ImageDetails).toEqual(post.ImageDetails);
  });

  it('are left out of the answer when the specification’s form sends none', async () => {
    const post = await createPost({ title: 'Plain', image: await png() });
    expect(post.ImageDetails).toEqual(NONE);
  });

  it('change on an update without a new picture; left out they stay; blank they clear', async () => {
    const post = await createPost({ title: 'Edit', image: await png(), image_alt: 'First' });
    const edited = await send('PUT', `/api/posts/${post.ID}/update`, { title: 'Edit', image_alt: 'Second', image_decorative: 'true', image_focus_x: '0', image_focus_y: '0.5' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Schemas['Post']>()).toMatchObject({ Image: post.Image, ImageDetails: { alt: 'Second', decorative: true, focus: { x: 0, y: 0.5 } } });
    const kept = await send('PUT', `/api/posts/${post.ID}/update`, { title: 'Edit again' });
    expect(kept.json<Schemas['Post']>().ImageDetails).toEqual({ alt: 'Second', decorative: true, focus: { x: 0, y: 0.5 } });
    const cleared = await send('PUT', `/api/posts/${post.ID}/update`, { title: 'Edit', image_alt: '', image_decorative: 'false', image_focus_x: '', image_focus_y: '' });
    expect(cleared.json<Schemas['Post']>().ImageDetails).toEqual(NONE);
  });

  it('of a replaced picture are dropped unless sent with the new one', async () => {
    const post = await createPost({ title: 'Swap', image: await png(), image_alt: 'Old picture', image_focus_x: '0.1', image_focus_y: '0.1' });
    const swapped = (await send('PUT', `/api/posts/${post.ID}/update`, { title: 'Swap', image: await jpeg() })).json<Schemas['Post']>();
    expect(swapped.Image).not.toBe(post.Image);
    expect(swapped.ImageDetails).toEqual(NONE);
    const withText = (await send('PUT', `/api/posts/${post.ID}/update`, { title: 'Swap', image: await png(), image_alt: 'New picture' })).json<Schemas['Post']>();
    expect(withText.ImageDetails).toEqual({ alt: 'New picture', decorative: false, focus: null });
  });

  it.each([
    ['an alt text over 250 characters', { image_alt: 'a'.repeat(251) }, 'Alt text must be at most 250 characters.', 'image_alt'],
    ['a focal point past 1', { image_focus_x: '1.5', image_focus_y: '0.5' }, 'The focal point must be a number from 0 to 1.', 'image_focus_x'],
    ['a negative focal point', { image_focus_x: '0.5', image_focus_y: '-0.1' }, 'The focal point must be a number from 0 to 1.', 'image_focus_y'],
    ['a focal point that is no number', { image_focus_x: 'left', image_focus_y: '0.5' }, 'The focal point must be a number from 0 to 1.', 'image_focus_x'],
    ['half a focal point', { image_focus_x: '0.5' }, 'The focal point needs both its x and its y.', 'image_focus_y'],
    ['a decorative mark that is neither true nor false', { image_decorative: 'yes' }, 'Decorative must be true or false.', 'image_decorative'],
  ])('refuse %s with 400 and change nothing, on create and update', async (_name, bad, text, field) => {
    const post = await createPost({ title: 'Kept as is', image: await png(), image_alt: 'Stays' });
    const before = await snapshot(s);
    for (const [method, url] of [['POST', '/api/posts/create'], ['PUT', `/api/posts/${post.ID}/update`]] as const) {
      const res = await send(method, url, { title: 'Changed', image: await png(), ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>()).toMatchObject({ error: text, message: text, field });
    }
    expect(await snapshot(s)).toEqual(before);
    expect(await postOf(post.ID)).toMatchObject({ Title: 'Kept as is', Image: post.Image, ImageDetails: { alt: 'Stays' } });
  });

  it('are saved for a leader’s photo, a book’s cover, a summit’s outfit and the hero image', async () => {
    const details = { alt: 'A described picture', decorative: false, focus: { x: 0.75, y: 0.2 } };
    const sent = (field: string) => ({ [`${field}_alt`]: details.alt, [`${field}_focus_x`]: '0.75', [`${field}_focus_y`]: '0.2' });
    const leader = await send('POST', '/api/chaplaincy-leaders/create', { name: 'Ann', title: 'Union Chaplain', contact: '0700', image: await png(), ...sent('image') });
    expect(leader.json<Schemas['Leader']>().ImageDetails).toEqual(details);
    const book = await send('POST', '/api/annual-books/create', { title: 'Steps', image: await png(), reading_plan: pdf(), ...sent('image') });
    expect(book.json<Schemas['Book']>().ImageDetails).toEqual(details);
    const summit = await send('POST', '/api/summits/create', { title: 'Summit', outfit_image: await png(), timetable: pdf(), ...sent('outfit_image') });
    expect(summit.json<Schemas['Summit']>().OutfitImageDetails).toEqual(details);
    const settings = await send('PUT', '/api/settings/update', { missionText: 'M', subtitleText: 'S', heroBackgroundImage: await png(), ...sent('heroBackgroundImage') });
    expect(settings.json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImageDetails).toEqual(details);
    // Edited later without a new file.
    const leaderId = leader.json<Schemas['Leader']>().ID;
    const edited = await send('PUT', `/api/chaplaincy-leaders/${leaderId}/update`, { name: 'Ann', title: 'Union Chaplain', contact: '0700', image_decorative: 'true' });
    expect(edited.json<Schemas['Leader']>().ImageDetails).toEqual({ ...details, decorative: true });
    const hero = await send('PUT', '/api/settings/update', { missionText: 'M', subtitleText: 'S', heroBackgroundImage_alt: 'Sunrise' });
    expect(hero.json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImageDetails).toEqual({ ...details, alt: 'Sunrise' });
    expect((await get('/api/settings')).json<Schemas['Settings']>().heroBackgroundImageDetails).toEqual({ ...details, alt: 'Sunrise' });
  });
});

/**
 * A tall picture: colourful noise at the top (what sharp's own guess keeps), plain grey in the
 * middle and a green band at the bottom, the part the focal point marks.
 */
async function greenAtTheBottom(): Promise<File> {
  const [w, h] = [800, 2400];
  const noise = await sharp(randomBytes(w * 800 * 3), { raw: { width: w, height: 800, channels: 3 } }).png().toBuffer();
  const green = await sharp({ create: { width: w, height: 400, channels: 3, background: { r: 0, g: 200, b: 0 } } }).png().toBuffer();
  const buf = await sharp({ create: { width: w, height: h, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([
      { input: noise, top: 0, left: 0 },
      { input: green, top: h - 400, left: 0 },
    ])
    .png()
    .toBuffer();
  return new File([new Uint8Array(buf)], 'tall.png', { type: 'image/png' });
}

/** The og:image an item's page names, fetched: its path and the colour at its centre. */
async function previewOf(page: string) {
  const image = parseHead((await get(page)).body).meta('og:image')!.slice(ORIGIN.length);
  const res = await get(image);
  expect(res.statusCode).toBe(200);
  const { data } = await sharp(res.rawPayload).extract({ left: 590, top: 305, width: 20, height: 20 }).raw().toBuffer({ resolveWithObject: true });
  return { image, centre: { r: data[0]!, g: data[1]!, b: data[2]! } };
}

const isGreen = ({ r, g, b }: { r: number; g: number; b: number }) => g > 150 && r < 60 && b < 60;

describe('the link preview of a picture with a focal point', () => {
  it('keeps the point in view, and is made anew when the point moves', async () => {
    const post = await createPost({ title: 'Tall', image: await greenAtTheBottom(), image_alt: 'Green field', image_focus_x: '0.5', image_focus_y: '0.95' });
    const atBottom = await previewOf(paths.announcement(post.ID));
    expect(isGreen(atBottom.centre), JSON.stringify(atBottom.centre)).toBe(true);

    await send('PUT', `/api/posts/${post.ID}/update`, { title: 'Tall', image_focus_x: '0.5', image_focus_y: '0.05' });
    const atTop = await previewOf(paths.announcement(post.ID));
    expect(atTop.image).not.toBe(atBottom.image);
    expect(isGreen(atTop.centre), JSON.stringify(atTop.centre)).toBe(false);
  });
});
