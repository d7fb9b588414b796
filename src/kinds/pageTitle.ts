/**
 * The document titles of the public pages, apart from pageMeta.ts (which builds on them): a page
 * that sets its title on client navigation needs only these, not every rule of the link previews.
 * The list pages' names are in the page table (pages.ts).
 */

import { DEFAULT_SUBTITLE_TEXT, SHORT_NAME } from '../brand';
import { PAGES, listPageEntry, type PublicPage } from './pages';

/** The home page's title, which is also index.html's: the title of a URL that is no page. */
export const HOME_TITLE = DEFAULT_SUBTITLE_TEXT;

/** A page's or item's name as the document's title: with the short name after it unless it holds it already. */
export function documentTitle(heading: string): string {
  return heading.includes(SHORT_NAME) ? heading : `${heading} – ${SHORT_NAME}`;
}

export type { PublicPage };

/** A list page's own name (og:title): its heading in the page table. */
export function listPageHeading(page: PublicPage): string {
  return listPageEntry(page)!.head.heading;
}

/** A list page's document title; the app sets it on client navigation, the server writes it. */
export function listPageTitle(page: PublicPage): string {
  return page === PAGES.home.path ? HOME_TITLE : documentTitle(listPageHeading(page));
}
