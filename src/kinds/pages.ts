/**
 * The public pages, each defined once (issue 30): its route, its module, what it reads on arrival,
 * the picture it preloads, its item's table and its link-preview texts. Everything else about a
 * page is derived from this table:
 * - the route map (paths.ts: `paths.gallery`, `paths.album(id)`, PUBLIC_PAGES, ITEM_ROUTES);
 * - the router (src/app/App.tsx: a lazy page per entry, loaded from `module`);
 * - the server's render (server/web/render.ts: `reads` answered in process and written into the page)
 *   and its head hints (server/web/spa.ts: the chunks and styles of `module` and `chunk`, the `picture`);
 * - the heads and preview pictures (pageMeta.ts, pageTitle.ts, server/web/meta.ts, the
 *   `/og/{kind}/{id}.jpg` kinds: an item page's first segment);
 * - the site's 404s, the sitemap and robots.txt (server/follow/pages.ts, server/routes/items.ts,
 *   server/follow/sitemap.ts).
 * A kind's pages are its entry's `pages` (src/kinds/<kind>/routes.ts); a new page is one entry there
 * and its component; tests/unit/page-table.test.ts, tests/api/page-table.test.ts and the kinds tests
 * fail when any derived part misses an entry.
 *
 * Pure data, so the server imports it too. An item page's name, description and preview picture
 * come from its row by the rules of pageMeta.ts (one per kind: the compiler asks for them).
 */

import { ABOUT_US, DEFAULT_SUBTITLE_TEXT, SHORT_NAME } from '../brand';
import type { PictureRule } from './pagePictures';
import { HOME_ROUTE } from '../domain/routes';
import { itemPagePath, type PageEntry as KindPageEntry } from '../domain/kind';
import { pages as albums } from '../features/albums/routes';
import { pages as announcements } from '../features/announcements/routes';
import { pages as books } from '../features/books/routes';
import { pages as events } from '../features/events/routes';
import { pages as leaders } from '../features/leaders/routes';
import { pages as summits } from '../features/summits/routes';
import { searchRead } from '../domain/search/searchRead';
import { PAGE_HEADINGS } from '../domain/texts/pageHeadings';
import type { Locale } from '../domain/locale';

/** What a public page is, to the router, the server and a link fetcher (src/domain/kind.ts). */
export type PageEntry = KindPageEntry<PictureRule>;

/** The home page: the site's, no kind's (its sections read the settings and the announcements). */
const home = {
  path: HOME_ROUTE,
  // Its sections below the fold are a chunk of their own, which the server renders with the page.
  module: 'src/public/pages/HomePage.tsx',
  chunk: 'src/public/home/sections.tsx',
  reads: ['/api/settings', '/api/posts'],
  picture: 'hero',
  // The site's own title, and the About text.
  head: { heading: DEFAULT_SUBTITLE_TEXT, description: ABOUT_US.short },
} as const satisfies PageEntry;

/** The search page (issue 48): the site's, over every kind; rendered with the answer to its `?q=`. */
const search = {
  path: '/search',
  module: 'src/public/pages/SearchPage.tsx',
  reads: [],
  queryReads: (query: URLSearchParams, locale: Locale) => {
    const read = searchRead(query.get('q') ?? '', locale);
    return read ? [read] : [];
  },
  head: { heading: PAGE_HEADINGS.search.heading, description: `${PAGE_HEADINGS.search.subtitle}: everything ${SHORT_NAME} has published, found by its words.` },
} as const satisfies PageEntry;

/**
 * The table: home, then each kind's pages (its `pages` export alone: the rest of its entry stays out
 * of the public chunks), in an order that lists the list pages in the specification's (section 2);
 * each item's own page (issue 12) comes with its kind. tests/unit/kinds.test.ts checks every kind's
 * pages are here.
 */
export const PAGES = {
  home,
  ...albums,
  ...books,
  ...events,
  ...leaders,
  ...summits,
  ...announcements,
  search,
} as const satisfies Record<string, PageEntry>;

/**
 * What every public page reads besides its own, for its frame: the settings, whose WhatsApp Channel
 * the Share row offers to follow (issue 32). Rendered with the page, so its takeover asks for nothing.
 */
export const FRAME_READS = ['/api/settings'] as const;

/** The reads a page's render answers and writes into it: its own (those of its query too), then its frame's. */
export function pageReads(entry: PageEntry, query = new URLSearchParams(), locale: Locale = 'en'): readonly `/api/${string}`[] {
  return [...new Set([...entry.reads, ...(entry.queryReads?.(query, locale) ?? []), ...FRAME_READS])];
}

type Pages = typeof PAGES;
export type PageKey = keyof Pages;
/** The item pages, by the kind of item each shows. */
export type ItemKind = { [K in PageKey]: Pages[K] extends { item: object } ? K : never }[PageKey];
/** The list pages: one URL each. */
export type ListPageKey = Exclude<PageKey, ItemKind>;
/** A list page's URL. */
export type PublicPage = Pages[ListPageKey]['path'];

/** An entry with its key; a list page's or an item page's with their own types (an item page's key is its item's kind). */
export type KeyedPageEntry = PageEntry & { readonly key: PageKey };
export type ListPageEntry = { [K in ListPageKey]: Pages[K] & { readonly key: K } }[ListPageKey];
export type ItemPageEntry = { [K in ItemKind]: Pages[K] & { readonly key: K } }[ItemKind];

const entries = (Object.keys(PAGES) as PageKey[]).map((key) => ({ key, ...PAGES[key] }) as ListPageEntry | ItemPageEntry);
/** Every entry with its key, in the table's order. */
export const PAGE_ENTRIES: readonly KeyedPageEntry[] = entries;
export const LIST_PAGE_ENTRIES = entries.filter((entry): entry is ListPageEntry => !('item' in entry));
export const ITEM_PAGE_ENTRIES = entries.filter((entry): entry is ItemPageEntry => 'item' in entry);
export const LIST_PAGE_KEYS = LIST_PAGE_ENTRIES.map((entry) => entry.key);
export const ITEM_KINDS = ITEM_PAGE_ENTRIES.map((entry) => entry.key);

/** The URL of an item's own page. */
export function itemPath(kind: ItemKind, id: number): string {
  return itemPagePath(PAGES[kind].path, id);
}

/** The entry of a list page's URL, as the route map spells it; null for any other string. */
export function listPageEntry(page: string): ListPageEntry | null {
  return LIST_PAGE_ENTRIES.find((entry) => entry.path === page) ?? null;
}
