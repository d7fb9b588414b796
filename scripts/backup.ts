// `npm run backup -- DIR`: a consistent copy of DATA_DIR (database, uploads, token secret) into the
// new folder DIR, while the server keeps running and taking writes (server/backup/folder.ts says how).
import path from 'node:path';
import { backup } from '../server/backup/folder.js';
import { systemClock } from '../server/clock.js';
import { loadConfig } from '../server/config.js';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npm run backup -- DIR   (DIR must be new or empty; DATA_DIR is read from the environment)');
  process.exit(2);
}
const { dataDir, databaseUrl } = loadConfig(process.env, { staticDir: null });
if (databaseUrl) {
  // This copies DATA_DIR's SQLite file; PostgreSQL has its own tools (docs/backups.md).
  console.error('DATABASE_URL names PostgreSQL: back its database up with pg_dump (and restore it with pg_restore); docs/backups.md.');
  process.exit(2);
}
const target = path.resolve(dir);
// A file deleted in the instant between the two passes over the uploads: a new attempt has it right.
for (let attempt = 1; ; attempt += 1) {
  try {
    const manifest = await backup(dataDir, target, systemClock());
    console.log(`Backed up ${dataDir} into ${target}: the database and ${Object.keys(manifest.files).length} files.`);
    break;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (attempt >= 3 || !message.startsWith('Files deleted while the backup ran')) {
      console.error(`Backup failed: ${message}`);
      process.exit(1);
    }
  }
}
