/**
 * The association's mark, drawn here (no logo file may be downloaded): an open book under a flame
 * inside a ring, on a 48 × 48 grid. One drawing for the header's Logo and the app's icons
 * (src/domain/appManifest.ts), so the installed app looks like the site.
 */
export const MARK = {
  size: 48,
  ring: { cx: 24, cy: 24, r: 22, strokeWidth: 2 },
  flame: 'M24 8c4 5 6 8 6 11.5a6 6 0 0 1-12 0c0-2.3 1.1-4.1 2.6-5.6.2 2 1.2 3.3 2.6 3.8C22.7 14.6 23 11.4 24 8z',
  book: 'M10 29c5-1.6 9.6-.9 13 1.8v9c-3.4-2.5-8-3.2-13-1.6zM38 29c-5-1.6-9.6-.9-13 1.8v9c3.4-2.5 8-3.2 13-1.6z',
} as const;
