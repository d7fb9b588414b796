import { describe, expect, it } from 'vitest';
import { NO_PICTURE_DETAILS, focusPosition, pictureAlt, readPictureDetails } from '../../src/domain/pictures';
import { FILE_DETAILS_TEXTS, PICTURE_TEXTS, checkPictureDetails, fileDetailsField, parseFileDetails, pictureDetailsFrom, pictureDetailsFields } from '../../src/domain/pictureForms';

const current = { alt: 'Choir', decorative: false, focus: { x: 0.2, y: 0.8 } };

describe('pictureDetailsFrom', () => {
  it('keeps what is not sent, clears what is sent blank', () => {
    expect(pictureDetailsFrom({}, 'image', current)).toEqual({ ok: current });
    expect(pictureDetailsFrom({ image_alt: '  ', image_focus_x: '', image_focus_y: '' }, 'image', current)).toEqual({ ok: { ...current, alt: null, focus: null } });
    expect(pictureDetailsFrom({ image_decorative: 'true' }, 'image', current)).toEqual({ ok: { ...current, decorative: true } });
  });

  it('reads the edges 0 and 1 and refuses what lies past them', () => {
    expect(pictureDetailsFrom({ image_focus_x: '0', image_focus_y: '1.0' }, 'image', NO_PICTURE_DETAILS)).toEqual({ ok: { ...NO_PICTURE_DETAILS, focus: { x: 0, y: 1 } } });
    expect(pictureDetailsFrom({ image_focus_x: '1.01', image_focus_y: '0' }, 'image', NO_PICTURE_DETAILS)).toEqual({ error: PICTURE_TEXTS.focusInvalid, field: 'image_focus_x' });
    expect(pictureDetailsFrom({ image_focus_x: '0.5', image_focus_y: '' }, 'image', NO_PICTURE_DETAILS)).toEqual({ error: PICTURE_TEXTS.focusHalf, field: 'image_focus_y' });
  });

  it('refuses an alt text of 251 characters, takes one of 250', () => {
    expect(pictureDetailsFrom({ image_alt: 'a'.repeat(251) }, 'image', NO_PICTURE_DETAILS)).toEqual({ error: PICTURE_TEXTS.altTooLong, field: 'image_alt' });
    expect(pictureDetailsFrom({ image_alt: 'a'.repeat(250) }, 'image', NO_PICTURE_DETAILS)).toMatchObject({ ok: { alt: 'a'.repeat(250) } });
  });
});

describe('what pages write', () => {
  it('writes the alt text, an empty alt when decorative, else the old fallback', () => {
    expect(pictureAlt(current, 'Photo of Ann')).toBe('Choir');
    expect(pictureAlt({ ...current, decorative: true }, 'Photo of Ann')).toBe('');
    expect(pictureAlt(null, 'Photo of Ann')).toBe('Photo of Ann');
    expect(pictureAlt(undefined)).toBe('');
  });

  it('places the crop on the focal point', () => {
    expect(focusPosition(current)).toBe('20% 80%');
    expect(focusPosition({ ...current, focus: { x: 1 / 3, y: 0 } })).toBe('33.3% 0%');
    expect(focusPosition(NO_PICTURE_DETAILS)).toBeUndefined();
  });

  it('reads an answer’s details, dropping what makes no sense', () => {
    expect(readPictureDetails(undefined)).toBeNull();
    expect(readPictureDetails({ alt: '', decorative: false, focus: null })).toBeNull();
    expect(readPictureDetails({ alt: 'x', decorative: 'yes', focus: { x: 2, y: 0 } })).toEqual({ alt: 'x', decorative: false, focus: null });
  });
});

describe('the admin forms’ rule', () => {
  it('asks for an alt text unless the picture is decorative', () => {
    expect(checkPictureDetails(NO_PICTURE_DETAILS)).toBe(PICTURE_TEXTS.altRequired);
    expect(checkPictureDetails({ ...NO_PICTURE_DETAILS, alt: '   ' })).toBe(PICTURE_TEXTS.altRequired);
    expect(checkPictureDetails({ ...NO_PICTURE_DETAILS, decorative: true })).toBeNull();
    expect(checkPictureDetails({ ...NO_PICTURE_DETAILS, alt: 'Choir' })).toBeNull();
  });

  it('sends what changed, a focal point whole and to four decimals', () => {
    expect(pictureDetailsFields('image', { alt: null, decorative: true, focus: { x: 0.123456, y: 1 } })).toEqual({
      image_decorative: 'true',
      image_focus_x: '0.1235',
      image_focus_y: '1',
    });
    expect(pictureDetailsFields('image', current, current)).toEqual({});
    expect(pictureDetailsFields('image', { ...current, alt: ' ', focus: { x: 0.2, y: 0.5 } }, current)).toEqual({ image_alt: '', image_focus_x: '0.2', image_focus_y: '0.5' });
  });
});

describe('the hero', () => {
  it('writes an uploaded hero’s alt text and focal point, and nothing new without them', async () => {
    const { heroContent } = await import('../../src/features/settings/rules');
    const bundled = { src: '/hero.jpg' };
    const uploaded = { heroBackgroundImage: 'uploads/hero.webp' };
    expect(heroContent({ ...uploaded, heroBackgroundImageDetails: { alt: 'Sunrise', decorative: false, focus: { x: 0.1, y: 0.9 } } }, '', bundled).image).toMatchObject({
      alt: 'Sunrise',
      position: '10% 90%',
    });
    expect(heroContent(uploaded, '', bundled).image).toEqual({ src: '/uploads/hero.webp', srcSet: undefined });
  });
});

describe("a media form's file_details", () => {
  const choir = { alt: 'The choir', decorative: false, focus: null };
  it('sends each new picture with details by its place, and a stored one only when changed', () => {
    const field = fileDetailsField([choir, null, { alt: '  ', decorative: false, focus: null }, { alt: null, decorative: true, focus: null }], [
      { path: 'uploads/a.webp', details: { ...choir, alt: ' The choir ' }, before: choir },
      { path: 'uploads/b.webp', details: NO_PICTURE_DETAILS, before: choir },
      { path: 'uploads/c.webp', details: { ...choir, alt: 'Another' }, before: null },
    ]);
    expect(JSON.parse(field!)).toEqual({
      'new:0': choir,
      'new:3': { alt: null, decorative: true, focus: null },
      'uploads/b.webp': null,
      'uploads/c.webp': { ...choir, alt: 'Another' },
    });
    expect(fileDetailsField([null, NO_PICTURE_DETAILS], [{ path: 'uploads/a.webp', details: choir, before: choir }])).toBeUndefined();
  });

  it('is read back whole by the server, or refused with the reason', () => {
    expect(parseFileDetails(JSON.stringify({ 'new:1': choir, 'uploads/a.webp': null }))).toEqual({
      ok: [{ key: { new: 1 }, name: 'new:1', details: choir }, { key: { path: 'uploads/a.webp' }, name: 'uploads/a.webp', details: null }],
    });
    expect(parseFileDetails('[]', 'poster_details')).toEqual({ error: 'poster_details: give a JSON object of pictures and their details.' });
    expect(parseFileDetails('null')).toEqual({ error: FILE_DETAILS_TEXTS.notObject('file_details') });
    expect(parseFileDetails(JSON.stringify({ 'new:0': { ...choir, focus: { x: 0.5 } } }))).toEqual({ error: FILE_DETAILS_TEXTS.badValue('file_details', 'new:0') });
    expect(parseFileDetails(JSON.stringify({ 'new:100': choir }))).toEqual({ error: FILE_DETAILS_TEXTS.badKey('file_details', 'new:100') });
  });
});
