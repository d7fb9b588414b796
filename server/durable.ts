import { open } from 'node:fs/promises';

/** Flushes a file, or a folder's entries, to the disk. */
export async function syncPath(p: string) {
  const fh = await open(p, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
