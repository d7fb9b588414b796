// `npm run test:node24` (issue 46): the server on Node 24 LTS, the Node recommended for production,
// while the other phases run on this machine's Node 20. Node 24, and better-sqlite3 compiled for it,
// come from scripts/node24.ts; then on Node 24:
// 1. `npm start`'s command (scripts/start.mjs) on a fresh DATA_DIR answers /healthz, /readyz (the
//    database and the folder), /api/settings and the home page (its server render), and exits 0 on
//    SIGTERM;
// 2. the API suite as a production server meets it, each file once (scripts/api-suites.ts,
//    productionRuns): on a throw-away PostgreSQL but the files that do not depend on the engine,
//    which run on SQLite; with their uploads on an S3-compatible bucket (s3rver) where they store
//    files. Node 20 runs the whole suite on SQLite and a local folder (npm test's Vitest phase), so
//    every file runs on both Nodes, both engines where the engine matters, and both stores where the
//    store does. Extra arguments (a file, -t NAME) run just those, on SQLite.
// Both run in a copy of the project whose node_modules links every package of this one but
// better-sqlite3, linked to the Node 24 build instead: node_modules itself stays Node 20's, which the
// phases beside this one load meanwhile. The project's files are copied, not linked: Node and Vite
// follow a link to the file's real place and would import better-sqlite3 from there.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { productionRuns } from './api-suites.js';
import { freePort } from './free-port.js';
import { startPostgres } from './postgres.js';
import { startS3, testStorageEnv } from './s3rver.js';
import { installNode24, NODE24_VERSION, type Node24 } from './node24.js';
import { projectCopy } from './project-copy.js';

/** How long the server may take to answer first: a second or two alone, much more on 2 busy cores (tests/api/child.ts). */
const START_MS = 90_000;
/** How long it may take to stop once told to: it finishes what it was answering, then closes the database. */
const STOP_MS = 30_000;

/**
 * The project as it is now, run by Node 24: every package linked but better-sqlite3, whose
 * JavaScript is copied, so that Node, which follows a link to the file's real place, finds its
 * dependencies (`bindings`) in this node_modules and not beside the cached build; its compiled build/
 * linked from the cache.
 */
function copyProject(node24: Node24): string {
  const dir = projectCopy('tucasa-node24-', { withScreenshots: false, except: ['better-sqlite3'] });
  const sqlite = path.join(dir, 'node_modules', 'better-sqlite3');
  mkdirSync(sqlite);
  for (const name of ['package.json', 'lib']) cpSync(path.join(node24.betterSqlite3, name), path.join(sqlite, name), { recursive: true });
  symlinkSync(path.join(node24.betterSqlite3, 'build'), path.join(sqlite, 'build'));
  return dir;
}

/** The child running now, told of an interrupt: its end lets this script remove its folders. */
let current: ChildProcess | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => current?.kill(signal));

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

/** Runs `command` in `cwd`, its output straight through; resolves to its exit code. */
async function runIn(cwd: string, env: NodeJS.ProcessEnv, command: string[]): Promise<number> {
  const child = spawn(command[0]!, command.slice(1), { cwd, env, stdio: 'inherit' });
  current = child;
  return (await exitOf(child)).code ?? 1;
}

/** Resolves with `what` after `ms`, so that a wait can be bounded; unref'd, it keeps nothing alive. */
const after = <T>(ms: number, what: T) => new Promise<T>((resolve) => setTimeout(() => resolve(what), ms).unref());

/** `npm start` on Node 24: its first answers, then its stop. Throws with what the server printed when one fails. */
async function checkStart(dir: string, node: string, env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-node24-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env };
  // The website served from dist/ (STATIC_DIR unset) in production mode (NODE_ENV unset), as `npm start` runs for a user.
  delete serverEnv.STATIC_DIR;
  delete serverEnv.NODE_ENV;
  const server = spawn(node, ['scripts/start.mjs'], {
    cwd: dir,
    env: { ...serverEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '', LOG_FORMAT: 'json', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  current = server;
  let output = '';
  let errors = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => {
    output += d.toString();
    errors += d.toString();
  });
  const exited = exitOf(server);
  const started = performance.now();
  try {
    // Asked until it answers (the port opens once the database is migrated and the first admin made).
    const deadline = started + START_MS;
    for (;;) {
      const answer = await Promise.race([fetch(`${base}/healthz`, { signal: AbortSignal.timeout(START_MS) }).then((res) => res.status, () => undefined), exited.then(() => 'exited' as const)]);
      if (answer === 'exited') throw new Error('the server exited before it answered');
      if (answer !== undefined) break;
      if (performance.now() > deadline) throw new Error(`no answer within ${START_MS / 1000} s`);
      await sleep(100);
    }
    const answered = ((performance.now() - started) / 1000).toFixed(1);
    for (const probe of ['/healthz', '/readyz']) {
      const res = await fetch(`${base}${probe}`);
      if (res.status !== 200) throw new Error(`${probe} answered ${res.status}`);
    }
    const settings = await fetch(`${base}/api/settings`);
    if (settings.status !== 200 || typeof (await settings.json()) !== 'object') throw new Error(`/api/settings answered ${settings.status}`);
    // The home page's server render (dist-ssr/, React) and the content it read: more than the empty root.
    const home = await fetch(`${base}/`);
    const html = await home.text();
    if (home.status !== 200 || /<div id="root"><\/div>/.test(html)) throw new Error(`/ answered ${home.status} without its server render`);
    server.kill('SIGTERM');
    const end = await Promise.race([exited, after(STOP_MS, undefined)]);
    if (!end) throw new Error(`still running ${STOP_MS / 1000} s after SIGTERM`);
    if (end.code !== 0) throw new Error(`SIGTERM ended it with ${end.signal ?? `exit code ${end.code}`}, not exit code 0`);
    // Node's own warnings (a deprecated API, an experimental one) tell of a break in a later Node.
    const warning = /^\(node:\d+\) .*Warning.*$/m.exec(errors);
    if (warning) throw new Error(`it ran with a warning from Node: ${warning[0]}`);
    console.log(`Node ${NODE24_VERSION}: npm start answered in ${answered} s (/healthz, /readyz, /api/settings, /), and exited 0 on SIGTERM.`);
  } catch (error) {
    throw new Error(`npm start on Node ${NODE24_VERSION} failed: ${(error as Error).message}\nWhat it printed:\n${output}`, { cause: error });
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const node24 = installNode24();
const dir = copyProject(node24);
// Node 24 first on PATH: what the server and the tests start as `node` or `npx` runs on it too.
const env = { ...process.env, PATH: `${node24.bin}${path.delimiter}${process.env.PATH}` };
let status = 1;
try {
  await checkStart(dir, node24.node, env);
  const vitest = [node24.node, path.join('node_modules', 'vitest', 'vitest.mjs')];
  const extra = process.argv.slice(2);
  if (extra.length) status = await runIn(dir, env, [...vitest, 'run', '--project', 'api', ...extra]);
  else {
    // One cluster and one bucket for the runs; each test server has its own database and prefix there.
    const [postgres, s3] = await Promise.all([startPostgres(), startS3()]);
    try {
      const codes = [];
      for (const run of productionRuns()) {
        const services = { ...(run.postgres ? { TEST_POSTGRES_URL: postgres.url } : {}), ...(run.s3 ? testStorageEnv(s3) : {}) };
        console.log(`\nNode ${NODE24_VERSION}, ${run.postgres ? 'PostgreSQL' : 'SQLite'}, uploads ${run.s3 ? 'on S3' : 'in DATA_DIR'}:`);
        codes.push(await runIn(dir, { ...env, ...services }, [...vitest, ...run.args]));
      }
      status = codes.find((code) => code !== 0) ?? 0;
    } finally {
      postgres.stop();
      await s3.stop();
    }
  }
} catch (error) {
  console.error((error as Error).message);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
