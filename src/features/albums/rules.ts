/**
 * File path rules: which files are videos, and how the gallery reads an item.
 *
 * The API base is a parameter everywhere (src/api/client.ts exports it as API_BASE) so this
 * module stays free of I/O and configuration. Where a stored file is fetched from and the image
 * sources are in imageSources.ts: every kind with pictures takes them from there, not from the
 * gallery's rules.
 */

import { formatGalleryDate } from '../../domain/dates';
import { textLanguage, type Locale } from '../../domain/locale';
import { isVideoPath, resolveFileUrlOr } from '../../domain/imageSources';
import { pictureAlt, readDetailsByPath, type PictureDetails } from '../../domain/pictures';
import { UNTITLED_EVENT_SW } from '../../domain/unnamed';

/**
 * A media item's MediaFiles, given as an array or as JSON text of one. Entries that are not
 * non-empty text are dropped. null (skip the item) when the value is neither: missing, not JSON,
 * or JSON of something other than an array.
 */
export function parseMediaFiles(value: unknown): string[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  return list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
}

export const UNTITLED_GALLERY_EVENT = 'Untitled Event';
export const NO_DESCRIPTION = 'No description provided.';
/** The two above on a Swahili page (issue 31): what the site writes when an album has no words of its own. */
const NO_WORDS_SW = { title: UNTITLED_EVENT_SW, description: 'Hakuna maelezo.' } as const;

export interface GalleryFileView {
  /** The stored path, as the API gave it. */
  path: string;
  url: string;
  isVideo: boolean;
  /** A video's poster picture (its stored path), shown until it is played; null when it has none. */
  poster: string | null;
  /** A picture's alt text, decorative mark and focal point (decision 024); null when it has none. */
  details: PictureDetails | null;
}

export interface GalleryItemView {
  id: number | string | null;
  title: string;
  description: string;
  /** The language its title and description are written in (`lang`), when the API says. */
  language?: Locale;
  /** 'March 3, 2025' or 'Date not available'. */
  date: string;
  files: GalleryFileView[];
  /** The first file's URL, or the placeholder when the item has no files. */
  coverUrl: string;
  coverIsVideo: boolean;
}

export interface GalleryItemInput {
  ID?: number | string | null;
  EventTitle?: string | null;
  Description?: string | null;
  Language?: unknown;
  CreatedAt?: unknown;
  MediaFiles?: unknown;
  /** A video's path -> its poster's path (left out by the API when no video has one). */
  VideoPosters?: unknown;
  /** A picture's path -> its details (left out by the API when no picture has any). */
  FileDetails?: unknown;
}

/**
 * How the gallery shows one media item, or null when its file list is unreadable (the item is
 * skipped). Blank title and description read 'Untitled Event' and 'No description provided.'.
 */
export function galleryItemView(
  item: GalleryItemInput,
  base: string,
  placeholder: string,
  timeZone?: string,
  locale: Locale = 'en',
): GalleryItemView | null {
  const paths = parseMediaFiles(item.MediaFiles);
  if (paths === null) return null;
  const posters = objectOrEmpty(item.VideoPosters);
  const details = readDetailsByPath(item.FileDetails);
  const files = paths.map((path) => {
    const isVideo = isVideoPath(path);
    const poster = isVideo ? posters[path] : undefined;
    return {
      path,
      url: resolveFileUrlOr(path, base, placeholder),
      isVideo,
      poster: typeof poster === 'string' && poster !== '' ? poster : null,
      details: isVideo ? null : (details[path] ?? null),
    };
  });
  const first = files[0];
  return {
    id: item.ID ?? null,
    title: item.EventTitle?.trim() || (locale === 'sw' ? NO_WORDS_SW.title : UNTITLED_GALLERY_EVENT),
    description: item.Description?.trim() || (locale === 'sw' ? NO_WORDS_SW.description : NO_DESCRIPTION),
    language: textLanguage(item.Language),
    date: formatGalleryDate(item.CreatedAt, timeZone, locale),
    files,
    coverUrl: first ? first.url : placeholder,
    coverIsVideo: first ? first.isVideo : false,
  };
}

/** The viewer's alt text of a gallery's file: its own (empty when decorative), else '<title>, <n> of <total>'. */
export function galleryFileAlt(files: readonly GalleryFileView[], index: number, title: string): string {
  return pictureAlt(files[index]?.details, `${title}, ${index + 1} of ${files.length}`);
}

const objectOrEmpty = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The gallery view of every readable item, in the API's order; unreadable items are left out. */
export function galleryView(items: readonly GalleryItemInput[], base: string, placeholder: string, timeZone?: string, locale: Locale = 'en'): GalleryItemView[] {
  return items.flatMap((item) => galleryItemView(item, base, placeholder, timeZone, locale) ?? []);
}
