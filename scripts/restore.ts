// `npm run restore -- DIR [--replace]`: puts a backup made by `npm run backup` into DATA_DIR, with
// the server stopped. Data already there is kept aside (with --replace), never deleted.
import path from 'node:path';
import { restore } from '../server/backup.js';
import { loadConfig } from '../server/config.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
if (!dir || args.some((a) => a.startsWith('--') && a !== '--replace')) {
  console.error('usage: npm run restore -- DIR [--replace]   (stop the server first; DATA_DIR is read from the environment)');
  process.exit(2);
}
const { dataDir, databaseUrl } = loadConfig(process.env, { staticDir: null });
if (databaseUrl) {
  // This copies DATA_DIR's SQLite file; PostgreSQL has its own tools (README, "Running at scale").
  console.error('DATABASE_URL names PostgreSQL: back its database up with pg_dump (and restore it with pg_restore); README, "Running at scale".');
  process.exit(2);
}
try {
  const { movedAside } = await restore(path.resolve(dir), dataDir, { replace: args.includes('--replace') });
  if (movedAside) console.log(`The data that was in ${dataDir} is now in ${movedAside}.`);
  console.log(`Restored ${path.resolve(dir)} into ${dataDir}. Start the server.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
