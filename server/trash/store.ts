/**
 * The trash as stored (decision 016): a delete sets an item's `deleted_at`, every public and admin
 * read leaves such rows out, and its files stay in the store until it is deleted for good or purged,
 * unserved at their public URLs meanwhile (trashedUploadIds, plugins/uploads.ts).
 * Those two remove the row first, in a transaction, and the files after the commit: a run cut off
 * between them leaves files no row names, which the sweep at the next start removes
 * (files/faults.ts), never a row naming a file that is gone.
 */
import type { Transaction } from 'kysely';
import type { components } from '../../shared/api-schema.js';
import { purgeAt, purgeCutoff, type TrashType } from '../../src/domain/trash.js';
import { TRASH_KINDS, TRASH_TYPES, type TrashTable } from '../../src/kinds/index.js';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { ownFileId, removeStored, storedId } from '../files/storage.js';
import type { ContentCache } from '../cache/contentCache.js';
import { readList, readPosters } from '../content/columns.js';

/** A trashable kind's table and where its rows' titles and files are (the kinds' registry's `trash`). */
type Kind = (typeof TRASH_KINDS)[TrashType];

/** Every stored path a row of `kind` names. */
function filesOfRow(kind: Kind, row: Record<string, unknown>): string[] {
  const one = kind.files.map((c) => row[c]).filter((v): v is string => typeof v === 'string' && v !== '');
  const many = (kind.lists ?? []).flatMap((c) => (typeof row[c] === 'string' ? readList(row[c]) : []));
  const mapped = (kind.maps ?? []).flatMap((c) => (typeof row[c] === 'string' ? Object.values(readPosters(row[c])) : []));
  return [...one, ...many, ...mapped];
}

/** A delete of the specification's calls: moves live item `id` to the trash; 404 naming `what` when there is none. */
export async function moveToTrash(db: Db, table: TrashTable, id: number, what: string, now: Date): Promise<void> {
  const row = await db
    .updateTable(table)
    .set({ deleted_at: now.toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(what);
}

export type TrashEntry = components['schemas']['TrashItem'];

/** Every trashed row of `type`, whole. */
const trashedRows = (db: Db, type: TrashType) =>
  db.selectFrom(TRASH_KINDS[type].table).selectAll().where('deleted_at', 'is not', null).execute() as Promise<Array<Record<string, unknown> & { id: number; deleted_at: string }>>;

/** Every trashed item, the most recently deleted first. */
export async function listTrash(db: Db): Promise<TrashEntry[]> {
  const entries: TrashEntry[] = [];
  for (const type of TRASH_TYPES) {
    const kind = TRASH_KINDS[type];
    for (const row of await trashedRows(db, type)) {
      entries.push({
        type,
        ID: row.id,
        Title: String(row[kind.title]),
        DeletedAt: row.deleted_at,
        PurgeAt: purgeAt(row.deleted_at).toISOString(),
        Pictures: filesOfRow(kind, row).filter((p) => p.endsWith('.webp')),
      });
    }
  }
  return entries.sort((a, b) => b.DeletedAt.localeCompare(a.DeletedAt) || b.ID - a.ID);
}

/**
 * The ids (files/storage.ts storedId) of every file of every trashed item: none of them is served at
 * its public URL while the item is in the trash, each size variant included (issue 29).
 */
export async function trashedUploadIds(db: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const type of TRASH_TYPES) {
    const kind = TRASH_KINDS[type];
    if (!kind.files.length && !kind.lists?.length && !kind.maps?.length) continue;
    for (const row of await trashedRows(db, type)) {
      for (const stored of filesOfRow(kind, row)) {
        const id = storedId(stored);
        if (id) ids.add(id);
      }
    }
  }
  return ids;
}

/** Puts trashed item `id` back where it was, files and all; 404 when the trash holds no such item. */
export async function restoreFromTrash(db: Db, type: TrashType, id: number): Promise<void> {
  const kind = TRASH_KINDS[type];
  const row = await db.updateTable(kind.table).set({ deleted_at: null }).where('id', '=', id).where('deleted_at', 'is not', null).returning('id').executeTakeFirst();
  if (!row) throw notFound(kind.what);
}

const TRASHED_FILES = 'trashed-files';

/**
 * Whether a file name in uploads/ (a size variant's included) is one of a trashed item's, as the
 * content stood when `request` came: read once per content version, as the public reads are
 * (ContentCache), so a delete on any instance hides its files from the next request on every one.
 */
export function trashedFiles(cache: ContentCache, db: Db) {
  return async (name: string, request: object): Promise<boolean> => {
    const id = ownFileId(name);
    if (!id) return false;
    const { value } = await cache.get(TRASHED_FILES, async () => ({ value: await trashedUploadIds(db) }), request);
    return value.has(id);
  };
}

/** Removes trashed rows of `types` (item `id`, or those trashed before `before`) in one transaction; answers their files, not yet removed. */
async function deleteRows(db: Db, types: readonly TrashType[], only: { id: number } | { before: string }): Promise<{ rows: number; files: string[] }> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    let rows = 0;
    const files: string[] = [];
    for (const type of types) {
      const kind = TRASH_KINDS[type];
      const query = trx.deleteFrom(kind.table).where('deleted_at', 'is not', null);
      const picked = 'id' in only ? query.where('id', '=', only.id) : query.where('deleted_at', '<', only.before);
      for (const row of await picked.returningAll().execute()) {
        rows += 1;
        files.push(...filesOfRow(kind, row));
      }
    }
    return { rows, files };
  });
}

/** How files are removed: a test stands in a remover that fails halfway, as a kill would. */
export type RemoveFiles = (dataDir: string, files: string[]) => Promise<void>;

/** Deletes trashed item `id` for good: the row, then its files. 404 when the trash holds no such item. */
export async function deleteForGood(db: Db, dataDir: string, type: TrashType, id: number, remove: RemoveFiles = removeStored): Promise<void> {
  const { rows, files } = await deleteRows(db, [type], { id });
  if (rows === 0) throw notFound(TRASH_KINDS[type].what);
  await remove(dataDir, files);
}

/** Purges what has been in the trash more than TRASH_DAYS days at `now`: rows, then files. Answers how many items went. */
export async function purgeTrash(db: Db, dataDir: string, now: Date, remove: RemoveFiles = removeStored): Promise<number> {
  const { rows, files } = await deleteRows(db, TRASH_TYPES, { before: purgeCutoff(now) });
  await remove(dataDir, files);
  return rows;
}
