/**
 * The list pages' names and subtitles, which the page table's heads (in every first load) and the
 * pages themselves both write: apart from the rest of publicPagesTexts.ts, so that the heads do not
 * bring every page's words into every first load (issue 31's budget).
 */

import { SHORT_NAME } from '../../brand';

export const PAGE_HEADINGS = {
  gallery: { heading: `${SHORT_NAME} Gallery` },
  calendar: { heading: `${SHORT_NAME} Calendar`, subtitle: 'Explore Upcoming Events and Activities' },
  chaplaincy: { heading: 'Chaplaincy Leaders', subtitle: 'Discover the dedicated leaders shaping our spiritual and community journey.' },
  book: { heading: 'Book of the Year', subtitle: 'Discover Our Featured Book' },
  summit: { heading: 'Summit' },
  search: { heading: 'Search', subtitle: 'Announcements, albums, events, summits, the book and the leaders' },
} as const;
