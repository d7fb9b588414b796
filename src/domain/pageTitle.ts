/**
 * The document titles of the public pages, apart from pageMeta.ts (which builds on them): a page
 * that sets its title on client navigation then loads these few texts, not every rule of the link
 * previews. The home page and the not-found page are in the main chunk, so HOME_TITLE needs nothing.
 */

import { DEFAULT_SUBTITLE_TEXT, SHORT_NAME } from '../brand';
import { paths, type PUBLIC_PAGES } from './paths';
import { PUBLIC_PAGES_TEXTS } from './texts/publicPagesTexts';

/** The home page's title, which is also index.html's: the title of a URL that is no page. */
export const HOME_TITLE = DEFAULT_SUBTITLE_TEXT;

/** A page's or item's name as the document's title: with the short name after it unless it holds it already. */
export function documentTitle(heading: string): string {
  return heading.includes(SHORT_NAME) ? heading : `${heading} – ${SHORT_NAME}`;
}

/** Each public page of the route map must have its name here (the compiler checks). */
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * A list page's own name (og:title), from the brand and the page's heading. A function, not a
 * table, so that the main chunk, which needs only HOME_TITLE, leaves these texts out.
 */
export function listPageHeading(page: PublicPage): string {
  switch (page) {
    case paths.home:
      return HOME_TITLE;
    case paths.gallery:
      return PUBLIC_PAGES_TEXTS.gallery.heading;
    case paths.book:
      return PUBLIC_PAGES_TEXTS.book.heading;
    case paths.calendar:
      return PUBLIC_PAGES_TEXTS.calendar.heading;
    case paths.chaplaincy:
      return PUBLIC_PAGES_TEXTS.chaplaincy.heading;
    case paths.summit:
      return `${SHORT_NAME} ${PUBLIC_PAGES_TEXTS.summit.heading}`;
  }
}

/** A list page's document title; the app sets it on client navigation, the server writes it. */
export function listPageTitle(page: PublicPage): string {
  return page === paths.home ? HOME_TITLE : documentTitle(listPageHeading(page));
}
