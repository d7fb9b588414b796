/**
 * Before any worker starts: what `npm start` serves is built once, when stale (scripts/start.mjs
 * --build-only: dist/, dist-ssr/, dist-server/), so that the workers' servers (worker-server.ts)
 * start from the same bundle instead of racing to build it; and a folder for their data folders,
 * removed with everything in it when the run ends, even after a worker that crashed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../support/build-site';

export default function globalSetup(): () => void {
  buildSite('e2e servers');
  const run = mkdtempSync(path.join(os.tmpdir(), 'tucasa-e2e-'));
  // Workers start after the global setup, with its environment.
  process.env.E2E_RUN_DIR = run;
  return () => rmSync(run, { recursive: true, force: true });
}
