import { describe, expect, it } from 'vitest';
import { viewerSource } from '../../src/public/gallery/viewerSource';

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
