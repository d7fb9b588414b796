import { PAGE_HEADINGS } from '../pageHeadings';

/**
 * The search page's words (issue 48): a module of its own, loaded with the page, as the Swahili ones
 * are (sw/searchPage.ts): the page is not one of the pages whose words every Swahili page downloads.
 */
export const SEARCH_PAGE_TEXTS = {
  ...PAGE_HEADINGS.search,
  label: 'Search the site',
  button: 'Search',
  hint: 'Type a word or two: a title, a place, a name. Plurals, Kiswahili forms and a typo are found too.',
  searching: 'Searching...',
  /** The list of results, to a screen reader. */
  results: 'Results',
  /** The results' count, read out when it changes. */
  count: (n: number, query: string) => (n === 1 ? `1 result for “${query}”` : `${n} results for “${query}”`),
  /** When there are more than the page shows. */
  more: (shown: number, total: number) => `The first ${shown} of ${total}: add a word to narrow them down.`,
  /** The dialog's way to the search page. */
  allResults: 'See all results',
  none: (query: string) => `Nothing found for “${query}”. Try another word, or fewer words.`,
  loadError: 'The search failed. Please try again in a moment.',
  /** When the answer is the service worker's, from the pages saved on the device (src/domain/search/offlineSearch.ts). */
  offline: (saved: number) => (saved === 1 ? 'You are offline: searching the 1 page saved on this device.' : `You are offline: searching the ${saved} pages saved on this device.`),
  kinds: { announcement: 'Announcement', album: 'Album', calendarEvent: 'Event', summitEdition: 'Summit', book: 'Book of the Year', leader: 'Leader', page: 'Saved page' },
} as const;
