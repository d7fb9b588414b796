/**
 * Before any worker starts: what `npm start` serves is built once, when stale (scripts/start.mjs
 * --build-only: dist/, dist-ssr/, dist-server/), so that the workers' servers (worker-server.ts)
 * start from the same bundle instead of racing to build it; and a folder for their data folders,
 * removed with everything in it when the run ends, even after a worker that crashed.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, ROOT, SITE_DIR } from '../support/build-site';

/** The site's built worker, which offline.spec.ts rewrites for one test to deploy a new version. */
export const BUILT_WORKER = path.join(SITE_DIR, 'sw.js');
/**
 * The built worker as it was, kept by that test while it runs and moved back after it. A run stopped
 * during the test (Ctrl-C, or npm test stopping the suites when a static check fails) leaves it
 * here, and the rewritten worker in the build, newer than its sources: it is moved back before the
 * next run, or the test would find no new version to deploy in every later run.
 */
export const KEPT_WORKER = path.join(ROOT, 'node_modules', '.cache', 'tucasa-e2e', 'sw.js');

/** Puts the kept worker back in the build (the test's end, or the next run's start). */
export function restoreBuiltWorker(): void {
  if (!existsSync(KEPT_WORKER)) return;
  // A build removed since is made again whole: the copy is not needed then.
  if (existsSync(SITE_DIR)) renameSync(KEPT_WORKER, BUILT_WORKER);
  else rmSync(KEPT_WORKER);
}

/** Keeps the built worker aside, for restoreBuiltWorker. */
export function keepBuiltWorker(): void {
  mkdirSync(path.dirname(KEPT_WORKER), { recursive: true });
  copyFileSync(BUILT_WORKER, KEPT_WORKER);
}

export default function globalSetup(): () => void {
  restoreBuiltWorker();
  buildSite('e2e servers');
  const run = mkdtempSync(path.join(os.tmpdir(), 'tucasa-e2e-'));
  // Workers start after the global setup, with its environment.
  process.env.E2E_RUN_DIR = run;
  return () => rmSync(run, { recursive: true, force: true });
}
