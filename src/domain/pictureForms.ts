/**
 * The rules of a picture's details in forms (decision 024): what the server checks a form's fields
 * against, what the admin forms send and require. Apart from pictures.ts, which the public pages
 * read with, so their bundle carries none of it.
 */
import { NO_PICTURE_DETAILS, type PictureDetails } from './pictures';

/** The longest alt text (openapi.yaml PictureAlt). */
export const ALT_MAX_LENGTH = 250;

export const PICTURE_TEXTS = {
  altTooLong: `Alt text must be at most ${ALT_MAX_LENGTH} characters.`,
  focusInvalid: 'The focal point must be a number from 0 to 1.',
  focusHalf: 'The focal point needs both its x and its y.',
  altRequired: 'Describe the picture in its alt text, or tick "Decorative" when it only decorates.',
} as const;

type Fields = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** A coordinate as the form sends it ('0.25'): a number within 0..1, else null. */
export function parseCoordinate(value: string): number | null {
  if (!/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(value)) return null;
  return Number(value);
}

/**
 * The details a save stores for the picture of form field `field`: what the form sends
 * (`{field}_alt`, `{field}_decorative`, `{field}_focus_x`/`_y`), the rest taken from `current`
 * (the stored details, or none when the picture is new or replaced). A blank alt or focal point
 * clears it. An error names the field to show it by.
 */
export function pictureDetailsFrom(fields: Fields, field: string, current: PictureDetails): { ok: PictureDetails } | { error: string; field: string } {
  const alt = one(fields[`${field}_alt`]);
  const decorative = one(fields[`${field}_decorative`]);
  const xText = one(fields[`${field}_focus_x`]);
  const yText = one(fields[`${field}_focus_y`]);
  if (alt !== undefined && alt.trim().length > ALT_MAX_LENGTH) return { error: PICTURE_TEXTS.altTooLong, field: `${field}_alt` };
  let focus = current.focus;
  if (xText !== undefined || yText !== undefined) {
    if (xText === undefined || yText === undefined || (xText === '') !== (yText === '')) {
      return { error: PICTURE_TEXTS.focusHalf, field: `${field}_focus_${xText === undefined || xText === '' ? 'x' : 'y'}` };
    }
    if (xText === '') focus = null;
    else {
      const x = parseCoordinate(xText);
      const y = parseCoordinate(yText);
      if (x === null) return { error: PICTURE_TEXTS.focusInvalid, field: `${field}_focus_x` };
      if (y === null) return { error: PICTURE_TEXTS.focusInvalid, field: `${field}_focus_y` };
      focus = { x, y };
    }
  }
  return {
    ok: {
      alt: alt === undefined ? current.alt : alt.trim() || null,
      decorative: decorative === undefined ? current.decorative : decorative === 'true',
      focus,
    },
  };
}

/**
 * What the admin forms send for a picture's details: the fields that differ from what the server
 * holds (`stored`; none for a picture chosen now), so an untouched form sends what it always did.
 */
export function pictureDetailsFields(field: string, details: PictureDetails, stored: PictureDetails = NO_PICTURE_DETAILS): Record<string, string> {
  const sent: Record<string, string> = {};
  const alt = details.alt?.trim() ?? '';
  if (alt !== (stored.alt ?? '')) sent[`${field}_alt`] = alt;
  if (details.decorative !== stored.decorative) sent[`${field}_decorative`] = String(details.decorative);
  const focus = details.focus && { x: round(details.focus.x), y: round(details.focus.y) };
  if (focus?.x !== stored.focus?.x || focus?.y !== stored.focus?.y) {
    sent[`${field}_focus_x`] = focus ? String(focus.x) : '';
    sent[`${field}_focus_y`] = focus ? String(focus.y) : '';
  }
  return sent;
}

/** A coordinate to four decimals, within 0..1. */
export function round(n: number): number {
  return Math.round(Math.min(1, Math.max(0, n)) * 10000) / 10000;
}

/**
 * The admin forms' rule (the API does not enforce it, the specification's clients send no alt): a
 * picture needs an alt text unless it is marked decorative. Returns the problem, or null.
 */
export function checkPictureDetails(details: PictureDetails): string | null {
  if (details.alt && details.alt.trim().length > ALT_MAX_LENGTH) return PICTURE_TEXTS.altTooLong;
  if (!details.decorative && !details.alt?.trim()) return PICTURE_TEXTS.altRequired;
  return null;
}

/** A key of a media form's `file_details`: the n-th of the request's new files, or a stored path. */
export type FileDetailsKey = { new: number } | { path: string };

/** The texts of a refused details field (`file_details` of a media item, `poster_details` of a summit). */
export const FILE_DETAILS_TEXTS = {
  notObject: (field: string) => `${field}: give a JSON object of pictures and their details.`,
  badKey: (field: string, key: string) => `${field}: "${key}" is neither new:N nor a path.`,
  badValue: (field: string, key: string) => `${field}: the details of "${key}" must be an object with alt, decorative and focus, or null.`,
  altTooLong: (field: string, key: string) => `${field}: the alt text of "${key}" must be at most ${ALT_MAX_LENGTH} characters.`,
} as const;

const coordinateValue = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/**
 * A form's list details field (openapi.yaml PicturesDetailsField: a media item's `file_details`, a
 * summit's `poster_details`): each named picture's details (null: cleared), checked whole. An error
 * is the text to answer with 400.
 */
export function parseFileDetails(text: string, field = 'file_details'): { ok: Array<{ key: FileDetailsKey; name: string; details: PictureDetails | null }> } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: FILE_DETAILS_TEXTS.notObject(field) };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: FILE_DETAILS_TEXTS.notObject(field) };
  const ok: Array<{ key: FileDetailsKey; name: string; details: PictureDetails | null }> = [];
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const index = /^new:(\d{1,2})$/.exec(name);
    const key: FileDetailsKey | null = index ? { new: Number(index[1]) } : /^\S{1,500}$/.test(name) && !name.startsWith('new:') ? { path: name } : null;
    if (!key) return { error: FILE_DETAILS_TEXTS.badKey(field, name.slice(0, 80)) };
    if (raw === null) {
      ok.push({ key, name, details: null });
      continue;
    }
    if (typeof raw !== 'object' || Array.isArray(raw)) return { error: FILE_DETAILS_TEXTS.badValue(field, name) };
    const { alt, decorative, focus, ...rest } = raw as Record<string, unknown>;
    const f = focus as Record<string, unknown> | null;
    const focusOk = focus === null || (typeof focus === 'object' && !Array.isArray(focus) && Object.keys(focus).length === 2 && coordinateValue(f!.x) && coordinateValue(f!.y));
    if (Object.keys(rest).length > 0 || !(alt === null || typeof alt === 'string') || typeof decorative !== 'boolean' || !focusOk) {
      return { error: FILE_DETAILS_TEXTS.badValue(field, name) };
    }
    if (typeof alt === 'string' && alt.trim().length > ALT_MAX_LENGTH) return { error: FILE_DETAILS_TEXTS.altTooLong(field, name) };
    const details: PictureDetails = { alt: typeof alt === 'string' ? alt.trim() || null : null, decorative, focus: focus === null ? null : { x: f!.x as number, y: f!.y as number } };
    ok.push({ key, name, details: details.alt === null && !details.decorative && !details.focus ? null : details });
  }
  return { ok };
}

/** Details with the alt text trimmed; null when they say nothing (no alt, not decorative, no focal point). */
export function cleanDetails(details: PictureDetails | null | undefined): PictureDetails | null {
  if (!details) return null;
  const clean = { ...details, alt: details.alt?.trim() || null };
  return clean.alt === null && !clean.decorative && !clean.focus ? null : clean;
}

const sameDetails = (a: PictureDetails | null, b: PictureDetails | null) =>
  a === b || (a !== null && b !== null && a.alt === b.alt && a.decorative === b.decorative && a.focus?.x === b.focus?.x && a.focus?.y === b.focus?.y);

/**
 * A form's list details field (`file_details`, `poster_details`): the details of each new
 * picture (`added`, by its place among the request's files; null for a video) that has any, and
 * of each stored picture whose details changed. Undefined when there is nothing to send, so an
 * untouched form sends what it always did.
 */
export function fileDetailsField(
  added: ReadonlyArray<PictureDetails | null>,
  stored: ReadonlyArray<{ path: string; details: PictureDetails; before: PictureDetails | null }> = [],
): string | undefined {
  const sent: Record<string, PictureDetails | null> = {};
  added.forEach((details, index) => {
    const clean = cleanDetails(details);
    if (clean) sent[`new:${index}`] = clean;
  });
  for (const { path, details, before } of stored) {
    const clean = cleanDetails(details);
    if (!sameDetails(clean, cleanDetails(before))) sent[path] = clean;
  }
  return Object.keys(sent).length > 0 ? JSON.stringify(sent) : undefined;
}
