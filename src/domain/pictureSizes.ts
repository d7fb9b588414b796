/**
 * The `sizes` of the public pages' main pictures: how wide each is laid out, so the browser takes
 * the smallest of the server's copies (480/960/1600 px) that is sharp. The server's preload of a
 * page's largest picture (server/web/spa.ts) names the same sizes, so it fetches the copy the <img>
 * will take. Keep each in step with its CSS.
 */

/** The home hero spans the screen. */
export const HERO_SIZES = '100vw';

/** A gallery tile: 72rem wide at most, 1rem padding, 1rem between one, two or three columns (spec section 9). */
export const GALLERY_TILE_SIZES =
  '(min-width: 1152px) 363px, (min-width: 1024px) calc((100vw - 4rem) / 3), (min-width: 640px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)';

/** The book cover is shown at most 256 by 384 CSS pixels (spec section 9). */
export const BOOK_COVER_SIZES = '256px';

/** A summit's outfit: beside the details from 640 px, the card's width on a phone. */
export const SUMMIT_OUTFIT_SIZES = '(min-width: 640px) 18rem, calc(100vw - 4rem)';
