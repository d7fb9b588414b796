// Two instances of the built server behind nginx on one throw-away PostgreSQL and one s3rver bucket
// (issue 14, tests/scale/), and one behind Caddy (issue 46): builds the site and the server when
// stale, installs nginx and Caddy from Debian's packages when they are missing, starts the cluster
// (scripts/postgres.ts), runs the scale project, and stops the cluster after, whatever the outcome.
// Extra arguments go to vitest.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { withPostgres } from './postgres.js';

// Debian's nginx and Caddy, for the two front ends deploy/ offers.
const missing = [
  ['/usr/sbin/nginx', 'nginx'],
  ['/usr/bin/caddy', 'caddy'],
].filter(([binary]) => !existsSync(binary!)).map(([, pkg]) => pkg!);
if (missing.length) {
  console.log(`Installing ${missing.join(' and ')} from Debian packages…`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
// What is stale only (scripts/start.mjs): after the e2e suite, whose global setup built the same, nothing.
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

process.exit(await withPostgres(['npx', 'vitest', 'run', '--project', 'scale', ...process.argv.slice(2)], { TEST_SCALE: '1' }));
