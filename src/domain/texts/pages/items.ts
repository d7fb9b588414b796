/**
 * The words of the page of one announcement, event, album or summit, and the way back to its list
 * (spec sections 2 and 8), letter for letter: a module of its own, loaded with the pages that show
 * them.
 */
export const ITEM_PAGE_TEXTS = {
  loading: 'Loading...',
  backToAnnouncements: 'Back to the announcements',
  backToCalendar: 'Back to the calendar',
  backToGallery: 'Back to the gallery',
  backToSummits: 'Back to the summits',
  /** Before an announcement's date: 'Posted on March 3, 2025'. */
  postedOn: 'Posted on',
  /** An album's photos and videos, named for the list. */
  files: 'Photos and videos',
  /** The name of one file's button: 'View Summit Opening, 2 of 3'. */
  viewFile: (title: string, n: number, total: number) => `View ${title}, ${n} of ${total}`,
} as const;
