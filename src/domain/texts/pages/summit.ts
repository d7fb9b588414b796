import { PAGE_HEADINGS } from '../pageHeadings';

/**
 * The summit pages' words (spec sections 2 and 8), letter for letter: a module of its own, loaded
 * with the pages that show them.
 */
export const SUMMIT_PAGE_TEXTS = {
  ...PAGE_HEADINGS.summit,
  loading: 'Loading...',
  summits: 'Summits',
  outfit: 'Outfit',
  posters: 'Posters',
  posterAlt: (summit: string, n: number) => `${summit} poster ${n}`,
  viewFullSize: (alt: string) => `View full size: ${alt}`,
  siteLink: 'Join Us for an Inspiring Experience',
  timetableLink: 'View Timetable',
  noPoster: 'No Poster Available',
  empty: 'No summit details available at the moment. Check back later for updates!',
  loadError: 'Failed to load summit details. Please check your network or contact support.',
  /** Shown for 3 s after a load with summits. */
  loaded: 'Summit details loaded successfully!',
  /** While a failed load is tried again: 'Retrying summit operation (Attempt 2/3)...'. */
  retrying: (nextAttempt: number, maxAttempts: number) => `Retrying summit operation (Attempt ${nextAttempt}/${maxAttempts})...`,
  /** Shown for 3 s after a load with none. */
  loadedEmpty: 'No summit details available at the moment.',
} as const;
