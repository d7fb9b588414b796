// The copy of an SQLite database kept before a start applies migrations to it (issue 46): the way
// back from an update whose new version has to be undone, since the previous version refuses a
// database a newer one has migrated (upgrade.ts). Kept in DATA_DIR/backups beside the Backup
// screen's before-restore archives, the newest few.
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { syncPath } from '../durable.js';

/** Snapshots kept before migrations (the newest; older ones are removed). */
export const KEPT_MIGRATION_SNAPSHOTS = 3;

export interface MigrationSnapshot {
  name: string;
  /** Its full path, for the command that puts it back. */
  file: string;
  bytes: number;
  /** When it was taken, ISO 8601. */
  takenAt: string;
  /** The last migration applied to the database when it was taken: the schema it holds. */
  schema: string;
}

// The time as in a before-restore archive's name: ISO 8601 with `:` and `.` made `-`, which
// sorts as the time does and is a valid file name everywhere.
const NAME = /^before-migration-(.+)-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.db$/;

const backupsOf = (dataDir: string) => path.join(dataDir, 'backups');


/**
 * The snapshots kept before migrations, newest first: what `npm run doctor` lists, and what the
 * docs/on-a-server.md puts back to undo an update.
 */
export async function listMigrationSnapshots(dataDir: string): Promise<MigrationSnapshot[]> {
  const dir = backupsOf(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = await Promise.all(
    names.map(async (name): Promise<MigrationSnapshot | null> => {
      const m = NAME.exec(name);
      if (!m) return null;
      const [, schema, day, hours, minutes, seconds, ms] = m;
      const file = path.join(dir, name);
      return { name, file, bytes: (await stat(file)).size, takenAt: `${day}T${hours}:${minutes}:${seconds}.${ms}Z`, schema: schema! };
    }),
  );
  return found.filter((s) => s !== null).sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

/**
 * Copies the open database into DATA_DIR/backups/before-migration-<schema>-<time>.db with SQLite's
 * online backup, on disk before it is given its name (the migrations run next, and a power cut
 * during them must not leave a snapshot cut short), then removes all but the newest few.
 * Returns its path.
 */
export async function snapshotBeforeMigration(sqlite: SQLite.Database, dataDir: string, schema: string, now: Date): Promise<string> {
  const dir = backupsOf(dataDir);
  // Its owner's eyes only, as the Backup screen's archives: it holds the accounts' password hashes.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `before-migration-${schema}-${now.toISOString().replace(/[:.]/g, '-')}.db`);
  const partial = `${file}.partial`;
  try {
    // In one step, as snapshotDatabase (backup/folder.ts); nothing else writes at this point of a start.
    await sqlite.backup(partial, { progress: () => 1 << 30 });
    await syncPath(partial);
    await rename(partial, file);
    await syncPath(dir);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  for (const old of (await listMigrationSnapshots(dataDir)).slice(KEPT_MIGRATION_SNAPSHOTS)) await rm(old.file, { force: true });
  return file;
}
