/**
 * Where the approved pictures are and how one is written (decision 036): the screenshot command's
 * (screenshotCommand.ts) and the review's (scripts/review/), which accepts a run's shot as `--update` would.
 */
import { randomUUID } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Where the approved pictures are, and the record of shots found to match them. */
export const SCREENSHOTS_DIR = path.join('stories', '__screenshots__', 'visual.test.tsx');
export const VERIFIED_SHOTS_FILE = path.join('stories', '__screenshots__', 'verified-shots.json');

/** An approved picture's bytes: the browser's PNG, losslessly as WebP (`exact`: every pixel's colour kept as drawn). */
export const approvedPicture = (png: Buffer) => sharp(png).webp({ lossless: true, exact: true, effort: 4 }).toBuffer();

/**
 * Writes a file whole or not at all: into a file of its own beside it, then renamed over it, so that
 * a run or a review stopped mid-write leaves no half picture among the approved ones, nor half a record.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
