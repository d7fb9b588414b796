// Where the finished uploads live: DATA_DIR/uploads (the default) or an S3-compatible bucket
// (STORAGE_URL, decision 020). Files are named as in uploads/ (`<id>-WxH-480w.webp`); everything
// before them (temp files, sharp's work) stays on the local disk.
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where the bytes of `put` come from: a finished file on disk (moved or copied) or a buffer. */
export type PutSource = { file: string } | { data: Buffer };

export interface StoredObject {
  body: Readable;
  /** The whole object's size, whatever range was read. */
  size: number;
  etag?: string;
}

export interface FileStore {
  /** Puts a finished file under its name, durably: once this returns the file survives a crash. */
  put(name: string, from: PutSource): Promise<void>;
  /** The bytes of a file (from `start` to `end` inclusive when given), or null when there is none. */
  read(name: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  stat(name: string): Promise<{ size: number; mtimeMs: number } | null>;
  /** Removes a file; one that is not there is no error. */
  remove(name: string): Promise<void>;
  /** Every file's name, for the sweep at start. */
  list(): Promise<string[]>;
  /** The local folder behind it, when it is one (served by @fastify/static, backed up with DATA_DIR). */
  readonly dir: string | null;
}

/** The local folder's operations; `put` is given by storage.ts, which keeps its durable writes. */
export function folderStore(dir: string, put: FileStore['put']): FileStore {
  const file = (name: string) => path.join(dir, path.basename(name));
  return {
    dir,
    put,
    async read(name, range) {
      const found = await this.stat(name);
      if (!found) return null;
      return { body: createReadStream(file(name), range), size: found.size };
    },
    async stat(name) {
      const s = await stat(file(name)).catch(() => null);
      return s?.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
    },
    remove: (name) => rm(file(name), { force: true }),
    async list() {
      return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    },
  };
}

/** A stored file's bytes, or null when there is none (sharp reads a buffer; the bucket gives a stream). */
export async function readAll(store: FileStore, name: string): Promise<Buffer | null> {
  const found = await store.read(name);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// The store each DATA_DIR uses when it is not its own folder: set once by buildApp from STORAGE_URL.
// Kept here, by DATA_DIR, so the many helpers that take a data directory (trash, sweep, previews)
// reach the same store without a new argument each.
const chosen = new Map<string, FileStore>();

export function chooseStore(dataDir: string, store: FileStore | null) {
  if (store) chosen.set(path.resolve(dataDir), store);
  else chosen.delete(path.resolve(dataDir));
}

export const chosenStore = (dataDir: string) => chosen.get(path.resolve(dataDir)) ?? null;
