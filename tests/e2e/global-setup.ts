/**
 * Before any worker starts: what `npm start` serves is built once, when stale (scripts/start.mjs
 * --build-only: dist/, dist-ssr/, dist-server/), so that the workers' servers (worker-server.ts)
 * start from the same bundle instead of racing to build it; and a folder for their data folders,
 * removed with everything in it when the run ends, even after a worker that crashed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export default function globalSetup(): () => void {
  // STATIC_DIR unset: the website is built into dist/, which the servers serve.
  const env = { ...process.env };
  delete env.STATIC_DIR;
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The build for the e2e servers failed (exit ${build.status ?? build.signal}).`);
  const run = mkdtempSync(path.join(os.tmpdir(), 'tucasa-e2e-'));
  // Workers start after the global setup, with its environment.
  process.env.E2E_RUN_DIR = run;
  return () => rmSync(run, { recursive: true, force: true });
}
