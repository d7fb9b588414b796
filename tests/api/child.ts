// The real server as a child process (`node dist-server/main.js`, what `npm start` runs), for what
// only a process can show: a kill, a signal, an exit code. Every child started here is killed by killChildren().
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.js';
import { filesOf } from '../../server/files/storage.js';
import { ADMIN, databaseFor, removeDir } from './helpers.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Child {
  proc: ChildProcess;
  port: number;
  base: string;
  /** What the process wrote on stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Asks it to stop (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

export interface ChildOptions {
  /**
   * What to run: the built server (by default: the API suites' global setup builds it when stale,
   * and it starts on less CPU than its sources through tsx, 1.7 CPU-s to its first answer instead of
   * 2.5), or `npm start`'s script (it builds the server, and the website unless STATIC_DIR is empty,
   * when stale, and runs them).
   */
  entry?: 'dist-server/main.js' | 'scripts/start.mjs';
  /** A port chosen beforehand (e.g. one a website was built to call); else a free one. */
  port?: number;
}

/**
 * How long a child server may take to answer first. Generous: a second or two alone, but 45 s were
 * not enough once on 2 cores at load 17 (stop 35's last CI run, the PostgreSQL phase beside the
 * story screenshots and the e2e browsers). A bound on waiting, not a retry.
 */
export const CHILD_START_MS = 90_000;

/** Starts the server on DATA_DIR `dataDir` and a loopback port; resolves once it answers. */
export async function startChild(dataDir: string, env: Record<string, string> = {}, options: ChildOptions = {}): Promise<Child> {
  const port = options.port ?? (await freePort());
  const entry = options.entry ?? 'dist-server/main.js';
  const proc = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Under scripts/test-postgres.ts, the folder's PostgreSQL database, as an in-process server has.
      DATABASE_URL: (await databaseFor(dataDir)) ?? '',
      STATIC_DIR: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => {
      running.delete(proc);
      resolve({ code, signal });
    }),
  );
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    await exited;
  };
  const child: Child = { proc, port, base: `http://127.0.0.1:${port}`, output: () => out, exited, stop };
  const deadline = Date.now() + CHILD_START_MS;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`the server exited at start:\n${out}`);
    try {
      if ((await fetch(`${child.base}/api/settings`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${CHILD_START_MS / 1000} s:\n${out}`);
    await sleep(100);
  }
}

/** Waits for the child to exit, failing after `ms`. */
export async function exitOf(child: Child, ms = 15_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms:\n${child.output()}`)), ms);
  });
  try {
    return await Promise.race([child.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Kills every child still running (afterAll, and after a failed test). */
export async function killChildren() {
  const waits = [...running].map((p) => new Promise((resolve) => {
    p.once('exit', resolve);
    p.kill('SIGKILL');
  }));
  await Promise.all(waits);
}

/** Stops a front server the test started (nginx, Caddy) with its own signal, and waits for it. */
export async function stopProcess(proc: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill(signal);
  await exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loginTo(child: Child): Promise<string> {
  const res = await fetch(`${child.base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

// Every column that holds stored paths, read here from the tables themselves (not through the server).
const PATH_COLUMNS: Array<[table: string, column: string, list: boolean]> = [
  ['posts', 'image', false],
  ['posts', 'attachment', false],
  ['media', 'media_files', true],
  ['leaders', 'image', false],
  ['books', 'image', false],
  ['books', 'reading_plan', false],
  ['summits', 'outfit_image', false],
  ['summits', 'timetable', false],
  ['summits', 'posters', true],
  ['settings', 'hero_background_image', false],
];

export interface DiskState {
  /** Stored paths the rows refer to. */
  referenced: string[];
  /** Files in uploads/ that no row refers to (variants included). */
  orphans: string[];
  /** Files the rows refer to (variants included) that are missing. */
  missing: string[];
  /** Files left in DATA_DIR/tmp. */
  temps: string[];
}

/** The stored paths the rows of a DATA_DIR's database name, read without changing its files. */
async function referencedPaths(dataDir: string): Promise<string[]> {
  const values: Array<[value: string | null, list: boolean]> = [];
  const url = await databaseFor(dataDir);
  if (url) {
    const client = new pg.Client(url);
    await client.connect();
    try {
      for (const [table, column, list] of PATH_COLUMNS) {
        const { rows } = await client.query<{ v: string | null }>(`select ${column} as v from ${table}`);
        values.push(...rows.map((row): [string | null, boolean] => [row.v, list]));
      }
    } finally {
      await client.end();
    }
  } else {
    // SQLite: read from a copy (with its WAL), so a crashed server's files are looked at as they
    // are, without recovering them in place.
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'tucasa-copy-'));
    try {
      for (const f of ['tucasa.db', 'tucasa.db-wal']) {
        if (existsSync(path.join(dataDir, f))) copyFileSync(path.join(dataDir, f), path.join(scratch, f));
      }
      const db = new SQLite(path.join(scratch, 'tucasa.db'));
      try {
        for (const [table, column, list] of PATH_COLUMNS) {
          const rows = db.prepare(`select ${column} as v from ${table}`).all() as Array<{ v: string | null }>;
          values.push(...rows.map((row): [string | null, boolean] => [row.v, list]));
        }
      } finally {
        db.close();
      }
    } finally {
      removeDir(scratch);
    }
  }
  return values.flatMap(([v, list]) => (v === null ? [] : list ? (JSON.parse(v) as string[]) : [v]));
}

/** What DATA_DIR holds, rows against files. */
export async function diskState(dataDir: string): Promise<DiskState> {
  const referenced = await referencedPaths(dataDir);
  const expected = new Set(referenced.flatMap((p) => filesOf(dataDir, p)).map((f) => path.basename(f)));
  const onDisk = readdirSync(path.join(dataDir, 'uploads'));
  const tmp = path.join(dataDir, 'tmp');
  return {
    referenced,
    orphans: onDisk.filter((f) => !expected.has(f)),
    missing: [...expected].filter((f) => !onDisk.includes(f)),
    temps: existsSync(tmp) ? readdirSync(tmp) : [],
  };
}
