/**
 * A backup as one tar archive (decision 023), streamed: the layout of `npm run backup`'s folder
 * (tucasa.db, uploads/…, backup.json last), without the token secret, so that `tar -x` of a
 * download is a folder `npm run restore` takes. The database is a snapshot (server/backup/folder.ts);
 * the uploads are read through the file store, so a bucket is backed up as a folder is.
 */
import { randomBytes, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pack as tarPack, type Pack } from 'tar-stream';
import { DB_FILE, MANIFEST, namedUploads, snapshotDatabase, type BackupManifest } from './folder.js';
import { fileStore, ownFileId } from '../files/storage.js';

const BLOCK = 512;
/** A tar entry's bytes: its header and its data padded to whole blocks. */
const entryBytes = (size: number) => BLOCK + Math.ceil(size / BLOCK) * BLOCK;
/** tar-stream ends an archive with two empty blocks. */
const END_BYTES = 2 * BLOCK;

export interface ArchivePlan {
  /** The temp folder holding the snapshot: removed by `discard`, or when the stream ends. */
  dir: string;
  uploads: Array<{ name: string; size: number }>;
  dbSize: number;
  /** The archive's exact length, for Content-Length. */
  length: number;
  /** When it was taken: its manifest's createdAt and its entries' times. */
  at: Date;
}

/** The manifest's text; its length does not depend on the hashes (64 hex each) nor the time (ISO). */
function manifestText(manifest: BackupManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function manifestOf(uploads: ArchivePlan['uploads'], hashes: Map<string, string>, at: Date): BackupManifest {
  const unknown = '0'.repeat(64);
  return {
    format: 1,
    createdAt: at.toISOString(),
    database: { file: DB_FILE, sha256: hashes.get(DB_FILE) ?? unknown },
    files: Object.fromEntries(uploads.map((u) => [u.name, hashes.get(`uploads/${u.name}`) ?? unknown])),
  };
}

/**
 * Takes the snapshot and lists the uploads it names (a file kept with its id, as the sweep keeps
 * them), with their sizes. A file deleted between the snapshot and its listing: a new snapshot,
 * up to three, before the error.
 */
export async function planArchive(dataDir: string, at: Date): Promise<ArchivePlan> {
  const dir = path.join(dataDir, 'tmp', `backup-${randomBytes(8).toString('hex')}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const store = fileStore(dataDir);
  try {
    for (let attempt = 1; ; attempt += 1) {
      const dbFile = path.join(dir, DB_FILE);
      await rm(dbFile, { force: true });
      await snapshotDatabase(path.join(dataDir, DB_FILE), dbFile);
      const named = await namedUploads(dbFile);
      const listed = new Set(await store.list());
      const keep = [...listed].filter((name) => named.ids.has(ownFileId(name) ?? '')).sort();
      const sized: ArchivePlan['uploads'] = [];
      // A few at a time: on a bucket each is a request.
      for (let i = 0; i < keep.length; i += 16) {
        const batch = keep.slice(i, i + 16);
        sized.push(...(await Promise.all(batch.map(async (name) => ({ name, size: (await store.stat(name))?.size ?? -1 })))));
      }
      const missing = [...named.files].filter((f) => !listed.has(f)).concat(sized.filter((u) => u.size < 0).map((u) => u.name));
      if (missing.length && attempt < 3) continue;
      if (missing.length) throw new Error(`Files deleted while the backup ran, try again: ${missing.join(', ')}`);
      const dbSize = (await stat(dbFile)).size;
      const manifestSize = Buffer.byteLength(manifestText(manifestOf(sized, new Map(), at)));
      const length = entryBytes(dbSize) + sized.reduce((sum, u) => sum + entryBytes(u.size), 0) + entryBytes(manifestSize) + END_BYTES;
      return { dir, uploads: sized, dbSize, length, at };
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Writes one entry from a stream, hashing it on the way; a stream shorter or longer than `size` fails. */
function addEntry(pack: Pack, name: string, size: number, body: Readable, hashes: Map<string, string>, mtime: Date): Promise<void> {
  const hash = createHash('sha256');
  return new Promise<void>((resolve, reject) => {
    const sink = pack.entry({ name, size, mode: 0o600, mtime }, (err) => (err ? reject(err) : resolve()));
    body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      if (!sink.write(chunk)) {
        body.pause();
        sink.once('drain', () => body.resume());
      }
    });
    body.on('end', () => {
      hashes.set(name, hash.digest('hex'));
      sink.end(undefined);
    });
    body.on('error', reject);
  });
}

/**
 * The archive of a plan as a stream of exactly `plan.length` bytes; the plan's folder is removed
 * when it ends, fails or is dropped (a download cut off). A file deleted after the plan listed it
 * fails the stream: the download is cut off rather than lacking it.
 */
export function streamArchive(dataDir: string, plan: ArchivePlan): Readable {
  const out = new PassThrough();
  const pack = tarPack();
  const store = fileStore(dataDir);
  const hashes = new Map<string, string>();
  pack.pipe(out);
  const cleanup = () => rm(plan.dir, { recursive: true, force: true });
  const write = async () => {
    await addEntry(pack, DB_FILE, plan.dbSize, createReadStream(path.join(plan.dir, DB_FILE)), hashes, plan.at);
    // Read: gone before the download ends, so nothing is left behind once it has.
    await cleanup();
    for (const upload of plan.uploads) {
      if (out.destroyed) return;
      const found = await store.read(upload.name);
      if (!found) throw new Error(`${upload.name} was deleted while the backup ran.`);
      await addEntry(pack, `uploads/${upload.name}`, upload.size, found.body, hashes, plan.at);
    }
    pack.entry({ name: MANIFEST, mode: 0o600, mtime: plan.at }, manifestText(manifestOf(plan.uploads, hashes, plan.at)));
    pack.finalize();
  };
  out.on('close', () => void cleanup());
  write().catch((error: unknown) => {
    void cleanup();
    pack.destroy();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** Removes a plan that will not be streamed. */
export const discardPlan = (plan: ArchivePlan) => rm(plan.dir, { recursive: true, force: true });
