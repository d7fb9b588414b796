import { describe, expect, it } from 'vitest';
import { defaultPosterMoment, formatMoment, posterFields, posterSize } from '../../src/features/albums/admin/videoPoster';

describe('a video poster', () => {
  it('starts one second in, or at a tenth of a clip shorter than ten seconds', () => {
    expect(defaultPosterMoment(120)).toBe(1);
    expect(defaultPosterMoment(10)).toBe(1);
    expect(defaultPosterMoment(4)).toBeCloseTo(0.4);
    expect(defaultPosterMoment(0)).toBe(0);
    expect(defaultPosterMoment(Number.NaN)).toBe(0);
    expect(defaultPosterMoment(Infinity)).toBe(0);
  });

  it('keeps the frame size below 1280 px wide, never enlarging it, and its proportions', () => {
    expect(posterSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(posterSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(posterSize(1080, 1920)).toEqual({ width: 1080, height: 1920 });
    expect(posterSize(4000, 1)).toEqual({ width: 1280, height: 1 });
    expect(posterSize(0, 0)).toEqual({ width: 0, height: 0 });
  });

  it('reads a moment as minutes, seconds and tenths', () => {
    expect(formatMoment(0)).toBe('0:00.0');
    expect(formatMoment(1.5)).toBe('0:01.5');
    expect(formatMoment(62)).toBe('1:02.0');
    expect(formatMoment(-3)).toBe('0:00.0');
  });

  it('is sent with the index of its video among the files, a video without one left out', () => {
    const photo = new File(['p'], 'photo.jpg');
    const opening = new File(['o'], 'opening.mp4');
    const closing = new File(['c'], 'closing.mp4');
    const poster = new Blob(['jpeg']);
    const posters = new Map<File, Blob | null>([[closing, poster], [opening, null]]);
    expect(posterFields([photo, opening, closing], posters)).toEqual({ video_posters: [poster], video_poster_for: ['2'] });
    expect(posterFields([photo], posters)).toEqual({ video_posters: [], video_poster_for: [] });
  });
});
