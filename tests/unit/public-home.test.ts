import { describe, expect, it } from 'vitest';
import { DEFAULT_MISSION_TEXT, DEFAULT_SUBTITLE_TEXT } from '../../src/brand';
import { heroContent, type HeroImage } from '../../src/features/settings/rules';

const BUNDLED: HeroImage = { src: '/assets/hero-1600.webp', srcSet: '/assets/hero-480.webp 480w, /assets/hero-1600.webp 1600w' };
const HERO = 'uploads/0123456789abcdef0123456789abcdef-1920x1080.webp';

describe('heroContent', () => {
  it('uses the defaults and the bundled picture without settings (the call failed)', () => {
    expect(heroContent(null, '', BUNDLED)).toEqual({
      missionText: 'Living the Mission, Reaching the Nations',
      subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
      image: BUNDLED,
      isDefaultImage: true,
    });
  });

  it("shows the admin's texts and uploaded picture, with the server's resized copies as srcset", () => {
    const content = heroContent({ missionText: 'Faith in Action', subtitleText: 'On every campus', heroBackgroundImage: HERO }, '', BUNDLED);
    expect(content.missionText).toBe('Faith in Action');
    expect(content.subtitleText).toBe('On every campus');
    expect(content.isDefaultImage).toBe(false);
    expect(content.image.src).toBe(`/${HERO}`);
    expect(content.image.srcSet).toBe(
      [480, 960, 1600].map((w) => `/${HERO.replace('.webp', `-${w}w.webp`)} ${w}w`).concat(`/${HERO} 1920w`).join(', '),
    );
  });

  it('prefixes a relative picture path with the API base, and leaves an http URL alone', () => {
    expect(heroContent({ heroBackgroundImage: 'uploads/old.jpg' }, 'https://api.example.org/', BUNDLED).image).toEqual({
      src: 'https://api.example.org/uploads/old.jpg',
      srcSet: undefined,
    });
    expect(heroContent({ heroBackgroundImage: 'https://cdn.example.org/hero.jpg' }, 'https://api.example.org', BUNDLED).image.src).toBe(
      'https://cdn.example.org/hero.jpg',
    );
  });

  it('falls back per field: blank texts and a blank or null picture take the defaults', () => {
    const content = heroContent({ missionText: '  ', subtitleText: null, heroBackgroundImage: ' ' }, '', BUNDLED);
    expect(content.missionText).toBe(DEFAULT_MISSION_TEXT);
    expect(content.subtitleText).toBe(DEFAULT_SUBTITLE_TEXT);
    expect(content.image).toBe(BUNDLED);
    expect(heroContent({ missionText: 'Only this', heroBackgroundImage: null }, '', BUNDLED)).toMatchObject({
      missionText: 'Only this',
      subtitleText: DEFAULT_SUBTITLE_TEXT,
      isDefaultImage: true,
    });
  });

  it('trims the texts an admin typed', () => {
    expect(heroContent({ missionText: '  Go and tell  ' }, '', BUNDLED).missionText).toBe('Go and tell');
  });
});
