/**
 * A consistent copy of DATA_DIR taken while the server keeps taking writes (`npm run backup`), and
 * the check of one before it is restored (restore.ts, the one restore).
 *
 * The database is copied with SQLite's online backup (a snapshot of one moment, whatever is
 * written meanwhile). Files are never changed in place: a name is written once and only ever
 * deleted. So the uploads are taken twice, around the database snapshot: the first pass holds
 * every file that existed before it (hard links where the backup is on the same disk, so a
 * deletion meanwhile cannot lose one), the second adds those uploaded while it ran. Every file a
 * row of the snapshot names is then in the copy, unless it was deleted in the instant between the
 * two, which the check at the end reports (and `npm run backup` retries). Files the snapshot does
 * not name are left out.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema.js';
import { uploadMentions } from '../files/faults.js';
import { filesOf, ownFileId } from '../files/storage.js';

export const DB_FILE = 'tucasa.db';
const SECRET_FILE = 'jwt-secret';
export const MANIFEST = 'backup.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: string; sha256: string };
  /** Every file under uploads/, with its SHA-256. */
  files: Record<string, string>;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  // Streamed: a video may be hundreds of megabytes.
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

/** Hard link, else copy (another disk, or a filesystem without links). */
async function take(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    await copyFile(from, to);
  }
}

/** Copies every upload not yet in `to`; a file deleted while this runs is skipped. */
async function takeUploads(from: string, to: string): Promise<void> {
  const have = new Set(await listFiles(to));
  for (const name of await listFiles(from)) {
    if (have.has(name)) continue;
    try {
      await take(path.join(from, name), path.join(to, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The uploads the database in `dbFile` names: its files (variants included) and their ids. */
export async function namedUploads(dbFile: string): Promise<{ files: Set<string>; ids: Set<string> }> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(dbFile, { readonly: true, fileMustExist: true }) }) });
  try {
    const { ids, paths } = await uploadMentions(db);
    return { files: new Set([...paths].flatMap((stored) => filesOf('', stored).map((file) => path.basename(file)))), ids };
  } finally {
    await db.destroy();
  }
}

/**
 * Checks that every file the backup's database names is in the backup, and drops the files it does
 * not name (uploaded while the backup ran, or left over), as the server's sweep at start would:
 * the copy holds each row with its files and no file without its row.
 */
async function keepReferenced(dir: string): Promise<void> {
  const named = await namedUploads(path.join(dir, DB_FILE));
  const have = new Set(await listFiles(path.join(dir, 'uploads')));
  const missing = [...named.files].filter((name) => !have.has(name));
  if (missing.length) throw new Error(`Files deleted while the backup ran, try again: ${missing.join(', ')}`);
  for (const name of have) {
    const id = ownFileId(name);
    if (id !== null && !named.ids.has(id)) await rm(path.join(dir, 'uploads', name));
  }
}

/**
 * Copies the SQLite database `from` into `to` with SQLite's online backup, as one transaction on
 * `to`: a snapshot of one moment whatever is written meanwhile, and `to`, when it is a live
 * database, goes from its old content to the new one at once (a crash halfway leaves the old).
 */
export async function snapshotDatabase(from: string, to: string): Promise<void> {
  const sqlite = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    // In one step: SQLite starts an online backup over whenever another connection writes
    // between its steps, which a busy server could do forever.
    await sqlite.backup(to, { progress: () => 1 << 30 });
  } finally {
    sqlite.close();
  }
}

/** Points between the steps where tests make the server's writes land. */
export interface BackupHooks {
  afterFirstPass?: () => Promise<void>;
  afterSnapshot?: () => Promise<void>;
}

/**
 * Writes a backup of `dataDir` into `dir` (which must not exist or be empty): the database, the
 * uploads, the token secret and a manifest. Returns the manifest.
 */
export async function backup(dataDir: string, dir: string, now: Date, hooks: BackupHooks = {}): Promise<BackupManifest> {
  if (!existsSync(path.join(dataDir, DB_FILE))) throw new Error(`No database at ${path.join(dataDir, DB_FILE)}: is DATA_DIR right?`);
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: back up into a new folder.`);
  // Written under a temporary name and renamed at the end: a backup cut short is never mistaken for one.
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  try {
    await writeBackup(dataDir, partial, now, hooks);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
}

async function writeBackup(dataDir: string, partial: string, now: Date, hooks: BackupHooks): Promise<void> {
  // The copy holds the token secret: for its owner's eyes only.
  await mkdir(path.join(partial, 'uploads'), { recursive: true, mode: 0o700 });
  await takeUploads(path.join(dataDir, 'uploads'), path.join(partial, 'uploads'));
  await hooks.afterFirstPass?.();
  await snapshotDatabase(path.join(dataDir, DB_FILE), path.join(partial, DB_FILE));
  await hooks.afterSnapshot?.();
  await takeUploads(path.join(dataDir, 'uploads'), path.join(partial, 'uploads'));
  await keepReferenced(partial);
  if (existsSync(path.join(dataDir, SECRET_FILE))) await copyFile(path.join(dataDir, SECRET_FILE), path.join(partial, SECRET_FILE));

  const files: Record<string, string> = {};
  for (const name of (await listFiles(path.join(partial, 'uploads'))).sort()) files[name] = await sha256(path.join(partial, 'uploads', name));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: { file: DB_FILE, sha256: await sha256(path.join(partial, DB_FILE)) },
    files,
  };
  await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a backup, after checking that the database and every file it lists are there, whole. */
export async function checkBackup(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${dir} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${String(manifest.format)}.`);
  const dbFile = path.join(dir, manifest.database.file);
  if (!existsSync(dbFile) || (await sha256(dbFile)) !== manifest.database.sha256) throw new Error(`${dbFile} is missing or damaged.`);
  for (const [name, hash] of Object.entries(manifest.files)) {
    const upload = path.join(dir, 'uploads', name);
    if (!existsSync(upload) || (await sha256(upload)) !== hash) throw new Error(`${upload} is missing or damaged.`);
  }
  const sqlite = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const result = sqlite.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${dbFile} fails SQLite's integrity check: ${String(result)}`);
  } finally {
    sqlite.close();
  }
  return manifest;
}
