/**
 * How the stories' screenshots are judged (screenshotCommand.ts): Vitest's comparison (its
 * pixelmatch options, @blazediff/core) on pictures decoded by sharp. No pixel may differ beyond the
 * colour threshold (issue 49: a one-pixel change is caught at each width); the threshold and the
 * anti-aliasing detection absorb the browser's rendering noise (decision 036).
 */
import { diff } from '@blazediff/core';
import sharp from 'sharp';

/** The options of Vitest's pixelmatch comparator. */
const COMPARE = {
  threshold: 0.02,
  allowedMismatchedPixelRatio: 0,
  includeAA: false,
  alpha: 0.1,
  aaColor: [255, 255, 0] as [number, number, number],
  diffColor: [255, 0, 0] as [number, number, number],
  diffMask: false,
};

export interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

export const decode = async (png: Buffer): Promise<Picture> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** The pixels of two same-sized pictures that differ beyond the colour threshold, drawn into `output` when given. */
export const mismatchedPixels = (a: Picture, b: Picture, output?: Uint8Array) => diff(a.data, b.data, output, a.width, a.height, COMPARE);

/** Vitest's verdict on two pictures: the share of pixels that differ beyond the threshold, with a diff picture when asked. */
export function compare(reference: Picture, actual: Picture, withDiff: boolean): { pass: boolean; message: string; diff?: Uint8Array } {
  if (reference.width !== actual.width || reference.height !== actual.height) {
    return { pass: false, message: `Expected image dimensions to be ${reference.width}×${reference.height}px, but received ${actual.width}×${actual.height}px.` };
  }
  if (reference.data.equals(actual.data)) return { pass: true, message: '' };
  const output = withDiff ? new Uint8Array(reference.data.length) : undefined;
  const mismatched = mismatchedPixels(reference, actual, output);
  const area = reference.width * reference.height;
  const pass = mismatched <= COMPARE.allowedMismatchedPixelRatio * area;
  return { pass, message: pass ? '' : `${mismatched} pixel${mismatched === 1 ? '' : 's'} (ratio ${(mismatched / area).toPrecision(2)}) differ.`, diff: output };
}
