import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderUploadLimits, target } from '../../scripts/upload-limits';
import { loadConfig } from '../../server/config';
import { document, readUploadLimits, uploadLimits } from '../../server/openapi';
import { HERO_IMAGE_MAX_BYTES } from '../../src/domain/validation';

const MB = 1024 * 1024;

describe('upload limits, stated once in openapi.yaml (components.x-upload-limits)', () => {
  it('src/domain/uploadLimits.gen.ts is generated from the current openapi.yaml (run `npm run api:types`)', () => {
    expect(readFileSync(target, 'utf8')).toBe(renderUploadLimits(uploadLimits));
  });

  it("are the server's defaults, and the website's hero check", () => {
    const { limits } = loadConfig({});
    const stated = document.components?.['x-upload-limits'] as Record<string, number>;
    expect([limits.imageBytes, limits.pdfBytes, limits.videoBytes, limits.heroBytes]).toEqual([stated.image, stated.pdf, stated.video, stated.hero]);
    expect(HERO_IMAGE_MAX_BYTES).toBe(stated.hero);
  });

  it('MAX_IMAGE_MB, MAX_PDF_MB and MAX_VIDEO_MB still override them; the hero image keeps its 5 MB', () => {
    const { limits } = loadConfig({ MAX_IMAGE_MB: '3', MAX_PDF_MB: '4', MAX_VIDEO_MB: '500' });
    expect(limits).toMatchObject({ imageBytes: 3 * MB, pdfBytes: 4 * MB, videoBytes: 500 * MB, heroBytes: 5242880 });
    expect(() => loadConfig({ MAX_IMAGE_MB: 'ten' })).toThrow('MAX_IMAGE_MB must be a whole number, got "ten"');
  });

  it('a document without a kind, or with a limit that is not a number of bytes, stops the start', () => {
    expect(() => readUploadLimits({ components: { 'x-upload-limits': { image: 1, pdf: 1, video: 1 } } })).toThrow(
      'components.x-upload-limits.hero must be a number of bytes, got undefined',
    );
    expect(() => readUploadLimits({ components: { 'x-upload-limits': { image: '10 MB', pdf: 1, video: 1, hero: 1 } } })).toThrow(/image/);
  });
});
