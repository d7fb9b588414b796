import { describe, expect, it } from 'vitest';
import { languageToSend, localeOfPath, localizedPath, localizedRoutes, pathWithoutLocale, prefersSwahili, switchLocale } from '../../src/domain/locale';
import { calendarDateView, formatGalleryDate } from '../../src/domain/dates';

describe('a page address and its language (issue 31)', () => {
  it('is Swahili under /sw and nowhere else', () => {
    for (const path of ['/sw', '/sw/', '/sw/gallery', '/SW/calendar/3']) expect(localeOfPath(path), path).toBe('sw');
    for (const path of ['/', '/gallery', '/swahili', '/sweden/sw', '/announcements/3']) expect(localeOfPath(path), path).toBe('en');
  });

  it('goes to the other language and back to the same page, query and all', () => {
    expect(localizedPath('sw', '/')).toBe('/sw/');
    expect(localizedPath('sw', '/gallery/4?x=1#top')).toBe('/sw/gallery/4?x=1#top');
    expect(localizedPath('sw', '/sw/gallery')).toBe('/sw/gallery');
    expect(localizedPath('en', '/gallery')).toBe('/gallery');
    expect(pathWithoutLocale('/sw')).toBe('/');
    expect(pathWithoutLocale('/sw/')).toBe('/');
    expect(pathWithoutLocale('/sw/chaplency')).toBe('/chaplency');
    for (const path of ['/', '/gallery', '/announcements/12', '/summit/3']) expect(switchLocale(switchLocale(path, 'sw'), 'en')).toBe(path);
    expect(localizedRoutes('/')).toEqual(['/', '/sw']);
    expect(localizedRoutes('/gallery/:id')).toEqual(['/gallery/:id', '/sw/gallery/:id']);
  });
});

describe("a browser's preference", () => {
  it('is Swahili when Swahili comes before English among its languages, in any region', () => {
    expect(prefersSwahili(['sw-TZ', 'en-US'])).toBe(true);
    expect(prefersSwahili(['fr', 'SW', 'en'])).toBe(true);
    expect(prefersSwahili(['en-GB', 'sw'])).toBe(false);
    expect(prefersSwahili(['fr-FR', 'de'])).toBe(false);
    expect(prefersSwahili(['swe', 'sv'])).toBe(false);
    expect(prefersSwahili([])).toBe(false);
  });
});

describe('dates in Swahili', () => {
  it('are written by Intl in sw-TZ: a calendar day with its weekday, in UTC like the English ones', () => {
    expect(calendarDateView('2026-03-14T00:00:00.000Z', 'sw')).toEqual({ date: 'Jumamosi, 14 Machi 2026', quarter: 'Robo ya 1', month: 'Machi' });
    expect(calendarDateView('2026-03-14T00:00:00.000Z')).toEqual({ date: '14th March, 2026', quarter: 'Q1', month: 'March' });
    expect(calendarDateView(null, 'sw')).toEqual({ date: 'Hakuna Tarehe', quarter: 'Haipo', month: 'Haipo' });
  });

  it("are read in Tanzania's zone whatever the reader's: the server's render and the browser's agree", () => {
    // 22:30 UTC is already the next day in Dar es Salaam (UTC+3).
    expect(formatGalleryDate('2026-03-14T22:30:00.000Z', 'America/New_York', 'sw')).toBe('15 Machi 2026');
    expect(formatGalleryDate('2026-03-14T22:30:00.000Z', 'UTC', 'en')).toBe('March 14, 2026');
    expect(formatGalleryDate('not a date', undefined, 'sw')).toBe('Tarehe haipatikani');
  });
});

describe("the language an admin form sends for an item", () => {
  it('is left out while the item is and stays English, so those bodies are the specification’s', () => {
    expect(languageToSend('en')).toBeUndefined();
    expect(languageToSend('en', 'en')).toBeUndefined();
  });

  it('is sent when the item is in Swahili or changes language', () => {
    expect(languageToSend('sw')).toBe('sw');
    expect(languageToSend('sw', 'sw')).toBe('sw');
    expect(languageToSend('en', 'sw')).toBe('en');
    expect(languageToSend('sw', 'en')).toBe('sw');
  });
});
