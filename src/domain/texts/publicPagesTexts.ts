/**
 * The texts of the public pages loaded on demand (spec sections 2 and 8), letter for letter, by
 * screen: each screen's in a module of its own (pages/), which its page imports, so that a page's
 * chunk brings its own words and no other page's (issue 31's budget). This whole is their type, the
 * one the Swahili translation has, and what the server and the tests read.
 */

import { CONTACT_PAGE_TEXTS } from './pages/contact';
import { GALLERY_PAGE_TEXTS } from './pages/gallery';
import { CALENDAR_PAGE_TEXTS } from './pages/calendar';
import { CHAPLAINCY_PAGE_TEXTS } from './pages/chaplaincy';
import { BOOK_PAGE_TEXTS } from './pages/book';
import { SUMMIT_PAGE_TEXTS } from './pages/summit';
import { ITEM_PAGE_TEXTS } from './pages/items';
import type { Widen } from './uiTexts';

export const PUBLIC_PAGES_TEXTS = {
  contact: CONTACT_PAGE_TEXTS,
  gallery: GALLERY_PAGE_TEXTS,
  calendar: CALENDAR_PAGE_TEXTS,
  chaplaincy: CHAPLAINCY_PAGE_TEXTS,
  book: BOOK_PAGE_TEXTS,
  summit: SUMMIT_PAGE_TEXTS,
  items: ITEM_PAGE_TEXTS,
} as const;

/** What a translation of PUBLIC_PAGES_TEXTS provides: the same keys, any strings. */
export type PublicPagesTexts = Widen<typeof PUBLIC_PAGES_TEXTS>;
