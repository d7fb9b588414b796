/**
 * File path rules: where a stored file is fetched from, which files are videos, how the gallery
 * reads an item, and the responsive image sources of uploaded images.
 *
 * The API base is a parameter everywhere (src/api/client.ts exports it as API_BASE) so this
 * module stays free of I/O and configuration.
 */

import { formatGalleryDate } from './dates';

const ABSOLUTE = /^https?:\/\//i;

/**
 * The URL of a stored file. http(s) URLs are used as they are; any other path gets the API base
 * in front with exactly one slash between ('uploads/a.webp' or '/uploads/a.webp' with base
 * 'https://api.example/' -> 'https://api.example/uploads/a.webp'; with base '' -> '/uploads/a.webp').
 * null when there is no path.
 */
export function resolveFileUrl(path: string | null | undefined, base: string): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim();
  if (trimmed === '') return null;
  if (ABSOLUTE.test(trimmed)) return trimmed;
  return `${base.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}

/** resolveFileUrl, or the placeholder when there is no path. */
export function resolveFileUrlOr(path: string | null | undefined, base: string, placeholder: string): string {
  return resolveFileUrl(path, base) ?? placeholder;
}

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;

/** True for a path or URL ending in .mp4, .mov or .webm, in any case, ignoring a query or fragment. */
export function isVideoPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const dot = bare.lastIndexOf('.');
  if (dot < 0 || dot < bare.lastIndexOf('/')) return false;
  return (VIDEO_EXTENSIONS as readonly string[]).includes(bare.slice(dot + 1).toLowerCase());
}

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

export interface GalleryFileView {
  /** The stored path, as the API gave it. */
  path: string;
  url: string;
  isVideo: boolean;
}

export interface GalleryItemView {
  id: number | string | null;
  title: string;
  description: string;
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
  CreatedAt?: unknown;
  MediaFiles?: unknown;
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
): GalleryItemView | null {
  const paths = parseMediaFiles(item.MediaFiles);
  if (paths === null) return null;
  const files = paths.map((path) => ({ path, url: resolveFileUrlOr(path, base, placeholder), isVideo: isVideoPath(path) }));
  const first = files[0];
  return {
    id: item.ID ?? null,
    title: item.EventTitle?.trim() || UNTITLED_GALLERY_EVENT,
    description: item.Description?.trim() || NO_DESCRIPTION,
    date: formatGalleryDate(item.CreatedAt, timeZone),
    files,
    coverUrl: first ? first.url : placeholder,
    coverIsVideo: first ? first.isVideo : false,
  };
}

/** The gallery view of every readable item, in the API's order; unreadable items are left out. */
export function galleryView(items: readonly GalleryItemInput[], base: string, placeholder: string, timeZone?: string): GalleryItemView[] {
  return items.flatMap((item) => galleryItemView(item, base, placeholder, timeZone) ?? []);
}

/** Widths of the resized copies the server makes of every uploaded image (openapi.yaml, info). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

const UPLOADED_IMAGE = /^(\/?uploads\/[0-9a-f]+-(\d+)x(\d+))\.webp$/i;

export interface ImageSources {
  src: string;
  /** '<url> 480w, ..., <url> <w>w' for an uploaded image; undefined for any other path. */
  srcSet: string | undefined;
  /** Pixel size read from the name; null for paths not named by the server's convention. */
  width: number | null;
  height: number | null;
}

/**
 * The <img> attributes of a stored image. An upload named 'uploads/<hex>-<w>x<h>.webp' has a copy
 * 'uploads/<hex>-<w>x<h>-<v>w.webp' for each v of 480, 960 and 1600 smaller than w; the srcset lists
 * those and the original at its own width. Other paths (absolute URLs, older uploads) give just src.
 * src is the placeholder when there is no path.
 */
export function imageSources(path: string | null | undefined, base: string, placeholder = ''): ImageSources {
  const src = resolveFileUrlOr(path, base, placeholder);
  const m = path ? UPLOADED_IMAGE.exec(path.trim()) : null;
  if (!m) return { src, srcSet: undefined, width: null, height: null };
  const stem = m[1] ?? '';
  const width = Number(m[2]);
  const height = Number(m[3]);
  const candidates = IMAGE_VARIANT_WIDTHS.filter((v) => v < width).map((v) => `${resolveFileUrl(`${stem}-${v}w.webp`, base)} ${v}w`);
  candidates.push(`${src} ${width}w`);
  return { src, srcSet: candidates.join(', '), width, height };
}
