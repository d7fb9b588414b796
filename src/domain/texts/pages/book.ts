import { PAGE_HEADINGS } from '../pageHeadings';

/**
 * The Book of the Year page's words (spec sections 2 and 8), letter for letter: a module of its
 * own, loaded with the pages that show them.
 */
export const BOOK_PAGE_TEXTS = {
  ...PAGE_HEADINGS.book,
  descriptionLabel: 'Description:',
  readingPlanLink: 'View Reading Plan',
  coverAlt: (title: string) => `Cover of ${title}`,
  empty: 'No book selected at the moment. Check back later for updates!',
  loadError: 'Failed to load book details. Please try again later.',
} as const;
