// The servers `npm run bench:api` measures, each a process of its own on loopback: the site as
// `npm start` runs it (compiled JavaScript, the built website, demo content seeded first) and a bare
// Fastify "hello world", the ceiling this machine and Node give any server of ours.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Whether the servers run on CPU 0 and the load generator on the others (taskset, Linux): a server
 * then has a core to itself, and which of them the scheduler puts next to the load generator no
 * longer decides its rate. On this 2-core machine, unpinned, one build of the server measured 58 %
 * and 43 % of the bare server's rate in two runs a minute apart; pinned, 67 % both times.
 */
export const pinning = os.availableParallelism() >= 2 && (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The load generator's CPUs (taskset's list), taken before it is pinned: its parallelism is then one. */
export const loadGeneratorCpus = `1-${os.availableParallelism() - 1}`;

/** This process (the load generator) and the threads it starts from now on, off the servers' CPU. */
export function pinLoadGenerator() {
  if (pinning) execFileSync('taskset', ['-a', '-p', '-c', loadGeneratorCpus, String(process.pid)], { stdio: 'ignore' });
}

/** `node args` as a child, on CPU 0 when `pin` and pinning: taskset starts the program in its own place (one PID). */
function spawnServer(args: string[], options: Parameters<typeof spawn>[2], pin = false): ChildProcess {
  return pin && pinning ? spawn('taskset', ['-c', '0', process.execPath, ...args], options) : spawn(process.execPath, args, options);
}

export interface Running {
  base: string;
  process: ChildProcess;
  /** Ends it with SIGTERM (the site closes gracefully: a --cpu-prof profile is written) and waits. */
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

async function ready(child: ChildProcess, url: string) {
  for (let i = 0; ; i += 1) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    if (i > 3000 || child.exitCode !== null) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function runScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`))));
  });
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** A bare Fastify with one route answering {"hello":"world"}: no plugins, no database. */
export async function startHello(pin = false): Promise<Running> {
  const port = await freePort();
  const child = spawnServer(['--input-type=module', '-e', HELLO], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] }, pin);
  const base = `http://127.0.0.1:${port}`;
  await ready(child, `${base}/`);
  return { base, process: child, stop: stopper(child) };
}

export interface SiteOptions {
  dataDir: string;
  databaseUrl?: string;
  admin: { email: string; password: string };
  /** A folder for the server's CPU profile (node --cpu-prof), written when it stops. */
  profileDir?: string;
  /** Seed the demo content first (default); false for a data folder already filled. */
  seed?: boolean;
  /** On CPU 0 (pinLoadGenerator). */
  pin?: boolean;
  /** Settings over the ones below. */
  env?: Record<string, string>;
}

/** Seeds the demo content (scripts/seed-demo.ts) unless told not to, then starts `node scripts/start.mjs` on it, which builds what is missing or stale. */
export async function startSite(options: SiteOptions): Promise<Running> {
  const port = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    // Warnings only unless BENCH_LOG_LEVEL says otherwise: at `info` (npm start's default) a line a
    // request, sent nowhere then (a file or journald would cost more again).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // 50 connections from one loopback address stand for 50 visitors: no per-address cap.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...options.env,
  };
  if (options.seed !== false) await runScript('scripts/seed-demo.ts', env);
  const nodeOptions = options.profileDir ? `--cpu-prof --cpu-prof-dir=${options.profileDir}` : '';
  const child = spawnServer([...(nodeOptions ? nodeOptions.split(' ') : []), 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', env.LOG_LEVEL === 'warn' ? 'inherit' : 'ignore', 'inherit'],
  }, options.pin);
  const base = `http://127.0.0.1:${port}`;
  await ready(child, `${base}/healthz`);
  return { base, process: child, stop: stopper(child) };
}
