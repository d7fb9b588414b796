// What goes wrong with storage, and what is done about it: files that cannot be removed, what an
// interrupted run left behind (swept at start), a disk that is full or read-only (507, 503).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { fileStore, ownFileId } from './storage.js';

/**
 * Removes files, never failing: one that cannot go (a disk turned read-only) must not turn an answer
 * into an error; it stays until the sweep at the next start.
 */
export async function removeFiles(files: string[]): Promise<void> {
  await Promise.allSettled(files.map((f) => rm(f, { force: true })));
}

// A mention of an upload: its id, and the whole stored path when it is one (uploads/<id>-WxH.webp).
const MENTION = /uploads\/([a-f0-9]{32})((?:-\d+x\d+)?\.(?:webp|pdf|mp4|mov|webm))?/g;

export interface UploadMentions {
  /** Every id named, by a stored path or anywhere in a text: files with these ids are kept. */
  ids: Set<string>;
  /** Every whole stored path named: these files (and their variants) must exist. */
  paths: Set<string>;
}

/**
 * The uploads the database names. Every text value of every table is read (the schema as it is,
 * so a column added later is covered without a list to keep): a path alone (posts.image), a JSON
 * list of them (media.media_files) or, erring on the side of keeping, one named anywhere in a text.
 */
export async function uploadMentions(db: Db): Promise<UploadMentions> {
  const mentions: UploadMentions = { ids: new Set(), paths: new Set() };
  for (const table of await db.introspection.getTables()) {
    // Text columns: the type each engine reports (SQLite: as declared; PostgreSQL: text, varchar).
    for (const column of table.columns.filter((c) => /text|char/i.test(c.dataType))) {
      const col = sql.ref(column.name);
      const { rows } = await sql<{ v: string }>`select ${col} as v from ${sql.table(table.name)}
        where ${col} like '%uploads/%'`.execute(db);
      for (const { v } of rows) {
        for (const m of v.matchAll(MENTION)) {
          mentions.ids.add(m[1]!);
          if (m[2]) mentions.paths.add(m[0]);
        }
      }
    }
  }
  return mentions;
}

/**
 * Removes the files in uploads/ (or the bucket) that no row refers to: what a request cut off by a
 * crash, a kill or a power cut had stored before its row was committed, and what one had replaced or deleted after
 * its commit but before removing them. Run at start, before the server listens, so that no request
 * is in flight. A file is kept with its id (an image's variants with it); only names this server
 * writes are touched, anything else put in uploads/ is left alone.
 */
export async function sweepUploads(db: Db, dataDir: string): Promise<string[]> {
  const referenced = (await uploadMentions(db)).ids;
  const store = fileStore(dataDir);
  const removed: string[] = [];
  for (const name of await store.list()) {
    const id = ownFileId(name);
    if (id === null || referenced.has(id)) continue;
    await store.remove(name);
    removed.push(name);
  }
  return removed;
}

/**
 * Clears what an interrupted run (a crash, a kill, a power cut) left in DATA_DIR: its temp files and
 * the uploads no row refers to. Only before the server listens: nothing may be in flight.
 * Returns the names of the uploads removed.
 */
export async function sweepInterrupted(db: Db, dataDir: string): Promise<string[]> {
  await rm(path.join(dataDir, 'tmp'), { recursive: true, force: true });
  return sweepUploads(db, dataDir);
}

/**
 * A failure to write storage, as the answer states it: 507 when the disk (or a quota) is full, 503
 * when it is read-only or not writable; null for any other error. File system errors (they carry
 * the failing call) and SQLite's own.
 */
export function storageFailure(err: unknown): HttpError | null {
  const { code, syscall } = (err ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string') return null;
  const fs = typeof syscall === 'string';
  if (fs && (code === 'ENOSPC' || code === 'EDQUOT')) return new HttpError(507, 'The server has no room to store this file. Nothing was saved.');
  if (code === 'SQLITE_FULL') return new HttpError(507, 'The server has no room left to save this. Nothing was saved.');
  if ((fs && (code === 'EROFS' || code === 'EACCES' || code === 'EPERM')) || code.startsWith('SQLITE_READONLY')) {
    return new HttpError(503, 'The server cannot write to its storage right now (it is read-only or not writable). Nothing was saved.');
  }
  return null;
}
