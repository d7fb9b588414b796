import { describe, expect, it } from 'vitest';
import { galleryItemView } from '../../src/features/albums/rules';
import { viewerSource, viewerSources } from '../../src/features/albums/public/viewerSource';

const HEX = '0123456789abcdef0123456789abcdef';
const PH = '/placeholder.svg';

describe('viewerSource', () => {
  it('takes the 1600 px copy of an upload wider than 1600 px', () => {
    expect(viewerSource(`uploads/${HEX}-2400x1600.webp`, '', PH)).toBe(`/uploads/${HEX}-2400x1600-1600w.webp`);
    expect(viewerSource(`uploads/${HEX}-2400x1600.webp`, 'https://api.example.org', PH)).toBe(
      `https://api.example.org/uploads/${HEX}-2400x1600-1600w.webp`,
    );
  });

  it('takes the file itself when it is 1600 px wide or less (no larger copy exists)', () => {
    expect(viewerSource(`uploads/${HEX}-1600x1067.webp`, '', PH)).toBe(`/uploads/${HEX}-1600x1067.webp`);
    expect(viewerSource(`uploads/${HEX}-1200x800.webp`, '', PH)).toBe(`/uploads/${HEX}-1200x800.webp`);
  });

  it('leaves videos, older uploads and http URLs as they are', () => {
    expect(viewerSource(`uploads/${HEX}.mp4`, '', PH)).toBe(`/uploads/${HEX}.mp4`);
    expect(viewerSource('uploads/photo.jpg', '', PH)).toBe('/uploads/photo.jpg');
    expect(viewerSource('https://cdn.example.org/a-2400x1600.webp', '', PH)).toBe('https://cdn.example.org/a-2400x1600.webp');
  });
});

describe("the viewer's alt texts", () => {
  it("are each picture's own, empty when decorative, else '<title>, <n> of <total>'", () => {
    const item = galleryItemView(
      {
        ID: 1,
        EventTitle: 'Choir day',
        MediaFiles: ['uploads/a.webp', 'uploads/b.webp', 'uploads/c.mp4', 'uploads/d.webp'],
        FileDetails: { 'uploads/a.webp': { alt: 'The choir', decorative: false, focus: null }, 'uploads/b.webp': { alt: null, decorative: true, focus: null }, 'uploads/c.mp4': { alt: 'x', decorative: false, focus: null } },
      },
      '',
      '/placeholder.svg',
    )!;
    expect(item.files.map((f) => f.details)).toEqual([{ alt: 'The choir', decorative: false, focus: null }, { alt: null, decorative: true, focus: null }, null, null]);
    const { getAlt, files } = viewerSources(item.files, '', '/placeholder.svg', item.title);
    expect(files.map((f, i) => getAlt(f, i))).toEqual(['The choir', '', 'Choir day, 3 of 4', 'Choir day, 4 of 4']);
  });
});
