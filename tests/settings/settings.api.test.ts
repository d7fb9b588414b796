import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, call, fakeJpeg, isStored, jpeg, multipart, pdf, png, serverForFile, snapshot, tamperedSubject, svg, type Schemas } from '../api/helpers.js';
import { expectRefusedUnchanged } from '../api/resource.js';

const suite = serverForFile();

const HERO_LIMIT = 5242880;

/** A real JPEG padded to exactly `total` bytes. */
async function jpegOfSize(total: number, name = 'hero.jpg') {
  const head = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
  return new File([new Uint8Array(Buffer.concat([head, Buffer.alloc(total - head.length)]))], name, { type: 'image/jpeg' });
}

async function webp(name = 'hero.webp') {
  const buf = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123' } }).webp().toBuffer();
  return new File([new Uint8Array(buf)], name, { type: 'image/webp' });
}

type Fields = Parameters<typeof multipart>[0];
async function save(fields: Fields, t: string | null = suite.token) {
  const body = await multipart(fields);
  return call(suite.server.app, { method: 'PUT', url: '/api/settings/update', headers: { ...body.headers, ...(t === null ? {} : bearer(t)) }, payload: body.payload });
}
const get = async () => (await call(suite.server.app, { method: 'GET', url: '/api/settings' })).json<Schemas['Settings']>();
const onDisk = (p: string) => isStored(suite.server, p);

describe('settings', () => {
  it('answers the defaults until an admin saves some', async () => {
    expect(await get()).toEqual({
      missionText: 'Living the Mission, Reaching the Nations',
      subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
      heroBackgroundImage: null,
      whatsappChannel: null,
    });
    expect(await suite.server.db.selectFrom('settings').selectAll().execute()).toEqual([]);
  });

  it('saves trimmed texts without a hero image', async () => {
    const res = await save({ missionText: '  Serve with joy ', subtitleText: ' Campuses for Christ ' });
    expect(res.statusCode).toBe(200);
    const settings = { missionText: 'Serve with joy', subtitleText: 'Campuses for Christ', heroBackgroundImage: null, whatsappChannel: null };
    expect(res.json()).toEqual({ message: 'Settings updated successfully', settings });
    expect(await get()).toEqual(settings);
  });

  it('stores a hero image, replaces it (removing the old one) and keeps it when none is sent', async () => {
    const first = await save({ missionText: 'M1', subtitleText: 'S1', heroBackgroundImage: await jpeg(1200, 800) });
    expect(first.statusCode).toBe(200);
    const hero1 = first.json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImage!;
    expect(hero1).toMatch(/^uploads\/[a-f0-9]{32}-1200x800\.webp$/);
    expect(await onDisk(hero1)).toBe(true);

    const second = await save({ missionText: 'M2', subtitleText: 'S2', heroBackgroundImage: await png(300, 200) });
    const hero2 = second.json<Schemas['SettingsUpdateResponse']>().settings.heroBackgroundImage!;
    expect(hero2).toMatch(/-300x200\.webp$/);
    expect(await onDisk(hero2)).toBe(true);
    expect(await onDisk(hero1)).toBe(false);
    expect(await onDisk(hero1.replace('.webp', '-480w.webp'))).toBe(false);

    const third = await save({ missionText: 'M3', subtitleText: 'S3', heroBackgroundImage: new File([], '') });
    expect(third.json<Schemas['SettingsUpdateResponse']>().settings).toEqual({ missionText: 'M3', subtitleText: 'S3', heroBackgroundImage: hero2, whatsappChannel: null });
    expect(await onDisk(hero2)).toBe(true);
    // One row, whatever the number of saves.
    expect(await suite.server.db.selectFrom('settings').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('accepts a hero image of exactly 5 MB', async () => {
    const res = await save({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: await jpegOfSize(HERO_LIMIT) });
    expect(res.statusCode).toBe(200);
  });

  const TYPE = 'Invalid file type. Only JPG, JPEG, PNG allowed.';
  it.each([
    ['no mission text', () => ({ subtitleText: 'S' }), 400, 'Mission text is required.', 'missionText'],
    ['a blank mission text', () => ({ missionText: '  ', subtitleText: 'S' }), 400, 'Mission text is required.', 'missionText'],
    ['no subtitle', () => ({ missionText: 'M' }), 400, 'Subtitle text is required.', 'subtitleText'],
    ['a blank subtitle', () => ({ missionText: 'M', subtitleText: '\t' }), 400, 'Subtitle text is required.', 'subtitleText'],
    ['a mission text over 300 characters', () => ({ missionText: 'x'.repeat(301), subtitleText: 'S' }), 400, 'missionText must be at most 300 characters.', 'missionText'],
    ['text named .jpg', () => ({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: fakeJpeg() }), 415, TYPE, 'heroBackgroundImage'],
    ['a WebP image', async () => ({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: await webp() }), 415, TYPE, 'heroBackgroundImage'],
    ['an SVG', () => ({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: svg() }), 415, TYPE, 'heroBackgroundImage'],
    ['a PDF', () => ({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: pdf() }), 415, TYPE, 'heroBackgroundImage'],
    ['a JPEG one byte over 5 MB', async () => ({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: await jpegOfSize(HERO_LIMIT + 1) }), 413, 'File size exceeds 5MB limit.', 'heroBackgroundImage'],
  ])('refuses %s and changes nothing', async (_name, fields, status, text, field) => {
    await expectRefusedUnchanged(suite.server, async () => save(await fields()), status, text, field);
  });

  it('refuses to save without a valid token, changing nothing', async () => {
    const before = await snapshot(suite.server);
    for (const t of [null, tamperedSubject(suite.token)]) {
      const res = await save({ missionText: 'M', subtitleText: 'S', heroBackgroundImage: await png() }, t);
      expect(res.statusCode).toBe(401);
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('keeps its data across a restart', async () => {
    const before = await get();
    expect(before.missionText).toBe('M');
    await suite.restart();
    expect(await get()).toEqual(before);
    expect(await onDisk(before.heroBackgroundImage!)).toBe(true);
  });
});

// Issue 32: the association's WhatsApp Channel, offered as "Follow on WhatsApp" on the public pages.
describe('the WhatsApp Channel link', () => {
  const CHANNEL = 'https://whatsapp.com/channel/0029VaTucasaStu2026Xyz';
  const TEXTS = { missionText: 'Mission', subtitleText: 'Subtitle' };

  it('is saved trimmed, kept by a save that does not send it, and cleared by an empty one', async () => {
    const saved = await save({ ...TEXTS, whatsappChannel: `  ${CHANNEL} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Schemas['SettingsUpdateResponse']>().settings.whatsappChannel).toBe(CHANNEL);
    expect((await get()).whatsappChannel).toBe(CHANNEL);
    // The specification's settings form sends no such field: the link stays.
    expect((await save({ ...TEXTS, missionText: 'Other mission' })).statusCode).toBe(200);
    expect(await get()).toMatchObject({ missionText: 'Other mission', whatsappChannel: CHANNEL });
    expect((await save({ ...TEXTS, whatsappChannel: '  ' })).statusCode).toBe(200);
    expect((await get()).whatsappChannel).toBeNull();
  });

  it('refuses what is no WhatsApp Channel link, and changes nothing', async () => {
    expect((await save({ ...TEXTS, whatsappChannel: CHANNEL })).statusCode).toBe(200);
    const before = await get();
    for (const bad of [
      'http://whatsapp.com/channel/0029VaTucasaStu2026Xyz',
      'https://whatsapp.com.evil.example/channel/0029VaTucasaStu2026Xyz',
      'https://chat.whatsapp.com/Invite0029VaTucasa',
      'javascript:alert(1)//https://whatsapp.com/channel/0029VaTucasaStu2026Xyz',
      `${CHANNEL}"><script>`,
      `https://whatsapp.com/channel/${'x'.repeat(300)}`,
    ]) {
      const res = await save({ ...TEXTS, missionText: 'Changed?', whatsappChannel: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ error: string; field?: string }>(), bad).toMatchObject({
        error: 'The WhatsApp Channel link must look like https://whatsapp.com/channel/… (or be left empty).',
        field: 'whatsappChannel',
      });
    }
    expect(await get()).toEqual(before);
  });
});
