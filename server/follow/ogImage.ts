/**
 * The pictures a shared link previews with (og:image): a 1200×630 JPEG under 300 KB, which
 * WhatsApp shows large (it shows none for a larger file). Made with sharp from the item's upload
 * on the first request and kept in DATA_DIR/og/, named by the upload's id and a key of its path,
 * modification time and size, so a replaced or rewritten picture makes a new one and a stale one
 * is never sent. Pages without a picture get a branded default, made once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PREVIEW_IMAGE } from '../../src/kinds/pageMeta.js';
import type { FocalPoint } from '../../src/domain/pictures.js';
import { VARIANT_WIDTHS, fileStore, ownFileId } from '../files/storage.js';
import { readAll } from '../files/stores.js';
import type { Limiter } from '../http/limiter.js';

/** Tried in turn until the JPEG is under the limit: a photo passes at the first, random noise near the last. */
const QUALITIES = [80, 65, 50, 35, 20] as const;

/** The brand's background and the Logo's mark (src/ui/Logo: ring, flame, open book) in the site's colours. */
const DEFAULT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_IMAGE.width}" height="${PREVIEW_IMAGE.height}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0b1120"/>
<rect y="598" width="1200" height="32" fill="#60a5fa"/>
<g transform="translate(405 120) scale(8)">
<circle cx="24" cy="24" r="22" fill="#1c2742" stroke="#60a5fa" stroke-width="2"/>
<path fill="#facc15" d="M24 8c4 5 6 8 6 11.5a6 6 0 0 1-12 0c0-2.3 1.1-4.1 2.6-5.6.2 2 1.2 3.3 2.6 3.8C22.7 14.6 23 11.4 24 8z"/>
<path fill="#60a5fa" d="M10 29c5-1.6 9.6-.9 13 1.8v9c-3.4-2.5-8-3.2-13-1.6zM38 29c-5-1.6-9.6-.9-13 1.8v9c3.4-2.5 8-3.2 13-1.6z"/>
</g>
</svg>`;

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The default's name changes with its drawing, so a new design replaces the old file. */
const DEFAULT_NAME = `default-${hash(`${DEFAULT_SVG}${QUALITIES.join()}`)}.jpg`;

// What this module writes in og/: a preview (upload id, key), the default, or a file being written.
const PREVIEW_FILE = /^([a-f0-9]{32})-[a-f0-9]{16}\.jpg$/;
const DEFAULT_FILE = /^default-[a-f0-9]{16}\.jpg$/;
const TEMP_FILE = /\.tmp$/;
const TEMP_AGE_MS = 10 * 60 * 1000;

// An uploaded picture as the server stores it (files/storage.ts); only these are read.
const STORED_IMAGE = /^uploads\/([a-f0-9]{32})-(\d+)x(\d+)\.webp$/;
/** The largest resized copy the server keeps of a picture. */
const VARIANT_WIDTH = Math.max(...VARIANT_WIDTHS);

export interface Preview {
  data: Buffer;
  /** Changes whenever the bytes may: the response's ETag. */
  etag: string;
}

export interface PreviewImages {
  /**
   * The preview of a stored picture (relative path), cropped around its focal point when it has one;
   * the default when there is none or it is not on disk.
   */
  get(source: string | null, focus?: FocalPoint | null): Promise<Preview>;
}

/**
 * Scaled to cover 1200×630, then the window centred on the focal point as far as the edges allow
 * (decision 024); without one, sharp's guess at the interesting part.
 */
async function cover(input: Sharp, focus: FocalPoint | null | undefined): Promise<Sharp> {
  const { width: W, height: H } = PREVIEW_IMAGE;
  if (!focus) return input.resize(W, H, { fit: 'cover', position: sharp.strategy.attention });
  const { width = W, height = H } = await input.metadata();
  const scale = Math.max(W / width, H / height);
  const w = Math.max(W, Math.round(width * scale));
  const h = Math.max(H, Math.round(height * scale));
  const left = Math.min(w - W, Math.max(0, Math.round(focus.x * w - W / 2)));
  const top = Math.min(h - H, Math.max(0, Math.round(focus.y * h - H / 2)));
  return input.resize(w, h, { fit: 'fill' }).extract({ left, top, width: W, height: H });
}

/** Cover-cropped to 1200×630, on the brand's background where transparent, as small a JPEG as the limit needs. */
async function encode(input: Sharp, focus?: FocalPoint | null): Promise<Buffer> {
  const base = (await cover(input, focus)).flatten({ background: '#0b1120' });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await base.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length < PREVIEW_IMAGE.maxBytes) break;
  }
  return jpeg;
}

export function previewImages(dataDir: string, jobs: Limiter): PreviewImages {
  const dir = path.join(dataDir, 'og');
  const inFlight = new Map<string, Promise<Buffer>>();

  /**
   * Makes a picture once however many requests ask for it at the same time, and keeps it (written
   * whole, then renamed). One that cannot be kept (a full or read-only disk) is still sent: the
   * next request makes it again.
   */
  function make(name: string, bytes: () => Promise<Buffer>): Promise<Buffer> {
    const running = inFlight.get(name);
    if (running) return running;
    const done = (async () => {
      const data = await jobs.run(bytes);
      const temp = path.join(dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, data);
        await rename(temp, path.join(dir, name));
      } catch {
        await rm(temp, { force: true }).catch(() => undefined);
        return data;
      }
      // Tidying only: what it misses is never sent (each name holds its source's key) and goes next time.
      await sweep(name).catch(() => undefined);
      return data;
    })().finally(() => inFlight.delete(name));
    inFlight.set(name, done);
    return done;
  }

  /**
   * Removes what may no longer be sent: older previews of the upload just made (and older
   * defaults), previews of uploads that are gone, and files left half-written by a crash. Run
   * after each new file, which is rare: the previews in use are made once.
   */
  async function sweep(made: string) {
    const madeId = PREVIEW_FILE.exec(made)?.[1];
    const uploads = new Set((await fileStore(dataDir).list()).map(ownFileId));
    for (const name of await readdir(dir)) {
      const id = PREVIEW_FILE.exec(name)?.[1];
      let stale = false;
      if (id) stale = (id === madeId && name !== made) || !uploads.has(id);
      else if (DEFAULT_FILE.test(name)) stale = name !== DEFAULT_NAME;
      else if (TEMP_FILE.test(name)) stale = Date.now() - (await stat(path.join(dir, name))).mtimeMs > TEMP_AGE_MS;
      if (stale) await rm(path.join(dir, name), { force: true });
    }
  }

  /** The kept picture of that name, else one made now. */
  async function keptOrMade(name: string, bytes: () => Promise<Buffer>): Promise<Buffer> {
    return (await readFile(path.join(dir, name)).catch(() => null)) ?? make(name, bytes);
  }

  const defaultPreview = async (): Promise<Preview> => ({
    data: await keptOrMade(DEFAULT_NAME, () => encode(sharp(Buffer.from(DEFAULT_SVG)))),
    etag: DEFAULT_NAME.slice(8, 24),
  });

  /**
   * The file a preview is made from: the 1600 px copy where it still covers 1200×630 (a camera
   * photo decodes in a fraction of the time), else the picture itself; with its key.
   */
  async function sourceOf(source: string, focus: FocalPoint | null | undefined): Promise<{ id: string; name: string; key: string } | null> {
    const m = STORED_IMAGE.exec(source);
    if (!m) return null;
    const [, id, width, height] = m as unknown as [string, string, string, string];
    const useVariant = Number(width) > VARIANT_WIDTH && (VARIANT_WIDTH * Number(height)) / Number(width) >= PREVIEW_IMAGE.height;
    const rel = useVariant ? source.replace(/\.webp$/, `-${VARIANT_WIDTH}w.webp`) : source;
    const found = await fileStore(dataDir).stat(rel.slice('uploads/'.length)).catch(() => null);
    return found ? { id, name: rel.slice('uploads/'.length), key: hash(`${rel}\0${found.mtimeMs}\0${found.size}${focus ? `\0${focus.x},${focus.y}` : ''}`) } : null;
  }

  async function bytesOf(name: string): Promise<Buffer> {
    const found = await readAll(fileStore(dataDir), name);
    if (!found) throw new Error(`${name} is gone`);
    return found;
  }

  return {
    async get(source, focus) {
      const from = source ? await sourceOf(source, focus) : null;
      if (!from) return defaultPreview();
      try {
        return { data: await keptOrMade(`${from.id}-${from.key}.jpg`, async () => encode(sharp(await bytesOf(from.name)), focus)), etag: from.key };
      } catch {
        // A picture sharp cannot read (damaged on disk) still leaves the link a preview.
        return defaultPreview();
      }
    },
  };
}
