/**
 * The one restore (decision 023), of the Backup screen and of `npm run restore`, with the server
 * running or not: the backup copied into a folder of its own, checked whole, the current state
 * saved as an automatic backup, then put in place in an order where a crash at any point leaves
 * either the old state or the new one, never a mix:
 *
 *  1. every upload of the backup is put into the store (names are never reused, so a name already
 *     there holds the same bytes). A crash now: the old database, plus files no row names, which
 *     the sweep at the next start removes;
 *  2. the database is replaced in one SQLite transaction (the online backup API, into the live
 *     file): a crash during it rolls back to the old database;
 *  3. the files only the old state named are removed; a crash before: the sweep removes them.
 */
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { extract as tarExtract } from 'tar-stream';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import { checkBackup, DB_FILE, MANIFEST, namedUploads, snapshotDatabase } from './folder.js';
import { readContentVersion } from '../db/contentVersion.js';
import { openDatabase, type Db } from '../db/index.js';
import { migrations } from '../db/migrations/index.js';
import { HttpError } from '../http/errors.js';
import { uploadMentions } from '../files/faults.js';
import { saveAutomaticBackup } from './saved.js';
import { fileStore, ownFileId } from '../files/storage.js';

/** A backup's database may be this large; its files as large as the largest upload the server takes. */
const DATABASE_BYTES = 2 * 1024 * 1024 * 1024;
const ENTRIES = 200_000;

export interface ArchiveLimits {
  /** Largest upload in the archive: the largest file the server takes. */
  fileBytes: number;
  databaseBytes: number;
  entries: number;
}

/** What an archive may hold, for a server of these upload limits. */
export function archiveLimits(limits: Config['limits']): ArchiveLimits {
  return { fileBytes: Math.max(limits.imageBytes, limits.pdfBytes, limits.videoBytes, limits.heroBytes), databaseBytes: DATABASE_BYTES, entries: ENTRIES };
}

const MANIFEST_BYTES = 64 * 1024 * 1024;

/** 422: the archive was read but is not a backup this server can restore. */
const refused = (message: string) => new HttpError(422, `${message} Nothing was changed.`);

const NOT_AN_ARCHIVE = 'The file is not a complete backup archive (a .tar downloaded from this page).';

function expectedSize(name: string, limits: ArchiveLimits): number | null {
  if (name === DB_FILE) return limits.databaseBytes;
  if (name === MANIFEST) return MANIFEST_BYTES;
  const m = /^uploads\/([^/]+)$/.exec(name);
  return m && ownFileId(m[1]!) !== null ? limits.fileBytes : null;
}

/**
 * Unpacks the request's archive into `dir`, refusing on the way anything a backup does not hold:
 * names other than tucasa.db, backup.json and uploads/<a name this server writes> (so no path
 * leads out of `dir`), links and folders, an entry twice, sizes or counts over the limits.
 */
export async function receiveArchive(body: Readable, dir: string, limits: ArchiveLimits): Promise<void> {
  await mkdir(path.join(dir, 'uploads'), { recursive: true, mode: 0o700 });
  const extract = tarExtract();
  const seen = new Set<string>();
  const unpack = async () => {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      const max = expectedSize(name, limits);
      if (type !== 'file' || max === null) throw refused(`The archive holds "${name}", which a backup of this site never holds.`);
      if (seen.has(name)) throw refused(`The archive holds "${name}" twice.`);
      if (size > max) throw refused(`"${name}" is larger than this server takes (${max} bytes).`);
      seen.add(name);
      if (seen.size > limits.entries) throw refused(`The archive holds more than ${limits.entries} files.`);
      await pipeline(entry, createWriteStream(path.join(dir, name), { flags: 'wx', mode: 0o600 }));
    }
  };
  // Piped by hand, not with pipeline(): a refusal must stop reading without destroying the
  // request, whose connection still carries the answer.
  body.on('error', (error) => extract.destroy(error));
  body.pipe(extract);
  try {
    await unpack();
  } catch (error) {
    body.unpipe(extract);
    extract.destroy();
    if (error instanceof HttpError) throw error;
    // tar-stream's own errors (not a tar, cut short): the archive is not one this server reads.
    if (!(error as NodeJS.ErrnoException).syscall) throw refused(NOT_AN_ARCHIVE);
    throw error;
  }
  if (seen.size === 0) throw refused(NOT_AN_ARCHIVE);
}

/**
 * Checks an unpacked backup before anything is replaced: the manifest's hashes and SQLite's
 * integrity check (checkBackup, shared with `npm run restore`), a schema this server's migrations
 * know, every file the rows name present and no file the manifest does not list.
 */
export async function checkUnpacked(dir: string): Promise<void> {
  let manifest;
  try {
    manifest = await checkBackup(dir);
  } catch (error) {
    throw refused(`The backup is damaged or incomplete: ${error instanceof Error ? error.message.replace(dir + path.sep, '') : String(error)}`);
  }
  const listed = new Set(Object.keys(manifest.files));
  const extra = (await readdir(path.join(dir, 'uploads'))).filter((name) => !listed.has(name));
  if (extra.length) throw refused(`The archive holds files its list does not name: ${extra.join(', ')}.`);
  const sqlite = new SQLite(path.join(dir, DB_FILE), { readonly: true, fileMustExist: true });
  let applied: string[];
  try {
    applied = (sqlite.prepare('select name from kysely_migration').all() as Array<{ name: string }>).map((r) => r.name);
  } catch {
    throw refused('The database in the archive is not one of this site.');
  } finally {
    sqlite.close();
  }
  const unknown = applied.filter((name) => !(name in migrations));
  if (unknown.length) throw refused(`The backup comes from a newer version of the site (${unknown.join(', ')}): update this server first.`);
  const named = await namedUploads(path.join(dir, DB_FILE));
  const missing = [...named.files].filter((name) => !listed.has(name));
  if (missing.length) throw refused(`The backup's rows name files it does not hold: ${missing.join(', ')}.`);
}

/**
 * Brings the unpacked database up to this server's schema and ends its sessions: after a restore
 * everyone signs in again, with the accounts and passwords of the backup. Its content version is
 * set above the live one: the backup's own number may be one this server's cache already holds
 * other content under (decision 022).
 */
async function prepareDatabase(db: Db, dir: string): Promise<void> {
  const copy = await openDatabase({ dataDir: dir, databaseUrl: null }, { snapshot: false });
  try {
    await copy.deleteFrom('tokens').execute();
    const live = await readContentVersion(db);
    await sql`update content_version set version = ${live + 1} where id = 1`.execute(copy);
    // The live database's lineage, when it has one: the continuous backup goes on with the same
    // states, the restore being one more change of this site (server/backup/continuous.ts).
    const lineage = Number((await sql<{ user_version: number }>`pragma user_version`.execute(db)).rows[0]?.user_version ?? 0);
    if (Number.isInteger(lineage) && lineage > 0) await sql.raw(`pragma user_version = ${lineage}`).execute(copy);
  } finally {
    await copy.destroy();
  }
}

/** Puts a checked backup in place of the current state (steps 1-3 above). */
async function replaceState(db: Db, dataDir: string, dir: string): Promise<void> {
  const store = fileStore(dataDir);
  const before = await store.list();
  for (const name of await readdir(path.join(dir, 'uploads'))) {
    if (!(await store.stat(name))) await store.put(name, { file: path.join(dir, 'uploads', name) });
  }
  await snapshotDatabase(path.join(dir, DB_FILE), path.join(dataDir, DB_FILE));
  const kept = (await uploadMentions(db)).ids;
  const onlyOld = before.filter((name) => {
    const id = ownFileId(name);
    return id !== null && !kept.has(id);
  });
  await Promise.allSettled(onlyOld.map((name) => store.remove(name)));
}

let running = false;

/** Where a backup comes from: an archive (the Backup screen's upload, a .tar file), or a folder `npm run backup` wrote. */
export type BackupSource =
  | {
      archive: Readable;
      limits: ArchiveLimits;
      /** Called once the archive is in, before the checks (which may take longer than an idle timeout). */
      onReceived?: () => void;
    }
  | { folder: string }
  /** Writes a backup folder's layout into the work folder: a state of the continuous backup (read.ts). */
  | { fill: (dir: string) => Promise<unknown> };

/** Copies a backup folder's database, list and uploads into `dir` (never changed in place: the restore works on its copy). */
async function copyFolder(folder: string, dir: string): Promise<void> {
  await mkdir(path.join(dir, 'uploads'), { recursive: true, mode: 0o700 });
  for (const name of [DB_FILE, MANIFEST]) await copyFile(path.join(folder, name), path.join(dir, name)).catch(() => undefined);
  for (const name of await readdir(path.join(folder, 'uploads')).catch(() => [])) await copyFile(path.join(folder, 'uploads', name), path.join(dir, 'uploads', name));
}

/**
 * Restores a backup in place of the current state (steps 1-3 above), whoever asks: the Backup
 * screen with an archive, `npm run restore` with an archive or a folder. It is copied into a folder
 * of its own under `work` and checked whole; then the database (`openDb`, opened only then) is
 * brought to this server's schema, the current state saved as an automatic backup, and the backup
 * put in place through the file store (the local folder or the bucket). Bad input changes nothing;
 * the copy is gone afterwards whatever happened. Returns the automatic backup's name.
 */
export async function restoreBackup(source: BackupSource, dataDir: string, openDb: () => Db | Promise<Db>, now: Date, work = path.join(dataDir, 'tmp')): Promise<{ savedAs: string }> {
  if (running) throw new HttpError(409, 'A restore is already running. Nothing was changed.');
  running = true;
  const dir = path.join(work, `restore-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
  try {
    if ('archive' in source) {
      await receiveArchive(source.archive, dir, source.limits);
      source.onReceived?.();
    } else if ('folder' in source) await copyFolder(source.folder, dir);
    else await source.fill(dir);
    await checkUnpacked(dir);
    const db = await openDb();
    await prepareDatabase(db, dir);
    const savedAs = await saveAutomaticBackup(dataDir, now);
    await replaceState(db, dataDir, dir);
    return { savedAs };
  } finally {
    running = false;
    if ('archive' in source) source.archive.resume(); // what a refusal left unread, so the answer can be sent
    await rm(dir, { recursive: true, force: true });
  }
}
