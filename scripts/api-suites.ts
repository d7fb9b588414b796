// Which API test files run on which database: the suite on PostgreSQL (scripts/test-postgres.ts, and
// scripts/test-node24.ts on Node 24) leaves out those whose behaviour does not depend on the engine.

/**
 * The API suites whose behaviour does not depend on the database engine, run on SQLite only (issue
 * 30): every route, query, migration, lock, cache and throttle runs here again, not what is the same
 * whatever holds the rows.
 */
export const ENGINE_FREE = [
  // `npm run backup` copies DATA_DIR's SQLite file, and refuses a PostgreSQL database (tested in the
  // default run); pg_dump backs that one up (README, "Running at scale").
  'backup',
  'backup-archive',
  // The disaster drill restores SQLite states; on PostgreSQL BACKUP_URL takes the files alone
  // (continuous-backup.test.ts has that case).
  'backup-drill',
  // npm run doctor reads an installation through its own settings (its PostgreSQL check is a unit's).
  'doctor',
  // The start command, its build, its banner and log lines, its failures (tests/postgres has the
  // PostgreSQL one); the bundle on PostgreSQL is test:scale's.
  'start',
  'start-failures',
  'start-terminal',
  // SQLite's snapshot and rollback; tests/postgres/upgrades.test.ts has PostgreSQL's.
  'start-upgrades',
  'request-log',
  // Connections, bodies and headers, answered before or beside any query.
  'connections',
  'early-answers',
  'limits',
  'cors',
  'proxy',
  'cache-headers',
  // Files and pictures: the store and sharp, not the rows (trash-files and the resources' own suites run here).
  'pdf',
  'animated-images',
  'og-images',
  'file-stores',
  // The built site's manifest and icons, pictures for a visitor saving data (issue 32): files, no rows.
  'app-manifest',
  'save-data',
].map((name) => `tests/api/${name}.test.ts`);

/** Vitest's arguments for the API suite on PostgreSQL (TEST_POSTGRES_URL set): all but ENGINE_FREE, and what only PostgreSQL has. */
export const postgresSuite = (extra: string[]): string[] => ['run', '--project', 'api', '--project', 'postgres', ...ENGINE_FREE.flatMap((file) => ['--exclude', file]), ...extra];
