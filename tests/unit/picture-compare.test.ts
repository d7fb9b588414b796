import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { approvedPicture, SCREENSHOTS_DIR } from '../../.storybook/approvedPictures';
import { compare, decode, mismatchedPixels, type Picture } from '../../.storybook/pictureCompare';

// Issue 49: the comparison catches a one-pixel change at each width it checks, on real approved
// pictures (a whole page at 375 and at 1280 px), a planted pixel anywhere in them.

const approved = (width: number) => readFileSync(path.join(SCREENSHOTS_DIR, `public-pages-HomePage-Default-${width}-chromium-linux.webp`));

/** A copy of `picture` with the pixel at (x, y) in its colour's opposite. */
function planted(picture: Picture, x: number, y: number): Picture {
  const data = Buffer.from(picture.data);
  const at = (y * picture.width + x) * 4;
  for (let channel = 0; channel < 3; channel++) data[at + channel] = 255 - data[at + channel]!;
  return { ...picture, data };
}

const asPng = (picture: Picture) => sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } }).png().toBuffer();

describe.each([375, 1280])('a whole page at %i px', (width) => {
  it('passes against itself, as the browser shot it and as approved (lossless WebP)', async () => {
    const picture = await decode(approved(width));
    expect(picture.width).toBe(width);
    expect(compare(picture, await decode(await asPng(picture)), false)).toEqual({ pass: true, message: '' });
    expect(compare(picture, await decode(await approvedPicture(await asPng(picture))), false).pass).toBe(true);
  });

  it('fails on one pixel changed, in a corner, in the middle or at the bottom, with that one pixel in its diff', async () => {
    const picture = await decode(approved(width));
    const spots = [[0, 0], [Math.floor(width / 2), Math.floor(picture.height / 2)], [width - 1, picture.height - 1]] as const;
    for (const [x, y] of spots) {
      const changed = await decode(await asPng(planted(picture, x, y)));
      const verdict = compare(picture, changed, true);
      expect(verdict.pass, `(${x}, ${y})`).toBe(false);
      expect(verdict.message).toMatch(/^1 pixel \(ratio [\d.e-]+\) differ\.$/);
      // The diff marks that pixel in red.
      const at = (y * width + x) * 4;
      expect([...verdict.diff!.subarray(at, at + 3)]).toEqual([255, 0, 0]);
    }
  });

  it("counts the one pixel where a story's wider canvas is checked against its narrow picture", async () => {
    const picture = await decode(approved(width));
    expect(mismatchedPixels(picture, planted(picture, 3, 5))).toBe(1);
    expect(mismatchedPixels(picture, picture)).toBe(0);
  });
});
