/**
 * The summit form's checks (spec section 5), the back-office's: apart from rules.ts, which the public
 * summit page takes, so that the page does not download the back-office's messages with them (0.7 KB
 * gzip on every summit page, issue 48's room in the first-load budget).
 */
import { SUMMIT_TEXTS, type SummitTexts } from '../../domain/texts/checksTexts';

export interface SummitFormValues {
  title: string;
  outfitImage?: Blob | null;
  timetable?: Blob | null;
  posters?: readonly Blob[];
}

/**
 * The admin form check: a non-blank title ('Summit title is required.'), and on create both the
 * outfit image and the timetable ('Outfit image and timetable are required for creating a summit.').
 * null when the form may be sent.
 */
export function validateSummitForm(values: SummitFormValues, mode: 'create' | 'edit', texts: SummitTexts = SUMMIT_TEXTS): string | null {
  if (values.title.trim() === '') return texts.titleRequired;
  if (mode === 'create' && (!values.outfitImage || !values.timetable)) return texts.filesRequiredOnCreate;
  return null;
}

function isFile(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * The client's checks before a create call, on values whose types are not trusted (spec section 5).
 * null when they pass.
 */
export function checkSummitCreatePayload(payload: { title?: unknown; outfitImage?: unknown; timetable?: unknown; posters?: unknown }, texts: SummitTexts = SUMMIT_TEXTS): string | null {
  if (typeof payload.title !== 'string' || payload.title.trim() === '') return texts.titleMustBeString;
  if (!isFile(payload.outfitImage)) return texts.outfitImageInvalid;
  if (!isFile(payload.timetable)) return texts.timetableInvalid;
  return checkPosters(payload.posters, texts);
}

/** The poster part of those checks (also used on update): absent is fine, else an array of files. */
export function checkPosters(posters: unknown, texts: SummitTexts = SUMMIT_TEXTS): string | null {
  if (posters === undefined || posters === null) return null;
  if (!Array.isArray(posters)) return texts.postersNotArray;
  return posters.every(isFile) ? null : texts.postersInvalid;
}
