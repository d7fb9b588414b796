// `npm run restore -- BACKUP [--at TIME] [--replace]`: puts a backup in place of DATA_DIR's data,
// through the one restore the Backup screen uses (server/backup/restore.ts): BACKUP is a folder
// `npm run backup` wrote, an archive (.tar) downloaded from the Backup screen or kept in
// DATA_DIR/backups, or a BACKUP_URL (s3://BUCKET/prefix, or the folder of a continuous backup), whose
// latest state is taken, or its state at TIME (an ISO time with its zone). The server may be running;
// every session ends. Data already there is kept first, as an automatic backup in DATA_DIR/backups,
// never deleted: --replace says to go on when there is some.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';
import { archiveLimits, restoreBackup, type BackupSource } from '../server/backup/restore.js';
import { DB_FILE } from '../server/backup/folder.js';
import { systemClock } from '../server/clock.js';
import { loadConfig, parseBackup } from '../server/config.js';
import { fillFromTarget } from '../server/backup/read.js';
import { parseAt } from '../server/backup/states.js';
import { openTarget } from '../server/backup/target.js';
import { openDatabase, type Db } from '../server/db/index.js';
import { s3Store } from '../server/files/s3.js';
import { chooseStore } from '../server/files/stores.js';

const USAGE = 'usage: npm run restore -- BACKUP [--at 2026-12-06T14:04Z] [--replace]   (BACKUP: a BACKUP_URL, a folder of npm run backup, or a .tar of the Backup screen; DATA_DIR is read from the environment)';
const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const atRaw = atIndex >= 0 ? args.splice(atIndex, 2)[1] : undefined;
const from = args.find((a) => !a.startsWith('--'));
if (!from || (atIndex >= 0 && !atRaw) || args.some((a) => a.startsWith('--') && a !== '--replace')) {
  console.error(USAGE);
  process.exit(2);
}
let at: Date | null = null;
try {
  at = atRaw === undefined ? null : parseAt(atRaw);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const config = loadConfig(process.env, { staticDir: null });
if (config.databaseUrl) {
  // This restores DATA_DIR's SQLite file; PostgreSQL has its own tools (docs/backups.md).
  console.error('DATABASE_URL names PostgreSQL: back its database up with pg_dump (and restore it with pg_restore); docs/backups.md.');
  process.exit(2);
}
const continuous = from.startsWith('s3:') || existsSync(path.join(from, 'states'));
if (at && !continuous) {
  console.error(`--at restores a state of a continuous backup (BACKUP_URL): ${from} is not one.`);
  process.exit(2);
}
const source = continuous ? from : path.resolve(from);
const { dataDir } = config;
const existed = existsSync(dataDir);
if (existsSync(path.join(dataDir, DB_FILE)) && !args.includes('--replace')) {
  console.error(`Restore failed: ${dataDir} already holds data: restore with --replace (it is kept first, as a backup in ${path.join(dataDir, 'backups')}).`);
  process.exit(1);
}
const target = continuous ? openTarget(parseBackup({ ...process.env, BACKUP_URL: from.startsWith('s3:') ? from : path.resolve(from) })!) : null;
let chosen = '';
const what: BackupSource = target
  ? { fill: async (dir) => (chosen = (await fillFromTarget(target, at, dir)).createdAt) }
  : existsSync(source) && statSync(source).isFile()
    ? { archive: createReadStream(source), limits: archiveLimits(config.limits) }
    : { folder: source };
// The uploads go where the server keeps them: DATA_DIR/uploads, or the bucket of STORAGE_URL.
const bucket = config.storage ? s3Store(config.storage) : null;
chooseStore(dataDir, bucket);
// Opened only once the backup has passed its checks: a refused one leaves no database behind.
const opened: Db[] = [];
const open = async () => {
  const db = await openDatabase(config);
  opened.push(db);
  return db;
};
try {
  const { savedAs } = await restoreBackup(what, dataDir, open, systemClock());
  const state = chosen ? ` (its state of ${chosen})` : '';
  console.log(`Restored ${source}${state} into ${dataDir}; the data before it is kept as ${path.join(dataDir, 'backups', savedAs)}. Every session has ended: sign in again.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
  // A refused backup leaves nothing behind: not even the folders made to check it in.
  if (!existed) for (const dir of [path.join(dataDir, 'tmp'), dataDir]) await rmdir(dir).catch(() => undefined);
} finally {
  for (const db of opened) await db.destroy();
  bucket?.close();
  target?.close();
}
