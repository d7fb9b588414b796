// The automatic backups a restore keeps of the state it replaces (decision 023), in
// DATA_DIR/backups: written before every restore, the newest few kept, listed and downloaded from
// the Backup screen, restorable like any backup.
import { createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { planArchive, streamArchive } from './archive.js';

/** Automatic backups kept in DATA_DIR/backups (the newest; older ones are removed). */
export const KEPT_AUTOMATIC_BACKUPS = 3;

/** Writes the current state as DATA_DIR/backups/before-restore-<time>.tar, durably, keeping the newest few. */
export async function saveAutomaticBackup(dataDir: string, now: Date): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `before-restore-${now.toISOString().replace(/[:.]/g, '-')}.tar`;
  const partial = path.join(dir, `${name}.partial`);
  try {
    await pipeline(streamArchive(dataDir, await planArchive(dataDir, now)), createWriteStream(partial, { mode: 0o600 }));
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
