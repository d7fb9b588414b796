import { describe, expect, it } from 'vitest';
import { smallerImageName } from '../../src/domain/imageSources';

// Issue 32: with `Save-Data: on`, each stored picture is answered by its copy one size smaller.
describe('smallerImageName', () => {
  const stem = '0123456789abcdef0123456789abcdef-2000x1300';

  it('steps down one size: the original to 1600, 1600 to 960, 960 to 480', () => {
    expect(smallerImageName(`${stem}.webp`)).toBe(`${stem}-1600w.webp`);
    expect(smallerImageName(`${stem}-1600w.webp`)).toBe(`${stem}-960w.webp`);
    expect(smallerImageName(`${stem}-960w.webp`)).toBe(`${stem}-480w.webp`);
  });

  it('has nothing smaller for the smallest copy, or for a picture narrower than every copy', () => {
    expect(smallerImageName(`${stem}-480w.webp`)).toBeNull();
    expect(smallerImageName('0123456789abcdef0123456789abcdef-400x300.webp')).toBeNull();
  });

  it("takes a picture's own largest copy below it: 1200 px wide steps to 960", () => {
    expect(smallerImageName('0123456789abcdef0123456789abcdef-1200x800.webp')).toBe('0123456789abcdef0123456789abcdef-1200x800-960w.webp');
  });

  it('gives the hero its smallest copy, whichever it was asked for', () => {
    for (const asked of [`${stem}.webp`, `${stem}-1600w.webp`, `${stem}-960w.webp`]) expect(smallerImageName(asked, 'smallest'), asked).toBe(`${stem}-480w.webp`);
    expect(smallerImageName(`${stem}-480w.webp`, 'smallest')).toBeNull();
  });

  it('leaves what is no stored picture alone: a PDF, a video, another name', () => {
    for (const name of ['0123456789abcdef0123456789abcdef.pdf', '0123456789abcdef0123456789abcdef.mp4', 'hero.webp', '../x-2000x1300.webp']) {
      expect(smallerImageName(name), name).toBeNull();
    }
  });
});
