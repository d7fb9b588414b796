import { describe, expect, it } from 'vitest';
import { galleryItemView, galleryView, parseMediaFiles } from '../../src/features/albums/rules';
import { isVideoPath } from '../../src/domain/imageSources';
import { imageSources, resolveFileUrl, resolveFileUrlOr } from '../../src/domain/imageSources';

describe('resolveFileUrl', () => {
  it('prefixes relative paths with the API base and exactly one slash', () => {
    expect(resolveFileUrl('uploads/a.webp', 'https://api.example')).toBe('https://api.example/uploads/a.webp');
    expect(resolveFileUrl('/uploads/a.webp', 'https://api.example/')).toBe('https://api.example/uploads/a.webp');
    expect(resolveFileUrl('//uploads/a.webp', 'https://api.example//')).toBe('https://api.example/uploads/a.webp');
  });

  it('gives a root-relative URL with the same-origin base', () => {
    expect(resolveFileUrl('uploads/a.webp', '')).toBe('/uploads/a.webp');
  });

  it('uses http(s) URLs as they are, in any case', () => {
    expect(resolveFileUrl('https://cdn.example/x.png', 'https://api.example')).toBe('https://cdn.example/x.png');
    expect(resolveFileUrl('HTTP://cdn.example/x.png', 'https://api.example')).toBe('HTTP://cdn.example/x.png');
  });

  it('a path merely starting with "http" letters is still relative', () => {
    expect(resolveFileUrl('httpdocs/x.png', '')).toBe('/httpdocs/x.png');
  });

  it('is null (or the placeholder) without a path', () => {
    expect(resolveFileUrl(null, '')).toBeNull();
    expect(resolveFileUrl('  ', '')).toBeNull();
    expect(resolveFileUrlOr(undefined, '', '/placeholder.svg')).toBe('/placeholder.svg');
  });
});

describe('isVideoPath', () => {
  it.each([
    ['uploads/a.mp4', true],
    ['uploads/a.MOV', true],
    ['https://cdn.example/v.webm?token=1', true],
    ['uploads/a.mp4#t=10', true],
    ['uploads/a.webp', false],
    ['uploads/a.mp4.png', false],
    ['uploads/mp4', false],
    ['uploads.mp4/readme', false],
    ['https://cdn.example/x.png?f=a.mp4', false],
    ['', false],
  ] as const)('%s -> %s', (path, video) => {
    expect(isVideoPath(path)).toBe(video);
  });
});

describe('parseMediaFiles', () => {
  it('accepts an array or JSON text of one, dropping entries that are not non-empty text', () => {
    expect(parseMediaFiles(['a.webp', 'b.mp4'])).toEqual(['a.webp', 'b.mp4']);
    expect(parseMediaFiles('["a.webp","b.mp4"]')).toEqual(['a.webp', 'b.mp4']);
    expect(parseMediaFiles(['a.webp', 3, null, '', ' '])).toEqual(['a.webp']);
    expect(parseMediaFiles('[]')).toEqual([]);
  });

  it('is null (skip the item) for anything unreadable', () => {
    for (const value of ['not json', '{"a":1}', '"a.webp"', '', null, undefined, 5, {}]) {
      expect(parseMediaFiles(value)).toBeNull();
    }
  });
});

describe('gallery view', () => {
  const base = 'https://api.example';
  const placeholder = '/placeholder.svg';

  it('resolves files and marks videos', () => {
    const view = galleryItemView(
      { ID: 1, EventTitle: 'Camp', Description: 'Fun', CreatedAt: '2025-03-03T10:00:00Z', MediaFiles: '["uploads/a.mp4","uploads/b.webp"]' },
      base,
      placeholder,
      'UTC',
    );
    expect(view).toEqual({
      id: 1,
      title: 'Camp',
      description: 'Fun',
      // None sent: English, written on its texts all the same.
      language: 'en',
      date: 'March 3, 2025',
      files: [
        { path: 'uploads/a.mp4', url: 'https://api.example/uploads/a.mp4', isVideo: true, poster: null, details: null },
        { path: 'uploads/b.webp', url: 'https://api.example/uploads/b.webp', isVideo: false, poster: null, details: null },
      ],
      coverUrl: 'https://api.example/uploads/a.mp4',
      coverIsVideo: true,
    });
  });

  it("gives a video its poster from VideoPosters, by its path; a picture or an unlisted video none", () => {
    const view = galleryItemView(
      { ID: 3, EventTitle: 'Clips', MediaFiles: ['uploads/a.mp4', 'uploads/b.webm', 'uploads/c.webp'], VideoPosters: { 'uploads/a.mp4': 'uploads/p-640x360.webp', 'uploads/c.webp': 'uploads/x.webp' } },
      base,
      placeholder,
    );
    expect(view?.files.map((f) => f.poster)).toEqual(['uploads/p-640x360.webp', null, null]);
    expect(galleryItemView({ ID: 4, MediaFiles: ['uploads/a.mp4'], VideoPosters: 'nonsense' }, base, placeholder)?.files[0]?.poster).toBeNull();
  });

  it("fills blanks: 'Untitled Event', 'No description provided.', 'Date not available', placeholder cover", () => {
    expect(galleryItemView({ ID: 2, EventTitle: ' ', Description: null, CreatedAt: 'abc', MediaFiles: [] }, base, placeholder)).toMatchObject({
      title: 'Untitled Event',
      description: 'No description provided.',
      date: 'Date not available',
      files: [],
      coverUrl: placeholder,
      coverIsVideo: false,
    });
  });

  it('skips items whose file list is unreadable', () => {
    const items = [
      { ID: 1, EventTitle: 'a', MediaFiles: ['x.webp'] },
      { ID: 2, EventTitle: 'b', MediaFiles: 'oops' },
      { ID: 3, EventTitle: 'c', MediaFiles: '[]' },
    ];
    expect(galleryView(items, base, placeholder).map((v) => v.id)).toEqual([1, 3]);
  });
});

describe('imageSources', () => {
  const hex = '3f2a0000000000000000000000009c';

  it('lists the variants smaller than the image, then the original', () => {
    expect(imageSources(`uploads/${hex}-1600x1200.webp`, '')).toEqual({
      src: `/uploads/${hex}-1600x1200.webp`,
      srcSet: `/uploads/${hex}-1600x1200-480w.webp 480w, /uploads/${hex}-1600x1200-960w.webp 960w, /uploads/${hex}-1600x1200.webp 1600w`,
      width: 1600,
      height: 1200,
    });
  });

  it('includes 1600 only for wider images, and none at or under 480', () => {
    expect(imageSources(`uploads/${hex}-2000x1000.webp`, 'https://api.example').srcSet).toBe(
      [480, 960, 1600].map((v) => `https://api.example/uploads/${hex}-2000x1000-${v}w.webp ${v}w`).join(', ') +
        `, https://api.example/uploads/${hex}-2000x1000.webp 2000w`,
    );
    expect(imageSources(`uploads/${hex}-961x500.webp`, '').srcSet).toBe(
      `/uploads/${hex}-961x500-480w.webp 480w, /uploads/${hex}-961x500-960w.webp 960w, /uploads/${hex}-961x500.webp 961w`,
    );
    expect(imageSources(`uploads/${hex}-480x320.webp`, '')).toEqual({
      src: `/uploads/${hex}-480x320.webp`,
      srcSet: `/uploads/${hex}-480x320.webp 480w`,
      width: 480,
      height: 320,
    });
  });

  it('gives only src for other paths, with null width and height', () => {
    for (const path of ['uploads/old-photo.jpg', 'https://cdn.example/x-100x100.webp', `uploads/${hex}.pdf`, `uploads/${hex}-1600x1200-480w.webp`]) {
      const sources = imageSources(path, '');
      expect(sources.srcSet).toBeUndefined();
      expect(sources.width).toBeNull();
      expect(sources.height).toBeNull();
    }
    expect(imageSources(null, '', '/placeholder.svg')).toEqual({ src: '/placeholder.svg', srcSet: undefined, width: null, height: null });
  });
});
