/**
 * What `npm start` serves, built once before a suite's workers start, when stale (scripts/start.mjs
 * --build-only: dist/, dist-ssr/, dist-server/). In `npm test` the static step has built it already,
 * so each suite's call finds nothing to do; a suite run alone builds what its sources changed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The website's build; its server render's bundle is beside it, in dist-ssr/ (server/web/render.ts). */
export const SITE_DIR = path.join(ROOT, 'dist');

export function buildSite(suite: string): void {
  // STATIC_DIR unset: the website is built into dist/. NODE_ENV unset: Vitest sets it to `test`,
  // under which Vite builds React's development JSX (a render bundle that fails with "jsxDEV is not
  // a function", and the e2e servers and `npm start` would serve that build).
  const env = { ...process.env };
  delete env.STATIC_DIR;
  delete env.NODE_ENV;
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--build-only'], { cwd: ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The build for the ${suite} failed (exit ${build.status ?? build.signal}).`);
}
