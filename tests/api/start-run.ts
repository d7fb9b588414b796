// `npm start`'s command run to its end in a test, as a user starts it (tests/api/start-failures.test.ts,
// tests/postgres/start-failure.test.ts): what it printed and how it exited.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { startEnv } from './fake-site.js';
import { removeDir } from './helpers.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];
/** A line of a stack trace. */
export const STACK = /^\s+at /m;

export function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-fail-'));
  dirs.push(dir);
  return dir;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm start`'s command with these settings (on a fresh DATA_DIR, SQLite, unless they say otherwise), run to its end. */
export async function start(env: Record<string, string>): Promise<Run> {
  const proc = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: startEnv({ STATIC_DIR: '', PORT: String(await freePort()), DATA_DIR: tempDir(), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => proc.once('close', resolve));
  return { code, stdout, stderr };
}

/** The run stopped with exactly these two lines on standard error (each matched), no stack, exit 1. */
/** Two lines, no stack, and `exitCode`: 1 when a start again may succeed, LASTING_FAILURE_EXIT when it cannot. */
export function expectTwoLines(run: Run, cause: string | RegExp, fix: string | RegExp, exitCode = 1) {
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(2);
  expect(lines[0]).toMatch(typeof cause === 'string' ? `The server could not start: ${cause}` : cause);
  expect(lines[1]).toMatch(fix);
  expect(run.stderr + run.stdout).not.toMatch(STACK);
  expect(run.code).toBe(exitCode);
}

/**
 * npm start builds the server when dist-server/ is stale: once, before a file's tests, so that none
 * pays for it (or, run as another user, cannot write it). A bad PORT stops it right after.
 */
export function buildServerOnce() {
  spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, STATIC_DIR: '', PORT: 'x', NODE_OPTIONS: '' }, timeout: 60_000 });
}

const asRoot = process.getuid?.() === 0;
const immutable: string[] = [];

/**
 * Makes `dir` a folder the server's user cannot write. Root writes whatever the mode, but not in an
 * immutable folder (chattr +i). Issue 45: the test ran the server as `nobody` instead, who could not
 * read a checkout kept in a private folder (mode 700, as `mktemp -d` and many homes are).
 */
export function unwritable(dir: string) {
  chmodSync(dir, 0o555);
  if (!asRoot) return;
  const made = spawnSync('chattr', ['+i', dir], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`chattr +i ${dir} failed (${made.error?.message ?? made.stderr.trim()}): as root, only an immutable folder is unwritable.`);
  immutable.push(dir);
}

/** Removes the folders tempDir made (after a file's tests). */
export function removeTempDirs() {
  for (const dir of immutable.splice(0)) spawnSync('chattr', ['-i', dir]);
  for (const dir of dirs.splice(0)) {
    chmodSync(dir, 0o755);
    removeDir(dir);
  }
}

