/**
 * The pictures of a trashed item on the back-office's Trash screen (issue 29): while an item is in
 * the trash its files are not public, so the screen reads each through `/api/trash/files/{name}`
 * with the token, and shows a few small ones so the team recognises what it restores or deletes.
 */
import { IMAGE_VARIANT_WIDTHS } from './imageSources';

/** How many of an item's pictures its card shows; the others are counted ('+2 more'). */
export const TRASH_THUMBNAILS = 3;

/** The width of the server's smallest copy, which is plenty for a thumbnail. */
export const THUMBNAIL_WIDTH = IMAGE_VARIANT_WIDTHS[0];

// As the server stores an upload (lower-case hex, as /api/trash/files/{name} accepts it); an older
// upload may have no size in its name, and then has no copies.
const STORED_PICTURE = /^\/?uploads\/([0-9a-f]{32})(?:-(\d+)x(\d+))?\.webp$/;

/**
 * The name to ask `/api/trash/files/{name}` for a thumbnail of the stored picture `path`: its
 * 480 px copy when the picture is wider than 480 px ('uploads/<hex>-1200x800.webp' ->
 * '<hex>-1200x800-480w.webp'), the picture itself otherwise ('<hex>-480x320.webp', '<hex>.webp').
 * null for anything that is not a stored picture (an absolute URL, a PDF, a name of other letters).
 */
export function trashThumbnailName(path: string): string | null {
  const m = STORED_PICTURE.exec(path.trim());
  if (!m) return null;
  const [, hex, width, height] = m;
  if (width === undefined || height === undefined) return `${hex}.webp`;
  const size = `${hex}-${width}x${height}`;
  return Number(width) > THUMBNAIL_WIDTH ? `${size}-${THUMBNAIL_WIDTH}w.webp` : `${size}.webp`;
}

/** The first `max` pictures, which a card shows, and how many it only counts. */
export function trashThumbnails(pictures: readonly string[], max = TRASH_THUMBNAILS): { shown: string[]; more: number } {
  const shown = pictures.slice(0, Math.max(0, max));
  return { shown, more: pictures.length - shown.length };
}
