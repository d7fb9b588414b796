/**
 * Where the continuous backup goes (BACKUP_URL, decision 031): a folder (a second disk, a mounted
 * share) or a bucket, as two stores of flat names: `files/` holds every upload once, under its own
 * name (names are never reused, so a name is the same bytes forever), and `states/` the database's
 * states, each a compressed snapshot and its manifest.
 */
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupConfig } from '../config.js';
import { s3Store } from '../files/s3.js';
import { syncPath } from '../durable.js';
import { folderStore, type FileStore } from '../files/stores.js';

export interface BackupTarget {
  files: FileStore;
  states: FileStore;
  /** BACKUP_URL, for messages. */
  where: string;
  close(): void;
}

/** Writes are copies (never moves: the source is the live upload), durable and whole or absent. */
function copyingFolder(dir: string): FileStore {
  const partial = (name: string) => path.join(dir, `.${path.basename(name)}.partial`);
  const store = folderStore(dir, async (name, from) => {
    await mkdir(dir, { recursive: true });
    const temp = partial(name);
    try {
      if ('file' in from) await copyFile(from.file, temp);
      else await writeFile(temp, from.data);
      await syncPath(temp);
      await rename(temp, path.join(dir, path.basename(name)));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncPath(dir);
  });
  return {
    ...store,
    // A copy cut short by a crash is left as a dot-file: never listed, replaced by the next copy.
    list: async () => (await store.list().catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))).filter((n) => !n.startsWith('.')),
  };
}

export function openTarget(backup: Pick<BackupConfig, 'url' | 'folder' | 'bucket'>): BackupTarget {
  if (backup.folder) {
    return { files: copyingFolder(path.join(backup.folder, 'files')), states: copyingFolder(path.join(backup.folder, 'states')), where: backup.url, close() {} };
  }
  const bucket = backup.bucket!;
  const files = s3Store({ ...bucket, prefix: `${bucket.prefix}files/` });
  const states = s3Store({ ...bucket, prefix: `${bucket.prefix}states/` });
  return {
    files,
    states,
    where: backup.url,
    close() {
      files.close();
      states.close();
    },
  };
}
