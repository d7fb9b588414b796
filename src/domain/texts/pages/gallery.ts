import { PAGE_HEADINGS } from '../pageHeadings';

/**
 * The gallery page's words (spec sections 2 and 8), letter for letter: a module of its own, loaded
 * with the pages that show them.
 */
export const GALLERY_PAGE_TEXTS = {
  ...PAGE_HEADINGS.gallery,
  loading: 'Loading gallery...',
  /** 'View Summit Opening', the name of a tile. */
  view: (title: string) => `View ${title}`,
  /** After the visible number of files: '3 files'. */
  files: 'files',
  empty: 'No memories to display yet. Stay tuned for more!',
  loadError: 'Failed to load gallery. Please try again later.',
} as const;
