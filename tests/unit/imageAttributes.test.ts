import { describe, expect, it } from 'vitest';
import { imageAttributes, imageSources } from '../../src/domain/imageSources';

// A new file rather than a case in media.test.ts: that file is being edited elsewhere at the same time.
describe('imageAttributes', () => {
  const upload = imageSources('uploads/3f2a0000000000000000000000009c-1600x1200.webp', '');

  it("gives an upload's srcset its sizes and the size read from its name", () => {
    const attributes = imageAttributes(upload, '50vw', [10, 20]);
    expect(attributes).toMatchObject({ src: upload.src, srcSet: upload.srcSet, sizes: '50vw', width: 1600, height: 1200 });
  });

  it('drops sizes without a srcset and takes the fallback size, or none', () => {
    const other = imageSources('https://cdn.example/a.jpg', '');
    expect(imageAttributes(other, '50vw', [256, 384])).toEqual({ src: 'https://cdn.example/a.jpg', srcSet: undefined, sizes: undefined, width: 256, height: 384 });
    expect(imageAttributes(other, '50vw')).toMatchObject({ width: undefined, height: undefined });
  });
});
