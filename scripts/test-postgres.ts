// The API test suite against PostgreSQL 15 (issue 14): starts a throw-away cluster
// (scripts/postgres.ts), runs `vitest --project api` with each test server on a database of its
// own there, and stops the cluster after, whatever the outcome. Extra arguments go to vitest
// (a file, -t NAME).
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.js';

const postgres = await startPostgres();
let status: number;
try {
  // Not backup.test.ts: `npm run backup` copies DATA_DIR's SQLite file, and refuses a PostgreSQL
  // database (tested in the default run); pg_dump backs that one up (README, "Running at scale").
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'postgres', '--exclude', 'tests/api/backup.test.ts', '--exclude', 'tests/api/backup-archive.test.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRES_URL: postgres.url },
  });
  status = run.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
