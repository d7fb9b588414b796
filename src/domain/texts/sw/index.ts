/**
 * Everything the public pages write in Swahili (issue 31), one chunk: a Swahili page loads it before
 * it is shown (src/boot.tsx; the server preloads it), an English page never does. Each part has the
 * English catalogue's type, so a key missing here fails the type check. What only the list and item
 * pages write is in pages.ts, a chunk the home page does without; what only the server writes
 * (descriptions in the pages' heads, the feeds' names) in serverTexts.ts, no visitor's download.
 */

import { SHORT_NAME } from '../../../brand';
import { BRAND_TEXTS_SW, SUBTITLE_SW } from './brandTexts';
import { PAGE_HEADINGS_SW } from './pageHeadings';
import { PUBLIC_TEXTS_SW } from './publicTexts';
import { UI_TEXTS_SW } from './uiTexts';

/**
 * The list pages' names (the page table's `head.heading` in English), by their keys in the page
 * table: where they are read by those keys (src/public/locale.tsx, server/web/meta.ts), a page
 * missing here fails the type check. Their descriptions, which only the server writes, are in
 * serverTexts.ts.
 */
export const HEADINGS = {
  home: SUBTITLE_SW,
  gallery: PAGE_HEADINGS_SW.gallery.heading,
  book: PAGE_HEADINGS_SW.book.heading,
  calendar: PAGE_HEADINGS_SW.calendar.heading,
  chaplaincy: PAGE_HEADINGS_SW.chaplaincy.heading,
  summit: `${PAGE_HEADINGS_SW.summit.heading} la ${SHORT_NAME}`,
  search: PAGE_HEADINGS_SW.search.heading,
} satisfies Readonly<Record<string, string>>;

export const SWAHILI = {
  public: PUBLIC_TEXTS_SW,
  ui: UI_TEXTS_SW,
  headings: HEADINGS,
  brand: BRAND_TEXTS_SW,
} as const;

export type SwahiliTexts = typeof SWAHILI;
