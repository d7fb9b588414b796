/**
 * The details of a list of pictures (issue 13, decision 024): a media item's files, a summit's
 * posters. Sent as one JSON field (`file_details`, `poster_details`) naming each picture by its
 * place among the request's new files or by its stored path; kept beside the list in a column (a
 * picture's path -> its details).
 */
import { isVideoPath } from '../../src/domain/imageSources.js';
import { readDetailsByPath, type PictureDetails } from '../../src/domain/pictures.js';
import { parseFileDetails, type FileDetailsKey } from '../../src/domain/pictureForms.js';
import { badRequest } from '../http/errors.js';
import type { Form } from '../files/multipart.js';

export type FileDetails = Record<string, PictureDetails>;

/** Which list: the details field, the files field it names pictures of, and the item's name in texts. */
export interface PictureList {
  field: 'file_details' | 'poster_details';
  files: 'media_files' | 'posters';
  item: string;
}

export const MEDIA_FILES: PictureList = { field: 'file_details', files: 'media_files', item: 'media item' };
export const SUMMIT_POSTERS: PictureList = { field: 'poster_details', files: 'posters', item: 'summit' };

/** Reads a file_details column; anything unreadable (a hand-edited row) reads as none. */
export function readFileDetails(json: string): FileDetails {
  try {
    return readDetailsByPath(JSON.parse(json));
  } catch {
    return {};
  }
}

export type SentDetails = Array<{ key: FileDetailsKey; name: string; details: PictureDetails | null }>;

/**
 * The details a form sends, checked before any file is stored: each `new:N` names a picture among
 * this request's files of the list; a stored path only on an update (checked against the item
 * then). 400 naming the field else.
 */
export function sentFileDetails(form: Form, list: PictureList, update: boolean): SentDetails {
  const raw = form.fields[list.field];
  if (raw === undefined || raw === '') return [];
  const parsed = parseFileDetails(Array.isArray(raw) ? raw.join('') : raw, list.field);
  if ('error' in parsed) throw badRequest(parsed.error, list.field);
  const files = form.files[list.files] ?? [];
  for (const { key, name } of parsed.ok) {
    if ('new' in key ? files[key.new]?.kind !== 'image' : !update) {
      throw badRequest(`${list.field}: "${name}" is not a picture of this request's ${list.files}.`, list.field);
    }
  }
  return parsed.ok;
}

/**
 * The item's details after a save: those kept for the pictures still listed, then those sent (a
 * stored path must be one of the item's pictures still listed; `new:N` is the N-th of `added`).
 */
export function savedFileDetails(pictures: PictureList, current: FileDetails, list: readonly string[], added: readonly string[], sent: SentDetails): FileDetails {
  const listed = new Set(list);
  const result: FileDetails = Object.fromEntries(Object.entries(current).filter(([path]) => listed.has(path)));
  for (const { key, name, details } of sent) {
    const path = 'new' in key ? added[key.new]! : key.path;
    if ('path' in key && (!listed.has(path) || isVideoPath(path))) throw badRequest(`${pictures.field}: "${name}" is not a picture of this ${pictures.item}.`, pictures.field);
    if (details) result[path] = details;
    else delete result[path];
  }
  return result;
}
