/**
 * A gallery tile's width in the page (72rem wide at most, 1rem padding, 1rem between columns), in
 * one, two or three columns (spec section 9): the `sizes` of its picture, so the browser takes the
 * smallest copy that is sharp. The server's preload of the first tile's picture uses it too.
 */
export const GALLERY_TILE_SIZES =
  '(min-width: 1152px) 363px, (min-width: 1024px) calc((100vw - 4rem) / 3), (min-width: 640px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)';
