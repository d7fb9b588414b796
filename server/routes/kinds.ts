/**
 * The server side of each kind (decision 033): the routes that answer its calls (the operations of
 * its contract tag), the readers of its item pages and the routes of its feeds. Typed by the
 * registry (src/kinds): a kind left out, an item page without its reader or a feed without its
 * routes fails the type check; tests/api/kinds.test.ts checks each answers its tag's operations.
 */
import type { Ctx } from '../context.js';
import type { Db } from '../db/index.js';
import type { SearchDocument } from '../../src/domain/search/searchIndex.js';
import type { ItemPreview, ItemReader } from '../follow/items.js';
import { albumItems } from '../features/albums/items.js';
import { announcementItems } from '../features/announcements/items.js';
import { eventItems } from '../features/events/items.js';
import { summitItems } from '../features/summits/items.js';
import type { KindKey, KindOf } from '../../src/kinds/index.js';
import type { ItemKind } from '../../src/kinds/pages.js';
import { accountRoutes } from '../features/accounts/routes.js';
import { bookRoutes } from '../features/books/routes.js';
import { bookSearch } from '../features/books/search.js';
import { calendarRoutes } from '../features/events/routes.js';
import { calendarFeedRoutes, newsFeedRoutes } from './feeds.js';
import { leaderRoutes } from '../features/leaders/routes.js';
import { leaderSearch } from '../features/leaders/search.js';
import { mediaRoutes } from '../features/albums/routes.js';
import { messageRoutes } from '../features/messages/routes.js';
import { postRoutes } from '../features/announcements/routes.js';
import { settingsRoutes } from '../features/settings/routes.js';
import { summitRoutes } from '../features/summits/routes.js';

type Pages<K extends KindKey> = KindOf<K>['pages'];
/** A kind's item pages, by their keys in the page table. */
type ItemPagesOf<K extends KindKey> = { [P in keyof Pages<K>]: Pages<K>[P] extends { item: object } ? P : never }[keyof Pages<K>];
type FeedsOf<K extends KindKey> = KindOf<K>['feeds'][number];

type Registers = (ctx: Ctx) => void;
type Search = (db: Db, now: Date) => Promise<SearchDocument[]>;

export type KindServer<K extends KindKey> = {
  /** Registers the operations of its tag. */
  readonly routes: Registers;
  /** What search finds of a kind without item pages, on its list page (those with item pages: their readers' `search`). */
  readonly search?: Search;
} & ([ItemPagesOf<K>] extends [never] ? { readonly items?: never } : { readonly items: { readonly [P in ItemPagesOf<K>]: ItemReader<ItemPreview<Extract<P, ItemKind>>> } }) &
  ([FeedsOf<K>] extends [never] ? { readonly feeds?: never } : { readonly feeds: { readonly [F in FeedsOf<K>]: Registers } });

export const KIND_SERVER = {
  albums: { routes: mediaRoutes, items: { album: albumItems } },
  announcements: { routes: postRoutes, items: { announcement: announcementItems }, feeds: { news: newsFeedRoutes } },
  leaders: { routes: leaderRoutes, search: leaderSearch },
  books: { routes: bookRoutes, search: bookSearch },
  events: { routes: calendarRoutes, items: { calendarEvent: eventItems }, feeds: { calendar: calendarFeedRoutes } },
  summits: { routes: summitRoutes, items: { summitEdition: summitItems } },
  messages: { routes: messageRoutes },
  settings: { routes: settingsRoutes },
  accounts: { routes: accountRoutes },
} satisfies { readonly [K in KindKey]: KindServer<K> };

/** Any kind's server part, as the code that reads every kind's reads it. */
export const serverPartsOf = (
  key: KindKey,
): { readonly routes: Registers; readonly search?: Search; readonly items?: Readonly<Record<string, ItemReader>>; readonly feeds?: Readonly<Record<string, Registers>> } =>
  KIND_SERVER[key];
