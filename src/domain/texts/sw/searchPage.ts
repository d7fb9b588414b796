/**
 * SEARCH_PAGE_TEXTS in Swahili (issue 48): in the search page's own chunk with the English ones, not
 * in the Swahili pages' chunk every Swahili page downloads (issue 31's budget). Terms: docs/glossary.md.
 */

import type { SEARCH_PAGE_TEXTS } from '../pages/search';
import type { Widen } from '../uiTexts';
import { PAGE_HEADINGS_SW } from './pageHeadings';

export const SEARCH_PAGE_TEXTS_SW: Widen<typeof SEARCH_PAGE_TEXTS> = {
  ...PAGE_HEADINGS_SW.search,
  label: 'Tafuta kwenye tovuti',
  button: 'Tafuta',
  hint: 'Andika neno moja au mawili: kichwa, mahali, jina. Wingi, maumbo ya Kiswahili na kosa dogo la herufi vinapatikana pia.',
  searching: 'Inatafuta...',
  results: 'Matokeo',
  count: (n, query) => (n === 1 ? `Tokeo 1 la “${query}”` : `Matokeo ${n} ya “${query}”`),
  more: (shown, total) => `${shown} ya kwanza kati ya ${total}: ongeza neno kupunguza.`,
  allResults: 'Tazama matokeo yote',
  none: (query) => `Hakuna kilichopatikana kwa “${query}”. Jaribu neno jingine, au maneno machache.`,
  loadError: 'Utafutaji umeshindikana. Tafadhali jaribu tena baada ya muda mfupi.',
  offline: (saved) => (saved === 1 ? 'Uko nje ya mtandao: inatafuta kwenye ukurasa 1 uliohifadhiwa kwenye kifaa hiki.' : `Uko nje ya mtandao: inatafuta kwenye kurasa ${saved} zilizohifadhiwa kwenye kifaa hiki.`),
  kinds: { announcement: 'Tangazo', album: 'Albamu', calendarEvent: 'Tukio', summitEdition: 'Kongamano', book: 'Kitabu cha Mwaka', leader: 'Kiongozi', page: 'Ukurasa uliohifadhiwa' },
};
