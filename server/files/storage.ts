import { randomBytes } from 'node:crypto';
import { constants, createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../errors.js';
import type { TempFile } from './multipart.js';

/** Widths of the resized copies made for srcset; only those smaller than the image are made. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

// Everything this server ever writes matches this; anything else (../, other names) is refused.
const STORED = /^uploads\/([a-f0-9]{32})(?:-(\d+)x(\d+))?\.(webp|pdf|mp4|mov|webm)$/;

export const isStoredPath = (p: string) => STORED.test(p);

// A name in uploads/ that this server writes: a stored file or one of its variants (`-480w`).
const OWN_FILE = /^([a-f0-9]{32})(?:-\d+x\d+(?:-\d+w)?)?\.(?:webp|pdf|mp4|mov|webm)$/;

/** The id (32 hex) of a file name in uploads/ that this server wrote, else null. */
export const ownFileId = (name: string) => OWN_FILE.exec(name)?.[1] ?? null;

export function uploadsDir(dataDir: string) {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Every file on disk behind a stored path: the file itself and its image variants. */
export function filesOf(dataDir: string, stored: string): string[] {
  const m = STORED.exec(stored);
  if (!m) return [];
  const out = [path.join(dataDir, stored)];
  const width = Number(m[2] ?? 0);
  if (m[4] === 'webp' && width) {
    for (const v of VARIANT_WIDTHS) if (v < width) out.push(path.join(dataDir, stored.replace(/\.webp$/, `-${v}w.webp`)));
  }
  return out;
}

/** Removes stored paths with their variants; one that cannot go stays for the sweep at the next start (faults.ts). */
export async function removeStored(dataDir: string, stored: Iterable<string | null | undefined>): Promise<void> {
  for (const p of stored) if (p) await Promise.allSettled(filesOf(dataDir, p).map((f) => rm(f, { force: true })));
}

/**
 * The file system calls that put an upload's bytes on disk (temp files included), reached through
 * this object so a test can make them fail as a full or read-only disk does where it may not mount
 * a small file system.
 */
export const storageFs = { open, rename, copyFile, createWriteStream };

// Every stored file is on disk, data and name, before storeUpload returns, hence before the row
// naming it is committed: after a crash or a power cut a file may lack its row (the commit was not
// reached or not durable: the sweep at the next start removes it), never a row its file.
async function syncPath(p: string) {
  const fh = await open(p, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Makes the names just written in `dir` durable: a file's own fsync does not cover its directory entry. */
async function syncDir(dir: string) {
  if (process.platform !== 'win32') await syncPath(dir); // Windows cannot open a directory (NTFS journals names)
}

async function writeDurably(file: string, data: Buffer) {
  const fh = await storageFs.open(file, 'wx');
  try {
    await fh.writeFile(data);
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Moves a temp file into place; a copy when uploads/ is another file system (a volume of its own). */
async function moveDurably(temp: string, dest: string) {
  await syncPath(temp);
  try {
    return await storageFs.rename(temp, dest);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
  }
  await storageFs.copyFile(temp, dest, constants.COPYFILE_EXCL);
  await syncPath(dest);
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/**
 * Moves a checked temp file into uploads/ under a generated name and returns its relative path.
 * Images are decoded and re-encoded to WebP (EXIF and GPS gone, orientation applied) with their
 * resized variants. Every file written is reported to `written` first, so a later failure can
 * remove it, and is flushed to disk before this returns.
 */
export async function storeUpload(
  dataDir: string,
  file: TempFile,
  maxPixels: number,
  written: string[],
): Promise<string> {
  const dir = uploadsDir(dataDir);
  const id = randomBytes(16).toString('hex');
  if (file.kind !== 'image') {
    const rel = `uploads/${id}.${EXT[file.mime]}`;
    written.push(path.join(dataDir, rel));
    await moveDurably(file.path, path.join(dataDir, rel));
    await syncDir(dir);
    return rel;
  }
  let meta: Metadata;
  try {
    meta = await sharp(file.path).metadata(); // reads the header only
  } catch {
    throw new HttpError(415, `${file.field}: "${file.filename}" is not a readable image.`, file.field);
  }
  if (!meta.width || !meta.height) throw new HttpError(415, `${file.field}: "${file.filename}" is not a readable image.`, file.field);
  if (meta.width * meta.height > maxPixels) {
    const side = Math.floor(Math.sqrt(maxPixels));
    throw new HttpError(413, `${file.field}: images may be at most ${side} × ${side} pixels.`, file.field);
  }
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(file.path, { limitInputPixels: maxPixels })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, `${file.field}: "${file.filename}" is not a readable image.`, file.field);
  }
  const { width, height } = encoded.info;
  const rel = `uploads/${id}-${width}x${height}.webp`;
  written.push(path.join(dir, path.basename(rel)));
  await writeDurably(path.join(dataDir, rel), encoded.data);
  for (const v of VARIANT_WIDTHS) {
    if (v >= width) continue;
    const variant = path.join(dataDir, rel.replace(/\.webp$/, `-${v}w.webp`));
    written.push(variant);
    await writeDurably(variant, await sharp(encoded.data).resize({ width: v }).webp({ quality: 75 }).toBuffer());
  }
  await syncDir(dir);
  return rel;
}
