import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { png, sendForm, serverForFile, type Schemas } from './helpers.js';
import { expectRefusedUnchanged, formResource, MEDIA_URLS } from './resource.js';

// Issue 13: an animated GIF stays animated, as an animated WebP, its variants too; its frames
// together are held to the pixel limit one still image has.

const MB = 1024 * 1024;
const suite = serverForFile({ limits: { imageBytes: MB, pdfBytes: MB, videoBytes: MB, heroBytes: MB, maxImagePixels: 1000 * 1000 } });
const media = formResource<{ ID: number; MediaFiles: string[] }>(suite, MEDIA_URLS);

const COLOURS = [[220, 30, 30], [30, 160, 60], [40, 60, 200], [230, 200, 40], [120, 40, 160], [20, 20, 20]] as const;

/** A GIF of `frames` frames of one colour each, shown `delay` ms each, looping for ever. */
async function animatedGif(width: number, height: number, frames: number, delay: number[], name = 'wave.gif'): Promise<File> {
  const frame = (i: number) => {
    const [r, g, b] = COLOURS[i % COLOURS.length]!;
    return Buffer.alloc(width * height * 3, Buffer.from([r, g, b]));
  };
  const raw = Buffer.concat(Array.from({ length: frames }, (_, i) => frame(i)));
  const gif = await sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } }).gif({ delay, loop: 0 }).toBuffer();
  return new File([new Uint8Array(gif)], name, { type: 'image/gif' });
}

async function served(path: string) {
  const res = await suite.server.app.inject({ method: 'GET', url: `/${path}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return { meta: await sharp(res.rawPayload).metadata(), bytes: res.rawPayload };
}

describe('an animated GIF', () => {
  it('is kept animated as a WebP with its frames, timing and loop; its smaller variant too', async () => {
    const item = await media.made({ event_title: 'Choir wave', media_files: await animatedGif(600, 300, 3, [100, 200, 300]) });
    const [stored] = item.MediaFiles as [string];
    expect(stored).toMatch(/^uploads\/[a-f0-9]{32}-600x300\.webp$/);
    const full = await served(stored);
    expect(full.meta).toMatchObject({ format: 'webp', width: 600, height: 300, pages: 3, delay: [100, 200, 300], loop: 0 });
    const small = await served(stored.replace(/\.webp$/, '-480w.webp'));
    expect(small.meta).toMatchObject({ format: 'webp', width: 480, height: 240, pages: 3, delay: [100, 200, 300] });
    // Each frame is its own colour still: the second frame is green.
    const second = await sharp(full.bytes, { page: 1 }).resize(1, 1).raw().toBuffer();
    expect(second[1]).toBeGreaterThan(second[0]! + 50);
  });

  it('is refused, naming its frames, when they together pass the pixel limit; nothing is kept', async () => {
    await expectRefusedUnchanged(
      suite.server,
      async () => media.create({ event_title: 'Too long', media_files: [await png(), await animatedGif(600, 300, 6, Array<number>(6).fill(80), 'long.gif')] }),
      413,
      'media_files: an animated image may hold at most 1,000,000 pixels in all its frames together; "long.gif" has 6 frames of 600 × 300.',
    );
  });

  it('as a still picture over the limit is refused as before', async () => {
    await expectRefusedUnchanged(suite.server, async () => media.create({ event_title: 'Too big', media_files: await png(1200, 900) }), 413,
      'media_files: images may be at most 1000 × 1000 pixels.');
  });

  it('stays animated as an announcement\'s picture too', async () => {
    const res = await sendForm(suite.server.app, 'POST', '/api/posts/create', { title: 'Wave', image: await animatedGif(320, 200, 2, [150, 150]), image_alt: 'The choir waving' }, suite.token);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Schemas['Post']>().Image!;
    expect(image).toMatch(/-320x200\.webp$/);
    expect((await served(image)).meta).toMatchObject({ pages: 2, delay: [150, 150] });
  });
});
