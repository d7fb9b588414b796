/**
 * Restoring a backup archive into a running server (decision 023): received into DATA_DIR/tmp,
 * checked whole, the current state saved as an automatic backup, then put in place in an order
 * where a crash at any point leaves either the old state or the new one, never a mix:
 *
 *  1. every upload of the backup is put into the store (names are never reused, so a name already
 *     there holds the same bytes). A crash now: the old database, plus files no row names, which
 *     the sweep at the next start removes;
 *  2. the database is replaced in one SQLite transaction (the online backup API, into the live
 *     file): a crash during it rolls back to the old database;
 *  3. the files only the old state named are removed; a crash before: the sweep removes them.
 */
import { createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { extract as tarExtract } from 'tar-stream';
import { sql } from 'kysely';
import { checkBackup, DB_FILE, MANIFEST, namedUploads, snapshotDatabase } from './backup.js';
import { planArchive, streamArchive } from './backup-archive.js';
import { readContentVersion } from './db/contentVersion.js';
import { openDatabase, type Db } from './db/index.js';
import { migrations } from './db/migrations.js';
import { HttpError } from './errors.js';
import { uploadMentions } from './files/faults.js';
import { fileStore, ownFileId } from './files/storage.js';

/** Automatic backups kept in DATA_DIR/backups (the newest; older ones are removed). */
export const KEPT_AUTOMATIC_BACKUPS = 3;

export interface ArchiveLimits {
  /** Largest upload in the archive: the largest file the server takes. */
  fileBytes: number;
  databaseBytes: number;
  entries: number;
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
  const copy = await openDatabase({ dataDir: dir, databaseUrl: null });
  try {
    await copy.deleteFrom('tokens').execute();
    const live = await readContentVersion(db);
    await sql`update content_version set version = ${live + 1} where id = 1`.execute(copy);
  } finally {
    await copy.destroy();
  }
}

/** Writes the current state as DATA_DIR/backups/before-restore-<time>.tar, durably, keeping the newest few. */
export async function saveAutomaticBackup(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`;
  const partial = path.join(dir, `${name}.partial`);
  try {
    await pipeline(streamArchive(dataDir, await planArchive(dataDir)), createWriteStream(partial, { mode: 0o600 }));
    const fh = await open(partial, 'r');
    await fh.sync().finally(() => fh.close());
    await rename(partial, path.join(dir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const kept = (await savedNames(dataDir)).sort();
  for (const old of kept.slice(0, -KEPT_AUTOMATIC_BACKUPS)) await rm(path.join(dir, old), { force: true });
  return name;
}

/** An automatic backup's name (openapi.yaml downloadSavedBackup's pattern). */
const SAVED = /^before-restore-[0-9A-Za-z-]+\.tar$/;

async function savedNames(dataDir: string): Promise<string[]> {
  const names = await readdir(path.join(dataDir, 'backups')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((n) => SAVED.test(n));
}

/** The automatic backups kept, newest first (their names hold the time, sortable). */
export async function listSavedBackups(dataDir: string): Promise<Array<{ name: string; bytes: number; savedAt: string }>> {
  const names = (await savedNames(dataDir)).sort().reverse();
  return Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dataDir, 'backups', name));
      return { name, bytes: info.size, savedAt: info.mtime.toISOString() };
    }),
  );
}

/**
 * The automatic backup `name`, opened (a restore that rotates it away meanwhile cannot cut the
 * download short), with its size; null when none has that name.
 */
export async function savedBackup(dataDir: string, name: string): Promise<{ stream: ReadStream; bytes: number } | null> {
  if (!SAVED.test(name)) return null;
  const handle = await open(path.join(dataDir, 'backups', name), 'r').catch(() => null);
  if (!handle) return null;
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return null;
  }
  return { stream: handle.createReadStream(), bytes: info.size };
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

/**
 * Receives, checks and restores an archive; the temp folder is gone afterwards whatever happened.
 * Returns the automatic backup's name. Bad input changes nothing.
 */
export async function restoreArchive(
  db: Db,
  dataDir: string,
  body: Readable,
  limits: ArchiveLimits,
  /** Called once the archive is in, before the checks (which may take longer than an idle timeout). */
  onReceived: () => void = () => undefined,
): Promise<{ savedAs: string }> {
  if (running) throw new HttpError(409, 'A restore is already running. Nothing was changed.');
  running = true;
  const dir = path.join(dataDir, 'tmp', `restore-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
  try {
    await receiveArchive(body, dir, limits);
    onReceived();
    await checkUnpacked(dir);
    await prepareDatabase(db, dir);
    const savedAs = await saveAutomaticBackup(dataDir);
    await replaceState(db, dataDir, dir);
    return { savedAs };
  } finally {
    running = false;
    body.resume(); // what a refusal left unread, so the answer can be sent
    await rm(dir, { recursive: true, force: true });
  }
}
