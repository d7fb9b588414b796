import { randomBytes } from 'node:crypto';
import { constants, createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, open, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../http/errors.js';
import { syncPath } from '../durable.js';
import { chosenStore, folderStore, type FileStore } from './stores.js';

/** An uploaded file as the form reader (multipart.ts) left it in DATA_DIR/tmp: checked, typed by its bytes. */
export interface TempFile {
  field: string;
  filename: string;
  path: string;
  size: number;
  mime: string;
  kind: 'image' | 'video' | 'pdf';
}

/** Widths of the resized copies made for srcset; only those smaller than the image are made. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

// Everything this server ever writes matches this; anything else (../, other names) is refused.
const STORED = /^uploads\/([a-f0-9]{32})(?:-(\d+)x(\d+))?\.(webp|pdf|mp4|mov|webm)$/;

export const isStoredPath = (p: string) => STORED.test(p);

/** The id (32 hex) of a stored path (uploads/…), which its variants' names share; null for anything else. */
export const storedId = (p: string) => STORED.exec(p)?.[1] ?? null;

// A name in uploads/ that this server writes: a stored file or one of its variants (`-480w`).
const OWN_FILE = /^([a-f0-9]{32})(?:-\d+x\d+(?:-\d+w)?)?\.(?:webp|pdf|mp4|mov|webm)$/;

/** The id (32 hex) of a file name in uploads/ that this server wrote, else null. */
export const ownFileId = (name: string) => OWN_FILE.exec(name)?.[1] ?? null;

export function uploadsDir(dataDir: string) {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The names in uploads/ behind a stored path: the file itself and its image variants. */
export function namesOf(stored: string): string[] {
  const m = STORED.exec(stored);
  if (!m) return [];
  const name = stored.slice('uploads/'.length);
  const out = [name];
  const width = Number(m[2] ?? 0);
  if (m[4] === 'webp' && width) {
    for (const v of VARIANT_WIDTHS) if (v < width) out.push(name.replace(/\.webp$/, `-${v}w.webp`));
  }
  return out;
}

/** Every file on disk behind a stored path: the file itself and its image variants. */
export const filesOf = (dataDir: string, stored: string): string[] => namesOf(stored).map((n) => path.join(dataDir, 'uploads', n));

/** Removes stored paths with their variants; one that cannot go stays for the sweep at the next start (faults.ts). */
export async function removeStored(dataDir: string, stored: Iterable<string | null | undefined>): Promise<void> {
  const store = fileStore(dataDir);
  for (const p of stored) if (p) await Promise.allSettled(namesOf(p).map((n) => store.remove(n)));
}

/** Removes files by name in uploads/ (what a failed request had put), never failing. */
export async function removeNames(dataDir: string, names: string[]): Promise<void> {
  const store = fileStore(dataDir);
  await Promise.allSettled(names.map((n) => store.remove(n)));
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

/** Where this DATA_DIR's finished uploads go: the bucket STORAGE_URL names, else DATA_DIR/uploads. */
export function fileStore(dataDir: string): FileStore {
  const chosen = chosenStore(dataDir);
  if (chosen) return chosen;
  const dir = uploadsDir(dataDir);
  return folderStore(dir, async (name, from) => {
    const dest = path.join(dir, path.basename(name));
    await ('file' in from ? moveDurably(from.file, dest) : writeDurably(dest, from.data));
    await syncDir(dir);
  });
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/**
 * Puts a checked temp file into the store under a generated name and returns its relative path.
 * Images are decoded and re-encoded to WebP here (EXIF and GPS gone, orientation applied) with
 * their resized variants. Every name put is reported to `written` first, so a later failure can
 * remove it, and is durable before this returns.
 */
export async function storeUpload(
  dataDir: string,
  file: TempFile,
  maxPixels: number,
  written: string[],
): Promise<string> {
  const store = fileStore(dataDir);
  const id = randomBytes(16).toString('hex');
  if (file.kind !== 'image') {
    const name = `${id}.${EXT[file.mime]}`;
    written.push(name);
    await store.put(name, { file: file.path });
    return `uploads/${name}`;
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
  // An animated GIF or WebP stays animated, as an animated WebP (issue 13). Its frames are decoded
  // together, so together they are held to the one image's pixel limit (a small GIF of thousands
  // of frames is as heavy as a huge still).
  const frames = meta.format === 'gif' || meta.format === 'webp' ? Math.max(1, meta.pages ?? 1) : 1;
  const animated = frames > 1;
  if (animated && meta.width * meta.height * frames > maxPixels) {
    throw new HttpError(
      413,
      `${file.field}: an animated image may hold at most ${maxPixels.toLocaleString('en-US')} pixels in all its frames together; "${file.filename}" has ${frames} frames of ${meta.width} × ${meta.height}.`,
      file.field,
    );
  }
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(file.path, { limitInputPixels: maxPixels, animated })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, `${file.field}: "${file.filename}" is not a readable image.`, file.field);
  }
  // An animation's frames are stacked: its height is one frame's.
  const { width } = encoded.info;
  const height = encoded.info.pageHeight ?? encoded.info.height;
  const name = `${id}-${width}x${height}.webp`;
  written.push(name);
  await store.put(name, { data: encoded.data });
  for (const v of VARIANT_WIDTHS) {
    if (v >= width) continue;
    const variant = name.replace(/\.webp$/, `-${v}w.webp`);
    written.push(variant);
    await store.put(variant, { data: await sharp(encoded.data, { animated }).resize({ width: v }).webp({ quality: 75 }).toBuffer() });
  }
  return `uploads/${name}`;
}
