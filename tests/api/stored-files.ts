// The files a test server stored, read through its store (DATA_DIR/uploads or, under
// scripts/test-s3.ts, a bucket prefix), so the same assertions hold on both.
import path from 'node:path';
import { fileStore } from '../../server/files/storage.js';
import { readAll } from '../../server/files/stores.js';
import type { TestServer } from './helpers.js';

/**
 * With TEST_STORAGE_URL (scripts/test-s3.ts), the bucket prefix of a DATA_DIR: one per folder, so a
 * server restarted on the same folder finds its files again.
 */
/**
 * False when the tests' uploads go to a bucket (scripts/test-s3.ts): the few tests that reach into
 * DATA_DIR/uploads on purpose are then not declared (their bucket counterparts are in
 * file-stores.test.ts), rather than declared and skipped.
 */
export const onLocalDisk = !process.env.TEST_STORAGE_URL;

export function storageFor(dataDir: string): Record<string, string> {
  const base = process.env.TEST_STORAGE_URL;
  return base ? { STORAGE_URL: `${base}/${path.basename(dataDir)}`, AWS_ENDPOINT_URL: process.env.TEST_S3_ENDPOINT ?? '' } : {};
}

/** The names in the server's uploads/ (its folder, or its bucket prefix). */
export async function uploadedFiles(server: TestServer) {
  return (await fileStore(server.dataDir).list()).sort();
}

/** The bytes of a stored path (uploads/…) in the server's store. */
export async function storedBytes(server: TestServer, stored: string): Promise<Buffer> {
  const found = await readAll(fileStore(server.dataDir), stored.replace(/^uploads\//, ''));
  if (!found) throw new Error(`${stored} is not stored`);
  return found;
}

/** Whether a stored path (uploads/…) is in the server's store. */
export async function isStored(server: TestServer, stored: string) {
  return (await fileStore(server.dataDir).stat(stored.replace(/^uploads\//, ''))) !== null;
}

/** Files in uploads/ (variants included) that none of the stored paths given refers to. */
export async function unreferencedUploads(server: TestServer, referenced: Array<string | null>) {
  const ids = new Set(referenced.filter((p): p is string => !!p).map((p) => /^uploads\/([a-f0-9]{32})/.exec(p)?.[1]));
  return (await uploadedFiles(server)).filter((f) => !ids.has(f.slice(0, 32)));
}
