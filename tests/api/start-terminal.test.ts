import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { fakeSite, startEnv } from './fake-site.js';
import { removeDir } from './helpers.js';

// `npm start` as a newcomer runs it, in a terminal, and as a service runs it, without one. The
// terminal is a pseudo-terminal from script(1) (util-linux, in Debian's essential bsdutils): the
// server's standard output is a terminal there, and Ctrl+C typed into it stops the server as a
// person's would.

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = fakeSite();
const dirs: string[] = [];
const running = new Set<ChildProcessWithoutNullStreams>();

afterAll(() => {
  // Whatever a failed test left running: its process group, by the id of the process it started.
  for (const proc of running) process.kill(-proc.pid!, 'SIGKILL');
  for (const dir of dirs) removeDir(dir);
  site.remove();
});

interface Started {
  port: number;
  dataDir: string;
  /** What it wrote so far (both streams; a terminal has one), colours, carriage returns and the terminal's echo of Ctrl+C taken out. */
  text(): string;
  /** What it wrote on standard output alone. */
  stdout(): string;
  /** Resolves once the output satisfies `done`; fails if the process ends first, or after `ms`. */
  until(done: (text: string) => boolean, ms?: number): Promise<void>;
  exited: Promise<number | null>;
  proc: ChildProcessWithoutNullStreams;
}

/** `npm start` on a fresh DATA_DIR and the small website, in a terminal or not, in a process group of its own. */
async function npmStart(terminal: boolean, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-term-'));
  dirs.push(dataDir);
  const [command, args] = terminal ? ['script', ['-qfec', 'npm start', '/dev/null']] : ['npm', ['start']];
  const proc = spawn(command, args, {
    cwd: root,
    env: startEnv({ STATIC_DIR: site.dir, DATA_DIR: dataDir, PORT: String(port), ...env }),
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(proc);
  let out = '';
  let stdout = '';
  const waiting = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const check of waiting) check();
  };
  proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  proc.stdout.on('data', onData);
  proc.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    proc.once('close', (code) => {
      running.delete(proc);
      for (const check of waiting) check();
      resolve(code);
    }),
  );
  const text = () => stripVTControlCharacters(out).replace(/\r|\^C/g, '');
  const until = (done: (text: string) => boolean, ms = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`not seen within ${ms} ms:\n${text()}`)), ms);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        waiting.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (done(text())) finish();
        else if (!running.has(proc)) finish(new Error(`it ended first:\n${text()}`));
      };
      waiting.add(check);
      check();
    });
  return { port, dataDir, text, stdout: () => stdout, until, exited, proc };
}

const lines = (text: string) => text.split('\n');

describe('npm start in a terminal', () => {
  it('prints where the website, its admin login and its data are, then one readable line a visitor request', async () => {
    const s = await npmStart(true);
    await s.until((text) => text.includes('Stop with Ctrl+C.'));
    const page = await fetch(`http://127.0.0.1:${s.port}/`);
    expect(page.status).toBe(200);
    // The page was rendered with the home page's reads, made by the server itself.
    expect(await page.text()).toContain('<p id="reads">/api/settings /api/posts</p>');
    const settings = await fetch(`http://127.0.0.1:${s.port}/api/settings`);
    expect(settings.status).toBe(200);
    await settings.arrayBuffer();
    await s.until((text) => / INFO: GET \/api\/settings 200 /.test(text));
    s.proc.stdin.write('\x03'); // Ctrl+C
    await s.exited;

    const text = s.text();
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        `  Website      http://localhost:${s.port}/`,
        `  Admin login  http://localhost:${s.port}/admin-login`,
        `  Database     SQLite, ${path.join(s.dataDir, 'tucasa.db')}`,
        `  Files        folder ${path.join(s.dataDir, 'uploads')}`,
      ]),
    );
    // One line for each request a visitor made, none for the page's own reads, no JSON.
    const requests = lines(text).flatMap((line) => /^\[\d\d:\d\d:\d\d\] INFO: (GET \S+ \d{3}) [\d.]+ ms 127\.0\.0\.1$/.exec(line)?.[1] ?? []);
    expect(requests).toEqual(['GET / 200', 'GET /api/settings 200']);
    expect(text).not.toMatch(/^\{/m);
    expect(text).not.toContain('Server listening at');
    // Ctrl+C stopped the server as SIGINT does (shutdown.ts).
    expect(text).toMatch(/INFO: SIGINT: no new connections/);
  }, 120_000);

  it('writes JSON lines with LOG_FORMAT=json, and no banner', async () => {
    const s = await npmStart(true, { LOG_FORMAT: 'json' });
    await s.until((text) => text.includes('"msg":"Server listening at'));
    s.proc.stdin.write('\x03');
    await s.exited;
    const logged = lines(s.text()).filter((line) => line.startsWith('{'));
    expect(logged.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      `Server listening at http://127.0.0.1:${s.port}`,
      'SIGINT: no new connections; finishing the requests in flight (at most 25 s)',
    ]);
    expect(s.text()).not.toContain('Admin login');
  }, 120_000);
});

describe('npm start without a terminal (a service, a container, CI)', () => {
  it('writes JSON lines as before: no banner, one line a visitor request', async () => {
    const s = await npmStart(false);
    await s.until((text) => text.includes('"msg":"Server listening at'));
    const page = await fetch(`http://127.0.0.1:${s.port}/`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    await s.until((text) => text.includes('"msg":"request completed"'));
    // A service manager stops the whole group (systemd its cgroup, docker stop the container).
    process.kill(-s.proc.pid!, 'SIGTERM');
    await s.exited;

    // npm's own header lines ('> tucasa-site@0.1.0 start'), then nothing but JSON.
    const out = lines(s.stdout()).filter((line) => line.trim() && !line.startsWith('> ') && !line.startsWith('Building the '));
    const logged = out.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(logged.map((line) => [line.msg, line.req?.url])).toEqual([
      [`Server listening at http://127.0.0.1:${s.port}`, undefined],
      ['request completed', '/'],
      ['SIGTERM: no new connections; finishing the requests in flight (at most 25 s)', undefined],
    ]);
  }, 120_000);
});
