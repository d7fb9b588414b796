// Which API test files run on which database and which file store: the suite on PostgreSQL
// (scripts/test-postgres.ts) leaves out those whose behaviour does not depend on the engine; the
// storage suite (scripts/test-s3.ts) is the files that store uploads; scripts/test-node24.ts runs
// each file once, on the engine and store that matter to it.

/**
 * The API suites whose behaviour does not depend on the database engine, run on SQLite only (issue
 * 30): every route, query, migration, lock, cache and throttle runs here again, not what is the same
 * whatever holds the rows.
 */
export const ENGINE_FREE = [
  // `npm run backup` copies DATA_DIR's SQLite file, and refuses a PostgreSQL database (tested in the
  // default run); pg_dump backs that one up (docs/backups.md, "With PostgreSQL").
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

/**
 * The API tests that store files, run against an S3-compatible bucket (issue 14, decision 020).
 * Left out: crash.test.ts and trash.test.ts reach into DATA_DIR/uploads throughout; the few tests of
 * these files that do are declared on the local folder only (tests/api/stored-files.ts onLocalDisk).
 * The sweep and removal on a bucket are in file-stores.test.ts.
 */
export const S3_FILES = [
  'pdf',
  'og-images',
  'backup-archive',
  'list-picture-details',
  'animated-images',
  'trash-files',
  'save-data',
  'continuous-backup',
  'backup-drill',
].map((name) => `tests/api/${name}.test.ts`).concat(
  // The kinds' own, in their folders (decision 033).
  ['books', 'settings', 'leaders', 'summits', 'announcements', 'albums'].map((kind) => `tests/${kind}/${kind}.api.test.ts`).concat('tests/albums/video-posters.api.test.ts'),
);

/**
 * The API files that neither the engine nor the file store changes (ENGINE_FREE but S3_FILES): what
 * they test is the server's own work in its process (its start and stop, sockets, headers, limits,
 * `npm run backup` and `doctor`), on SQLite and a local folder. `npm test` runs them once, on Node 24
 * (scripts/test-node24.ts), the Node a production server runs them on; its Vitest phase on Node 20
 * leaves them out (scripts/test.ts), which is 75-80 of its CPU-seconds (decision 037).
 * `npx vitest run --project api` still runs every file on this machine's Node.
 */
export const NODE24_ONLY = ENGINE_FREE.filter((file) => !S3_FILES.includes(file));

/** Vitest's arguments for the API suite on PostgreSQL (TEST_POSTGRES_URL set): all but ENGINE_FREE, and what only PostgreSQL has. */
export const postgresSuite = (extra: string[]): string[] => ['run', '--project', 'api', '--project', 'postgres', ...ENGINE_FREE.flatMap((file) => ['--exclude', file]), ...extra];

export interface SuiteRun {
  /** Vitest's arguments. */
  args: string[];
  postgres: boolean;
  s3: boolean;
}

/**
 * The API suite as a production server meets it, each file once (scripts/test-node24.ts): on
 * PostgreSQL but ENGINE_FREE, on SQLite; with its uploads in a bucket where it stores files
 * (S3_FILES), else in DATA_DIR. With what only PostgreSQL has (the `postgres` project).
 */
export function productionRuns(): SuiteRun[] {
  const s3 = (file: string) => S3_FILES.includes(file);
  const sqlite = (files: string[]) => ['run', '--project', 'api', ...files];
  const excluding = (files: string[]) => files.flatMap((file) => ['--exclude', file]);
  return [
    { args: sqlite(ENGINE_FREE.filter((file) => !s3(file))), postgres: false, s3: false },
    { args: sqlite(ENGINE_FREE.filter(s3)), postgres: false, s3: true },
    { args: postgresSuite(excluding(S3_FILES)), postgres: true, s3: false },
    { args: ['run', '--project', 'api', ...excluding(ENGINE_FREE), ...S3_FILES.filter((file) => !ENGINE_FREE.includes(file))], postgres: true, s3: true },
  ];
}
