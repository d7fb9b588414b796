import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../server/http/html.js';
import { ITEM_HEADS } from '../../src/domain/texts/sw/serverTexts.js';
import { DEFAULT_PREVIEW_IMAGE, documentTitle, excerpt, itemPageMeta, listPageMeta, previewFocus, previewImagePath, previewSource, type PreviewItem } from '../../src/kinds/pageMeta.js';

const IMAGE = 'uploads/0123456789abcdef0123456789abcdef-1600x1000.webp';
const POSTER = 'uploads/fedcba9876543210fedcba9876543210-800x1100.webp';
const VIDEO = 'uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.mp4';

const summit = (outfitImage: string | null, posters: string[], timetable: string | null = 'uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf'): Extract<PreviewItem, { kind: 'summitEdition' }> => ({
  kind: 'summitEdition',
  id: 4,
  title: 'Summit 2025',
  outfitImage,
  timetable,
  posters,
});

describe('excerpt', () => {
  it('keeps a short text, on one line', () => {
    expect(excerpt('  Camp\n\nmeeting\tat the lake  ')).toBe('Camp meeting at the lake');
    expect(excerpt(null)).toBe('');
  });

  it('cuts a long text at a word, ellipsis included in the length', () => {
    const text = 'word '.repeat(50);
    const cut = excerpt(text, 22);
    expect(cut).toBe('word word word word…');
    expect(excerpt(text).length).toBeLessThanOrEqual(160);
  });

  it('cuts a text without spaces where it must', () => {
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('titles', () => {
  it('carry the short name once', () => {
    expect(documentTitle('Camp meeting')).toBe('Camp meeting – TUCASA');
    expect(documentTitle('TUCASA Gallery')).toBe('TUCASA Gallery');
    expect(listPageMeta('/calendar')?.title).toBe('TUCASA Calendar');
    expect(listPageMeta('/book')?.title).toBe('Book of the Year – TUCASA');
    expect(listPageMeta('/no-such-page')).toBeNull();
  });
});

describe('the picture an item previews with', () => {
  it("is an announcement's image, an album's first picture, a summit's outfit or else its first poster; none for an event", () => {
    expect(previewSource({ kind: 'announcement', id: 1, title: 'A', description: null, image: IMAGE, createdAt: '' })).toBe(IMAGE);
    expect(previewSource({ kind: 'album', id: 2, title: 'B', description: null, files: [VIDEO, POSTER, IMAGE] })).toBe(POSTER);
    expect(previewSource({ kind: 'album', id: 2, title: 'B', description: null, files: [VIDEO] })).toBeNull();
    expect(previewSource(summit(IMAGE, [POSTER]))).toBe(IMAGE);
    expect(previewSource(summit(null, [POSTER]))).toBe(POSTER);
    expect(previewSource({ kind: 'calendarEvent', id: 3, event: 'C', date: null, description: '' })).toBeNull();
  });

  it("is cropped around the chosen picture's own focal point: an album's file's, a summit's outfit's or first poster's", () => {
    const focus = { x: 0.2, y: 0.9 };
    const details = { alt: null, decorative: false, focus };
    expect(previewFocus({ kind: 'album', id: 2, title: 'B', description: null, files: [VIDEO, POSTER, IMAGE], fileDetails: { [POSTER]: details } })).toEqual(focus);
    // Another file's point does not move the chosen one's crop.
    expect(previewFocus({ kind: 'album', id: 2, title: 'B', description: null, files: [VIDEO, POSTER, IMAGE], fileDetails: { [IMAGE]: details } })).toBeNull();
    expect(previewFocus({ ...summit(null, [POSTER]), posterDetails: { [POSTER]: details } })).toEqual(focus);
    expect(previewFocus({ ...summit(IMAGE, [POSTER]), posterDetails: { [POSTER]: details } })).toBeNull();
  });

  it("is named by the item and its upload's first eight hex digits, else the default", () => {
    expect(previewImagePath(summit(null, [POSTER]))).toBe('/og/summit/4.jpg?v=fedcba98');
    expect(previewImagePath({ kind: 'album', id: 2, title: 'B', description: null, files: [VIDEO, IMAGE] })).toBe('/og/gallery/2.jpg?v=01234567');
    expect(previewImagePath(summit(null, []))).toBe(DEFAULT_PREVIEW_IMAGE);
    expect(previewImagePath({ kind: 'announcement', id: 1, title: 'A', description: null, image: 'https://elsewhere.example/a.jpg', createdAt: '' })).toBe(
      DEFAULT_PREVIEW_IMAGE,
    );
  });
});

describe('item descriptions', () => {
  it("state an event's day, a summit's facts, and fall back to a sentence when there is no text", () => {
    expect(itemPageMeta({ kind: 'calendarEvent', id: 3, event: 'Camp', date: '2025-03-03T00:00:00.000Z', description: 'At the lake' }).description).toBe(
      '3rd March, 2025. At the lake',
    );
    expect(itemPageMeta({ kind: 'calendarEvent', id: 3, event: 'Camp', date: null, description: 'At the lake' }).description).toBe('At the lake');
    expect(itemPageMeta(summit(IMAGE, [POSTER, POSTER])).description).toBe('TUCASA summit: outfit, timetable and 2 posters.');
    expect(itemPageMeta(summit(null, [], null)).description).toBe('A TUCASA summit.');
    expect(itemPageMeta({ kind: 'album', id: 2, title: ' ', description: null, files: [] })).toMatchObject({
      heading: 'Untitled Event',
      description: 'Photos and videos of Untitled Event, in the TUCASA Gallery.',
    });
  });
});

describe('item descriptions on a Swahili page', () => {
  it('are written in Swahili when the site writes them: a date, a summit\'s facts, an unnamed album', () => {
    const sw = ITEM_HEADS;
    expect(itemPageMeta({ kind: 'calendarEvent', id: 3, event: 'Camp', date: '2026-03-14T00:00:00.000Z', description: 'At the lake' }, sw).description).toBe(
      'Jumamosi, 14 Machi 2026. At the lake',
    );
    expect(itemPageMeta({ kind: 'calendarEvent', id: 3, event: ' ', date: null, description: '' }, sw)).toMatchObject({
      heading: 'Tukio lisilo na jina',
      description: 'Kalenda ya TUCASA',
    });
    expect(itemPageMeta(summit(IMAGE, [POSTER, POSTER]), sw).description).toBe('Kongamano la TUCASA: sare, ratiba na mabango 2.');
    expect(itemPageMeta(summit(null, [POSTER], null), sw).description).toBe('Kongamano la TUCASA: bango 1.');
    expect(itemPageMeta(summit(null, [], null), sw).description).toBe('Kongamano la TUCASA.');
    expect(itemPageMeta({ kind: 'album', id: 2, title: ' ', description: null, files: [] }, sw)).toMatchObject({
      title: 'Tukio lisilo na jina – TUCASA',
      description: 'Picha na video za Tukio lisilo na jina, katika ukurasa wa picha wa TUCASA.',
    });
    expect(itemPageMeta({ kind: 'announcement', id: 1, title: 'Wiki ya maombi', description: null, image: null, createdAt: '' }, sw).description).toBe(
      'Matangazo ya TUCASA: Wiki ya maombi',
    );
  });
});

describe('JSON inside a script element', () => {
  it('holds no character that could end or bend the element, and parses back to the same value', () => {
    const value = { text: '</script><!-- <b> & "q" \u2028\u2029' };
    const written = scriptJson(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
