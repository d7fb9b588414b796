/**
 * What only the server writes in Swahili (issue 31): the list pages' and item pages' descriptions in
 * their heads, and the feeds' own names. Apart from the public pages' catalogue (index.ts), which a
 * Swahili page downloads: no page shows these.
 */

import { SHORT_NAME } from '../../../brand';
import { wordList } from '../../locale';
import { UNTITLED_EVENT_SW, UNTITLED_SUMMIT_SW } from '../../unnamed';
import { BRAND_TEXTS_SW } from './brandTexts';
import { HEADINGS } from './index';
import { PAGE_HEADINGS_SW } from './pageHeadings';
import { PUBLIC_PAGES_TEXTS_SW } from './publicPagesTexts';

/**
 * The list pages' names and descriptions (the page table's `head` in English), by their keys in the
 * page table: where they are read by those keys (server/web/meta.ts), a page missing here fails the
 * type check.
 */
export const HEADS = {
  home: { heading: HEADINGS.home, description: BRAND_TEXTS_SW.info[0]!.short },
  gallery: {
    heading: HEADINGS.gallery,
    description: `Picha na video za matukio ya ${SHORT_NAME}: makambi, ibada na huduma za uinjilisti katika vyuo vya Unioni ya Kusini mwa Tanzania.`,
  },
  book: {
    heading: HEADINGS.book,
    description: `${PUBLIC_PAGES_TEXTS_SW.book.subtitle}: kitabu ambacho wanachama wa ${SHORT_NAME} wanasoma pamoja mwaka huu, pamoja na mpango wake wa usomaji.`,
  },
  calendar: { heading: HEADINGS.calendar, description: `${PUBLIC_PAGES_TEXTS_SW.calendar.subtitle}: kalenda ya ${SHORT_NAME} ya mwaka huu.` },
  chaplaincy: { heading: HEADINGS.chaplaincy, description: PUBLIC_PAGES_TEXTS_SW.chaplaincy.subtitle },
  summit: { heading: HEADINGS.summit, description: `Kongamano la ${SHORT_NAME}: sare, ratiba na mabango yake.` },
  search: { heading: HEADINGS.search, description: `${PAGE_HEADINGS_SW.search.subtitle}: kila kitu ${SHORT_NAME} imechapisha, kinapatikana kwa maneno yake.` },
} satisfies Readonly<Record<keyof typeof HEADINGS, { readonly heading: string; readonly description: string }>>;

/** FOLLOW_TEXTS (domain/follow.ts) in Swahili: the feeds' own names. */
export const FOLLOW: Readonly<Record<'calendarName' | 'calendarDescription' | 'newsTitle' | 'newsDescription', string>> = {
  calendarName: PUBLIC_PAGES_TEXTS_SW.calendar.heading,
  calendarDescription: PUBLIC_PAGES_TEXTS_SW.calendar.subtitle,
  newsTitle: `Matangazo ya ${SHORT_NAME}`,
  newsDescription: `Habari na matangazo ya ${SHORT_NAME}, chama cha wanafunzi Waadventista wa vyuo vikuu na vyuo Tanzania.`,
};

/**
 * ITEM_HEAD_TEXTS (kinds/pageMeta.ts) in Swahili: an item page's description when the item gives
 * none. Of its type ItemHeadTexts where the server hands it to itemPageMeta (server/web/meta.ts): an
 * item page missing here fails the type check there (src/domain knows no page table).
 */
export const ITEM_HEADS = {
  locale: 'sw' as const,
  unnamed: { announcement: `Tangazo la ${SHORT_NAME}`, calendarEvent: UNTITLED_EVENT_SW, album: UNTITLED_EVENT_SW, summitEdition: UNTITLED_SUMMIT_SW },
  announcement: (heading: string) => `${FOLLOW.newsTitle}: ${heading}`,
  calendarEvent: FOLLOW.calendarName,
  album: (heading: string) => `Picha na video za ${heading}, katika ukurasa wa picha wa ${SHORT_NAME}.`,
  summit: ({ outfit, timetable, posters }: { outfit: boolean; timetable: boolean; posters: number }) => {
    const parts = [outfit ? 'sare' : '', timetable ? 'ratiba' : '', posters ? `${posters === 1 ? 'bango' : 'mabango'} ${posters}` : ''].filter(Boolean);
    return parts.length ? `Kongamano la ${SHORT_NAME}: ${wordList(parts, 'na')}.` : `Kongamano la ${SHORT_NAME}.`;
  },
};

