/**
 * What a kind of content is to the whole site (decision 033): its table, its calls, what trash and
 * the activity log store of it, its public pages, its back-office screens and dashboard parts. One
 * entry per kind in the registry (src/kinds/index.ts), from which the lists that once named every
 * kind by hand are made: the stored types, the trash's columns, the public tables, the page table,
 * the back-office's paths, routes, sidebar and dashboard. The screens and calls that are React or
 * server code are registered per side, typed by these entries (src/app/kinds.tsx, server/routes/kinds.ts).
 * Only types here: src/domain stays below the registry.
 */

import type { ActivityType } from './activity';
import type { AdminCatalogue } from './texts/adminCatalogue';
import type { Locale } from './locale';
import type { TrashType } from './trash';

/** What trash and the activity log store of an item, by its kind (openapi.yaml `ActivityType`). */
export type StoredType = ActivityType;
export type { TrashType };

/** What a public page is, to the router, the server and a link fetcher (decision 028). */
export interface PageEntry<PictureRule extends string = string> {
  /** Its route as React Router reads it: a list page's URL, an item page's pattern with `:id`. */
  readonly path: string;
  /** Its component's module (default export), a key of Vite's manifest; the router loads it lazily, but for Home (App.tsx). */
  readonly module: `src/public/pages/${string}Page.tsx` | `src/features/${string}/public/${string}Page.tsx`;
  /** A module the page imports lazily but renders on the server too, whose chunks and styles the server links beside `module`'s (the home page's sections). */
  readonly chunk?: `src/${string}.tsx`;
  /**
   * The API reads it makes on arrival: the server reads them in process, renders the page with
   * their answers and writes them into the page (INITIAL_DATA_ID, keyed by API path), where its
   * hooks find them on their first render. An item page reads what its list page reads.
   */
  readonly reads: readonly `/api/${string}`[];
  /** Reads made with the page's query string (the search page's `?q=`), answered and written like `reads`. */
  readonly queryReads?: (query: URLSearchParams, locale: Locale) => readonly `/api/${string}`[];
  /** Its largest picture on arrival, which the server preloads: a rule of src/kinds/pagePictures.ts. */
  readonly picture?: PictureRule;
  /** A list page's name (og:title; its document title, with the short name) and description. */
  readonly head?: { readonly heading: string; readonly description: string };
  /** An item page's item: the table it is stored in (`:id` is its `id`), its kind's own. */
  readonly item?: { readonly table: string };
}

/** Where a trashed row's title and files are (decision 016). */
export interface TrashColumns {
  /** The name an unknown ID's 404 gives it, as the kind's own calls do. */
  readonly what: string;
  /** The column the Trash screen shows it by. */
  readonly title: string;
  /** Columns holding one stored path, a JSON list of them, or a JSON object whose values are. */
  readonly files: readonly string[];
  readonly lists?: readonly string[];
  readonly maps?: readonly string[];
}

/** The dashboard's line icons (src/admin/dashboard/icons.tsx draws each). */
export type DashboardIcon = 'media' | 'book' | 'calendar' | 'leaders' | 'settings' | 'messages';

/** A screen of the back-office and its sidebar link. */
export interface AdminScreen {
  /** Its address, and its link's. */
  readonly path: `/dashboard/${string}`;
  /** Its link's words in `words(t).nav`; a screen without `route` is also `adminPaths[nav]`. */
  readonly nav: string;
  /**
   * The sidebar's group it is listed in: the collapsible Gallery and Chaplency, or 'account', the
   * links after the specification's (owners' first, then Backup, then everyone's).
   */
  readonly group?: 'gallery' | 'chaplaincy' | 'account';
  /** Offered to owners only (the screen itself refuses an editor). */
  readonly owners?: true;
  /** The route that shows it when several links share one screen (the four leader types): a pattern. */
  readonly route?: `/dashboard/${string}`;
}

/** A kind's words in the back-office, read from its catalogue (English or Swahili). */
export interface KindWords {
  /** Each screen's link, by its `nav`. */
  readonly nav: Readonly<Record<string, string>>;
  /** Its Quick Navigation tile. */
  readonly tile?: string;
  /** Its dashboard card. */
  readonly count?: string;
}

export interface KindEntry {
  /** Its name, the product's, plural: its folders' (src/features/<key>, decision 033). */
  readonly key: string;
  /** The database's table. */
  readonly table: string;
  /** The contract's tag of its calls. */
  readonly tag: string;
  /** What trash and the activity log store of its items. */
  readonly type: StoredType;
  /** Who reads its activity (decision 021): every admin, or owners only. */
  readonly readers: 'editors' | 'owners';
  /** A write to its table bumps the content version (decision 022): the public reads show its rows. */
  readonly publicContent: boolean;
  /** A delete moves an item to the trash: where its title and files are. */
  readonly trash?: TrashColumns;
  /** Its entries of the page table, by their keys there. */
  readonly pages: Readonly<Record<string, PageEntry>>;
  /** The feeds made of its items (served by its server part); the sitemap takes every item page. */
  readonly feeds: readonly ('news' | 'calendar')[];
  readonly admin?: {
    readonly screens: readonly AdminScreen[];
    /** The specification's top-level addresses of its first screen (/AdminAnnouncements), by their keys in `paths.topLevelAdmin`. */
    readonly also?: Readonly<Record<string, `/${string}`>>;
    /** Its dashboard icon, on its card and its tile. */
    readonly icon?: DashboardIcon;
    /** The screen (a `nav`) its Quick Navigation tile opens. */
    readonly tile?: string;
    /** Its dashboard card: the count call and the fields of its answer that add up to it; `opens`, the screen (a `nav`) the card links to. */
    readonly count?: { readonly call: `/api/${string}/count`; readonly fields: readonly string[]; readonly opens?: string };
  };
  /**
   * Its words in the back-office, from the catalogue of either language: a function of it while the
   * words are still in the catalogues (decision 033, step 2); they move into the kind with its texts.
   */
  readonly words: (t: AdminCatalogue) => KindWords;
}

/** An item page's URL: its route pattern (`/calendar/:id`) with the item's ID. */
export function itemPagePath(pattern: string, id: number): string {
  return pattern.replace(':id', String(id));
}
