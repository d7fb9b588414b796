/**
 * Before any worker starts: what `npm start` serves is built once, when stale (scripts/start.mjs
 * --build-only: dist/, dist-ssr/, dist-server/), so that the workers' servers (worker-server.ts)
 * start from the same bundle instead of racing to build it; and a folder for their data folders,
 * removed with everything in it when the run ends, even after a worker that crashed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, SITE_DIR } from '../support/build-site';

/**
 * The version offline.spec.ts deploys by rewriting the built worker (dist/sw.js) for one test, and
 * puts back after it. A run stopped during that test (Ctrl-C, or npm test stopping the suites when a
 * static check fails) leaves it there, and the build newer than its sources: the site is then built
 * again, or that test would find no new version to deploy in every later run.
 */
export const NEXT_WORKER_VERSION = 'e2e0next0000';

export default function globalSetup(): () => void {
  const worker = path.join(SITE_DIR, 'sw.js');
  if (existsSync(worker) && readFileSync(worker, 'utf8').includes(NEXT_WORKER_VERSION)) rmSync(SITE_DIR, { recursive: true, force: true });
  buildSite('e2e servers');
  const run = mkdtempSync(path.join(os.tmpdir(), 'tucasa-e2e-'));
  // Workers start after the global setup, with its environment.
  process.env.E2E_RUN_DIR = run;
  return () => rmSync(run, { recursive: true, force: true });
}
