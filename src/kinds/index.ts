/**
 * The registry of the kinds of content (decision 033): each kind's entry (src/domain/kind.ts), in
 * the sidebar's order, and the lists that are made from them: the stored types of trash and
 * activity, the trash's columns, the public tables. The back-office's paths (adminPaths.ts), routes,
 * sidebar and dashboard read it too; its React and server parts are registered per side
 * (src/app/kinds.tsx, server/routes/kinds.ts), each over its keys. tests/unit/kinds.test.ts and
 * tests/api/kinds.test.ts fail when an entry lacks a part.
 *
 * Pure data: the server reads it. No public page imports this module: the page table and the route
 * map take each kind's routes.ts alone, so its entry stays out of their chunks. The lists are marked
 * pure: the back-office's chunk carries only those it reads.
 */

import type { KindEntry, StoredType, TrashColumns, TrashType } from '../domain/kind';
import { kind as accounts } from '../features/accounts/kind';
import { kind as albums } from '../features/albums/kind';
import { kind as announcements } from '../features/announcements/kind';
import { kind as books } from '../features/books/kind';
import { kind as events } from '../features/events/kind';
import { kind as leaders } from '../features/leaders/kind';
import { kind as messages } from '../features/messages/kind';
import { kind as settings } from '../features/settings/kind';
import { kind as summits } from '../features/summits/kind';

/** Every kind, in the sidebar's order. */
export const KINDS = [albums, announcements, leaders, books, events, summits, messages, settings, accounts] as const;

export type Kind = (typeof KINDS)[number];
export type KindKey = Kind['key'];
/** The entry of the kind `K`. */
export type KindOf<K extends KindKey> = Extract<Kind, { key: K }>;

/** Every kind as the entry's type, for code that reads any part of any kind (optional parts and all). */
export const KIND_ENTRIES: readonly (KindEntry & { readonly key: KindKey })[] = KINDS;

/** The kind of each key. */
export const KIND_BY_KEY = /* @__PURE__ */ Object.fromEntries(KINDS.map((kind) => [kind.key, kind])) as { readonly [K in KindKey]: KindOf<K> };

/**
 * The dashboard's order of the kinds' cards and Quick Navigation tiles, which is not the sidebar's:
 * the gallery, the year's book and calendar, the people, then the inbox and the home page.
 */
export const DASHBOARD_ORDER = ['albums', 'books', 'events', 'leaders', 'messages', 'settings'] as const satisfies readonly KindKey[];

/**
 * The stored types in the contract's order (openapi.yaml `ActivityType`): the order the activity
 * log's Type filter and the trash's answers list them in, as they did before the registry, not the
 * sidebar's. tests/unit/kinds.test.ts holds it to the contract.
 */
const STORED_ORDER: readonly StoredType[] = ['announcement', 'media', 'leader', 'book', 'event', 'summit', 'settings', 'message', 'account', 'backup'];
const inStoredOrder = <T extends StoredType>(types: T[]): T[] => types.sort((a, b) => STORED_ORDER.indexOf(a) - STORED_ORDER.indexOf(b));

type Trashable = Extract<Kind, { trash: TrashColumns }>;
const isTrashable = (kind: Kind): kind is Trashable => 'trash' in kind;

/** The kinds of item a delete moves to the trash, as the trash calls name them (`/api/trash/{type}/{id}`). */
export const TRASH_TYPES: readonly TrashType[] = /* @__PURE__ */ inStoredOrder(KINDS.filter(isTrashable).map((kind) => kind.type));

export const isTrashType = (value: string): value is TrashType => (TRASH_TYPES as readonly string[]).includes(value);

/** The tables whose rows a delete moves to the trash. */
export type TrashTable = Trashable['table'];

type TrashKind = TrashColumns & { readonly table: TrashTable };

/** Each trashable kind's table and trash columns, by its stored type. */
export const TRASH_KINDS = /* @__PURE__ */ Object.fromEntries(
  KINDS.filter(isTrashable).map((kind): [TrashType, TrashKind] => [kind.type, { table: kind.table, ...kind.trash }]),
) as Readonly<Record<TrashType, TrashKind>>;

/** What the activity log records: each kind's stored type, then backups (decision 021). */
export const ACTIVITY_TYPES: readonly StoredType[] = /* @__PURE__ */ inStoredOrder([...KINDS.map((kind): StoredType => kind.type), 'backup']);

/** The types an editor reads in the activity log: the kinds every admin reads. Owners read every type. */
export const CONTENT_ACTIVITY_TYPES: readonly StoredType[] = /* @__PURE__ */ inStoredOrder(KINDS.filter((kind) => kind.readers === 'editors').map((kind): StoredType => kind.type));

export const isActivityType = (value: string): value is StoredType => (ACTIVITY_TYPES as readonly string[]).includes(value);

/** The types an admin of `role` may read in the activity log. */
export const visibleActivityTypes = (role: 'owner' | 'editor'): readonly StoredType[] => (role === 'owner' ? ACTIVITY_TYPES : CONTENT_ACTIVITY_TYPES);

/**
 * The tables whose rows the public reads show (lists, item pages, feeds, page heads). A write to any
 * of them bumps the content version in its own transaction (decision 022), by a trigger each created
 * in a migration (013 for the first seven, with its own copy of this list); tests/api/kinds.test.ts
 * checks a migrated database has them.
 */
export const CONTENT_TABLES: readonly string[] = /* @__PURE__ */ KINDS.filter((kind) => kind.publicContent).map((kind) => kind.table);
