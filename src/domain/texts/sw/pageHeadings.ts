/**
 * PAGE_HEADINGS in Swahili: the list pages' names and subtitles, which the pages' heads and titles
 * (in every Swahili page's download) and the pages themselves both write. Apart from
 * publicPagesTexts.ts, which only the list and item pages download.
 */

import { SHORT_NAME } from '../../../brand';
import type { PAGE_HEADINGS } from '../pageHeadings';
import type { Widen } from '../uiTexts';

export const PAGE_HEADINGS_SW: Widen<typeof PAGE_HEADINGS> = {
  gallery: { heading: `Picha za ${SHORT_NAME}` },
  calendar: { heading: `Kalenda ya ${SHORT_NAME}`, subtitle: 'Matukio na Shughuli Zijazo' },
  chaplaincy: { heading: 'Viongozi wa Uchungaji', subtitle: 'Wafahamu viongozi waliojitoa kuongoza safari yetu ya kiroho na ya kijamii.' },
  book: { heading: 'Kitabu cha Mwaka', subtitle: 'Fahamu Kitabu Chetu Teule' },
  summit: { heading: 'Kongamano' },
  search: { heading: 'Tafuta', subtitle: 'Matangazo, albamu, matukio, makongamano, kitabu na viongozi' },
};
