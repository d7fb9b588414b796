/**
 * Before the API suites' workers start: the website and its server render built when stale
 * (tests/support/build-site.ts), for the suites that serve the real site (page-table,
 * server-render). They built it themselves before, twice per run, and the suite runs on SQLite and
 * PostgreSQL: about 100 CPU-seconds of `npm test` (issue 30).
 */
import { buildSite } from '../support/build-site';

export default function globalSetup(): void {
  buildSite('API suites');
}
