/**
 * The public pages, each defined once (issue 30): its route, its module, what it reads on arrival,
 * the picture it preloads, its item's table and its link-preview texts. Everything else about a
 * page is derived from this table:
 * - the route map (paths.ts: `paths.gallery`, `paths.album(id)`, PUBLIC_PAGES, ITEM_ROUTES);
 * - the router (src/app/App.tsx: a lazy page per entry, loaded from `module`);
 * - the server's render (server/web/render.ts: `reads` answered in process and written into the page)
 *   and its head hints (server/web/spa.ts: the chunks and styles of `chunk ?? module`, the `picture`);
 * - the heads and preview pictures (pageMeta.ts, pageTitle.ts, server/web/meta.ts, the
 *   `/og/{kind}/{id}.jpg` kinds: an item page's first segment);
 * - the site's 404s, the sitemap and robots.txt (server/follow/pages.ts, items.ts, sitemap.ts).
 * A new page is one entry here and its component; tests/unit/page-table.test.ts and
 * tests/api/page-table.test.ts fail when any derived part misses an entry.
 *
 * Pure data, so the server imports it too. An item page's name, description and preview picture
 * come from its row by the rules of pageMeta.ts (one per kind: the compiler asks for them).
 */

import { ABOUT_US, DEFAULT_SUBTITLE_TEXT, SHORT_NAME } from '../brand';
import type { PictureRule } from './pagePictures';
import { HOME_ROUTE } from '../domain/routes';
import { PUBLIC_PAGES_TEXTS } from '../domain/texts/publicPagesTexts';

/** What a public page is, to the router, the server and a link fetcher. */
export interface PageEntry {
  /** Its route as React Router reads it: a list page's URL, an item page's pattern with `:id`. */
  readonly path: string;
  /** Its component's module (default export), a key of Vite's manifest; the router loads it lazily, but for Home (App.tsx). */
  readonly module: `src/public/pages/${string}Page.tsx`;
  /** The module whose chunks and styles the server links, when not `module` (a page in the app's own chunk). */
  readonly chunk?: `src/${string}.tsx`;
  /**
   * The API reads it makes on arrival: the server reads them in process, renders the page with
   * their answers and writes them into the page (INITIAL_DATA_ID, keyed by API path), where its
   * hooks find them on their first render. An item page reads what its list page reads.
   */
  readonly reads: readonly `/api/${string}`[];
  /** Its largest picture on arrival, which the server preloads: a rule of pagePictures.ts. */
  readonly picture?: PictureRule;
  /** A list page's name (og:title; its document title, with the short name) and description. */
  readonly head?: { readonly heading: string; readonly description: string };
  /** An item page's item: the table it is stored in (`:id` is its `id`). */
  readonly item?: { readonly table: 'posts' | 'calendar_events' | 'media' | 'summits' };
}

/** The table: list pages in the specification's order (section 2), then each item's own page (issue 12). */
export const PAGES = {
  home: {
    path: HOME_ROUTE,
    // In the app's own chunk (the page most visitors open first, its hero the largest paint): its
    // lazy sections are the chunk it adds.
    module: 'src/public/pages/HomePage.tsx',
    chunk: 'src/public/home/sections.tsx',
    reads: ['/api/settings', '/api/posts'],
    picture: 'hero',
    // The site's own title, and the About text.
    head: { heading: DEFAULT_SUBTITLE_TEXT, description: ABOUT_US.short },
  },
  gallery: {
    path: '/gallery',
    module: 'src/public/pages/GalleryPage.tsx',
    reads: ['/api/media'],
    picture: 'firstGalleryTile',
    head: {
      heading: PUBLIC_PAGES_TEXTS.gallery.heading,
      description: `Photos and videos of ${SHORT_NAME} events: camps, services and outreach on the campuses of the Southern Tanzania Union.`,
    },
  },
  book: {
    path: '/book',
    module: 'src/public/pages/BookPage.tsx',
    reads: ['/api/annual-books'],
    picture: 'featuredBookCover',
    head: {
      heading: PUBLIC_PAGES_TEXTS.book.heading,
      description: `${PUBLIC_PAGES_TEXTS.book.subtitle}: the book ${SHORT_NAME} members read together this year, with its reading plan.`,
    },
  },
  calendar: {
    path: '/calendar',
    module: 'src/public/pages/CalendarPage.tsx',
    reads: ['/api/annual-calendars'],
    head: { heading: PUBLIC_PAGES_TEXTS.calendar.heading, description: `${PUBLIC_PAGES_TEXTS.calendar.subtitle}: the ${SHORT_NAME} calendar of the year.` },
  },
  chaplaincy: {
    // Spelt so in the specification's URL and link text.
    path: '/chaplency',
    module: 'src/public/pages/ChaplaincyPage.tsx',
    reads: ['/api/chaplaincy-leaders'],
    head: { heading: PUBLIC_PAGES_TEXTS.chaplaincy.heading, description: PUBLIC_PAGES_TEXTS.chaplaincy.subtitle },
  },
  summit: {
    path: '/summit',
    module: 'src/public/pages/SummitPage.tsx',
    reads: ['/api/summits'],
    picture: 'firstSummitOutfit',
    head: { heading: `${SHORT_NAME} ${PUBLIC_PAGES_TEXTS.summit.heading}`, description: `The ${SHORT_NAME} summit: its outfit, timetable and posters.` },
  },
  announcement: {
    path: '/announcements/:id',
    module: 'src/public/pages/AnnouncementPage.tsx',
    reads: ['/api/posts'],
    item: { table: 'posts' },
  },
  calendarEvent: {
    path: '/calendar/:id',
    module: 'src/public/pages/CalendarEventPage.tsx',
    reads: ['/api/annual-calendars'],
    item: { table: 'calendar_events' },
  },
  album: {
    path: '/gallery/:id',
    module: 'src/public/pages/AlbumPage.tsx',
    reads: ['/api/media'],
    item: { table: 'media' },
  },
  summitEdition: {
    path: '/summit/:id',
    module: 'src/public/pages/SummitEditionPage.tsx',
    reads: ['/api/summits'],
    item: { table: 'summits' },
  },
} as const satisfies Record<string, PageEntry>;

/**
 * What every public page reads besides its own, for its frame: the settings, whose WhatsApp Channel
 * the Share row offers to follow (issue 32). Rendered with the page, so its takeover asks for nothing.
 */
export const FRAME_READS = ['/api/settings'] as const;

/** The reads a page's render answers and writes into it: its own, then its frame's. */
export function pageReads(entry: PageEntry): readonly `/api/${string}`[] {
  return [...new Set([...entry.reads, ...FRAME_READS])];
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
  return PAGES[kind].path.replace(':id', String(id));
}

/** The entry of a list page's URL, as the route map spells it; null for any other string. */
export function listPageEntry(page: string): ListPageEntry | null {
  return LIST_PAGE_ENTRIES.find((entry) => entry.path === page) ?? null;
}
