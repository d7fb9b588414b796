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
const { dataDir } = loadConfig(process.env, { staticDir: null });
try {
  const { movedAside } = await restore(path.resolve(dir), dataDir, { replace: args.includes('--replace') });
  if (movedAside) console.log(`The data that was in ${dataDir} is now in ${movedAside}.`);
  console.log(`Restored ${path.resolve(dir)} into ${dataDir}. Start the server.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
