/**
 * The trash as stored (decision 016): a delete sets an item's `deleted_at`, every public and admin
 * read leaves such rows out, and its files stay on disk until it is deleted for good or purged.
 * Those two remove the row first, in a transaction, and the files after the commit: a run cut off
 * between them leaves files no row names, which the sweep at the next start removes
 * (files/faults.ts), never a row naming a file that is gone.
 */
import { sql, type Transaction } from 'kysely';
import { purgeAt, purgeCutoff, TRASH_TYPES, type TrashType } from '../../src/domain/trash.js';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { removeStored } from '../files/storage.js';
import { readList, readPosters } from '../routes/shared.js';

/** The tables whose rows a delete moves to the trash. */
export type TrashTable = 'posts' | 'media' | 'leaders' | 'books' | 'calendar_events' | 'summits';

interface Kind {
  table: TrashTable;
  /** The name an unknown ID's 404 gives it, as the resource's own calls do. */
  what: string;
  /** The column the Trash screen shows it by. */
  title: string;
  /** Columns holding one stored path, a JSON list of them, or a JSON object whose values are. */
  files: readonly string[];
  lists: readonly string[];
  maps?: readonly string[];
}

export const KINDS: Record<TrashType, Kind> = {
  announcement: { table: 'posts', what: 'Announcement', title: 'title', files: ['image', 'attachment'], lists: [] },
  media: { table: 'media', what: 'Media item', title: 'event_title', files: [], lists: ['media_files'], maps: ['video_posters'] },
  leader: { table: 'leaders', what: 'Leader', title: 'name', files: ['image'], lists: [] },
  book: { table: 'books', what: 'Book', title: 'title', files: ['image', 'reading_plan'], lists: [] },
  event: { table: 'calendar_events', what: 'Event', title: 'event', files: [], lists: [] },
  summit: { table: 'summits', what: 'Summit', title: 'title', files: ['outfit_image', 'timetable'], lists: ['posters'] },
};

/** Every stored path a row of `kind` names. */
function filesOfRow(kind: Kind, row: Record<string, unknown>): string[] {
  const one = kind.files.map((c) => row[c]).filter((v): v is string => typeof v === 'string' && v !== '');
  const many = kind.lists.flatMap((c) => (typeof row[c] === 'string' ? readList(row[c]) : []));
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

export interface TrashEntry {
  type: TrashType;
  ID: number;
  Title: string;
  DeletedAt: string;
  PurgeAt: string;
}

/** Every trashed item, the most recently deleted first. */
export async function listTrash(db: Db): Promise<TrashEntry[]> {
  const entries: TrashEntry[] = [];
  for (const type of TRASH_TYPES) {
    const kind = KINDS[type];
    const rows = await db
      .selectFrom(kind.table)
      .select(['id', 'deleted_at', sql<string>`${sql.ref(kind.title)}`.as('title')])
      .where('deleted_at', 'is not', null)
      .execute();
    for (const r of rows) entries.push({ type, ID: r.id, Title: r.title, DeletedAt: r.deleted_at!, PurgeAt: purgeAt(r.deleted_at!).toISOString() });
  }
  return entries.sort((a, b) => b.DeletedAt.localeCompare(a.DeletedAt) || b.ID - a.ID);
}

/** Puts trashed item `id` back where it was, files and all; 404 when the trash holds no such item. */
export async function restoreFromTrash(db: Db, type: TrashType, id: number): Promise<void> {
  const kind = KINDS[type];
  const row = await db.updateTable(kind.table).set({ deleted_at: null }).where('id', '=', id).where('deleted_at', 'is not', null).returning('id').executeTakeFirst();
  if (!row) throw notFound(kind.what);
}

/** Removes trashed rows of `types` (item `id`, or those trashed before `before`) in one transaction; answers their files, not yet removed. */
async function deleteRows(db: Db, types: readonly TrashType[], only: { id: number } | { before: string }): Promise<{ rows: number; files: string[] }> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    let rows = 0;
    const files: string[] = [];
    for (const type of types) {
      const kind = KINDS[type];
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
  if (rows === 0) throw notFound(KINDS[type].what);
  await remove(dataDir, files);
}

/** Purges what has been in the trash more than TRASH_DAYS days at `now`: rows, then files. Answers how many items went. */
export async function purgeTrash(db: Db, dataDir: string, now: Date, remove: RemoveFiles = removeStored): Promise<number> {
  const { rows, files } = await deleteRows(db, TRASH_TYPES, { before: purgeCutoff(now) });
  await remove(dataDir, files);
  return rows;
}
