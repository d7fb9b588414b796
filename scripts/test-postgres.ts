// The API test suite against PostgreSQL 15 (issue 14): starts a throw-away cluster
// (scripts/postgres.ts), runs `vitest --project api` (less ENGINE_FREE) and `--project postgres`
// with each test server on a database of its own there, and stops the cluster after, whatever the
// outcome. Extra arguments go to vitest (a file, -t NAME).
import { postgresSuite } from './api-suites.js';
import { withPostgres } from './postgres.js';

process.exit(await withPostgres(['npx', 'vitest', ...postgresSuite(process.argv.slice(2))]));
