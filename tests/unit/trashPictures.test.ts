import { describe, expect, it } from 'vitest';
import { trashThumbnailName, trashThumbnails } from '../../src/domain/trashPictures';

const HEX = '0123456789abcdef0123456789abcdef';

describe('the file a trashed picture is shown from', () => {
  it('is the 480 px copy of a picture wider than 480 px', () => {
    expect(trashThumbnailName(`uploads/${HEX}-1200x800.webp`)).toBe(`${HEX}-1200x800-480w.webp`);
    expect(trashThumbnailName(`uploads/${HEX}-481x900.webp`)).toBe(`${HEX}-481x900-480w.webp`);
    expect(trashThumbnailName(`/uploads/${HEX}-4000x3000.webp`)).toBe(`${HEX}-4000x3000-480w.webp`);
  });

  it('is the picture itself at 480 px or less, or when its name has no size (it has no copies)', () => {
    expect(trashThumbnailName(`uploads/${HEX}-480x320.webp`)).toBe(`${HEX}-480x320.webp`);
    expect(trashThumbnailName(`uploads/${HEX}-200x900.webp`)).toBe(`${HEX}-200x900.webp`);
    expect(trashThumbnailName(`uploads/${HEX}.webp`)).toBe(`${HEX}.webp`);
  });

  it('is none for what is not a stored picture', () => {
    for (const path of [
      'https://cdn.example/a.webp',
      `uploads/${HEX}.pdf`,
      `uploads/${HEX}-1200x800-480w.webp`,
      `uploads/${HEX.toUpperCase()}-1200x800.webp`,
      `uploads/${HEX.slice(1)}-1200x800.webp`,
      `uploads/../${HEX}-1200x800.webp`,
      '',
    ]) {
      expect(trashThumbnailName(path), path).toBeNull();
    }
  });
});

describe("a card's thumbnails", () => {
  it('are the first three, the others counted', () => {
    expect(trashThumbnails(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(trashThumbnails(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(trashThumbnails(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(trashThumbnails([])).toEqual({ shown: [], more: 0 });
  });
});
