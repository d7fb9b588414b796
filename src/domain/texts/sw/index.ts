/**
 * Everything the public site writes in Swahili (issue 31), one chunk: a Swahili page loads it before
 * it is shown (src/boot.tsx; the server preloads it), an English page never does. Each part has the
 * English catalogue's type, so a key missing here fails the type check.
 */

import { SHORT_NAME } from '../../../brand';
import { wordList } from '../../locale';
import { UNTITLED_EVENT_SW, UNTITLED_SUMMIT_SW } from '../../unnamed';
import { BRAND_TEXTS_SW, SUBTITLE_SW } from './brandTexts';
import { PUBLIC_PAGES_TEXTS_SW } from './publicPagesTexts';
import { PUBLIC_TEXTS_SW } from './publicTexts';
import { PUBLIC_SERVER_ERRORS_SW } from './serverErrors';
import { UI_TEXTS_SW } from './uiTexts';

/**
 * The list pages' names and descriptions (the page table's `head` in English), by their keys in the
 * page table: where they are read by those keys (src/public/locale.tsx, server/web/meta.ts), a page
 * missing here fails the type check.
 */
const HEADS = {
  home: { heading: SUBTITLE_SW, description: BRAND_TEXTS_SW.info[0]!.short },
  gallery: {
    heading: PUBLIC_PAGES_TEXTS_SW.gallery.heading,
    description: `Picha na video za matukio ya ${SHORT_NAME}: makambi, ibada na huduma za uinjilisti katika vyuo vya Unioni ya Kusini mwa Tanzania.`,
  },
  book: {
    heading: PUBLIC_PAGES_TEXTS_SW.book.heading,
    description: `${PUBLIC_PAGES_TEXTS_SW.book.subtitle}: kitabu ambacho wanachama wa ${SHORT_NAME} wanasoma pamoja mwaka huu, pamoja na mpango wake wa usomaji.`,
  },
  calendar: { heading: PUBLIC_PAGES_TEXTS_SW.calendar.heading, description: `${PUBLIC_PAGES_TEXTS_SW.calendar.subtitle}: kalenda ya ${SHORT_NAME} ya mwaka huu.` },
  chaplaincy: { heading: PUBLIC_PAGES_TEXTS_SW.chaplaincy.heading, description: PUBLIC_PAGES_TEXTS_SW.chaplaincy.subtitle },
  summit: { heading: `${PUBLIC_PAGES_TEXTS_SW.summit.heading} la ${SHORT_NAME}`, description: `Kongamano la ${SHORT_NAME}: sare, ratiba na mabango yake.` },
} satisfies Readonly<Record<string, { readonly heading: string; readonly description: string }>>;

/** FOLLOW_TEXTS (domain/follow.ts) in Swahili: the feeds' own names. */
const FOLLOW: Readonly<Record<'calendarName' | 'calendarDescription' | 'newsTitle' | 'newsDescription', string>> = {
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
const ITEM_HEADS = {
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

export const SWAHILI = {
  public: PUBLIC_TEXTS_SW,
  pages: PUBLIC_PAGES_TEXTS_SW,
  ui: UI_TEXTS_SW,
  heads: HEADS,
  brand: BRAND_TEXTS_SW,
  follow: FOLLOW,
  itemHeads: ITEM_HEADS,
  serverErrors: PUBLIC_SERVER_ERRORS_SW,
} as const;

export type SwahiliTexts = typeof SWAHILI;
