// `npm run bench:load`: 50 simulated visitors reading the public pages (HTML, API, pictures) and 2
// admins uploading, editing and deleting, for 60 s against the real server (`npm start`'s, in a
// process of its own, on a temporary DATA_DIR with the demo content). Zero errors is the target;
// the figures go into BENCHMARKS.md. `npm run bench:load -- --soak` runs 10 minutes and samples the
// server's memory every 30 s, to show it does not grow. `-- --crowd`: many connections from one
// address (scripts/bench-crowd.ts). Loopback only, bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './bench-report.js';
import { photo } from './demo-content.js';
import { freePort } from './free-port.js';

if (process.argv.includes('--crowd')) {
  await import('./bench-crowd.js');
  process.exit(process.exitCode ?? 0);
}

const soak = process.argv.includes('--soak');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (soak ? 600 : 60));
const VISITORS = 50;
const ADMINS = 2;
const SAMPLE_MS = soak ? 30_000 : 5_000;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { page: '/', api: ['/api/settings', '/api/posts'] },
  { page: '/gallery', api: ['/api/media'] },
  { page: '/book', api: ['/api/annual-books'] },
  { page: '/calendar', api: ['/api/annual-calendars'] },
  { page: '/chaplency', api: ['/api/chaplaincy-leaders'] },
  { page: '/summit', api: ['/api/summits'] },
];
const ADMIN = { email: 'bench@localhost', password: 'bench-load-password-7f3a' };

function runScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`))));
  });
}

/** The server's resident memory in MB, from /proc (the process is ours, on this machine). */
function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  // 52 clients on one loopback address stand for 52 visitors on as many: no per-address cap.
  MAX_CONNECTIONS_PER_ADDRESS: '0',
};
console.log('Seeding the demo content...');
await runScript('scripts/seed-demo.ts', env);
if (!existsSync(path.join(root, 'dist', 'index.html'))) console.log('Building the website first (npm start does it)...');
const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
const stopServer = () => new Promise<void>((resolve) => {
  if (server.exitCode !== null) return resolve();
  server.once('exit', () => resolve());
  server.kill('SIGTERM');
});
try {
  for (let i = 0; ; i += 1) {
    if (await fetch(`${base}/api/settings`).then((r) => r.ok, () => false)) break;
    if (i > 600 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const times: Record<'html' | 'api' | 'picture' | 'admin', number[]> = { html: [], api: [], picture: [], admin: [] };
  const errors: string[] = [];
  /** Picture URLs of the admins' events, which they delete again. */
  const gone = new Set<string>();
  let vanished = 0;
  const memory: Array<{ second: number; mb: number }> = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function timed(kind: keyof typeof times, url: string, init?: RequestInit): Promise<{ text: () => string; json: () => unknown } | null> {
    const t = performance.now();
    try {
      const res = await fetch(`${base}${url}`, { ...init, headers: { 'accept-encoding': 'br, gzip', ...(init?.headers ?? {}) } });
      const body = await res.arrayBuffer();
      times[kind].push(performance.now() - t);
      if (res.status === 404 && gone.has(url)) {
        // A picture of an event an admin deleted after the visitor's list came: what a reader would see too.
        vanished += 1;
        return null;
      }
      if (!res.ok) {
        errors.push(`${init?.method ?? 'GET'} ${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 120)}`);
        return null;
      }
      const text = () => Buffer.from(body).toString();
      return { text, json: () => JSON.parse(text()) as unknown };
    } catch (error) {
      errors.push(`${init?.method ?? 'GET'} ${url}: ${(error as Error).message}`);
      return null;
    }
  }

  /** A visitor: a page, its API calls, a few of its pictures (their 480 px copies, as a phone takes), a pause. */
  async function visitor(n: number) {
    for (let i = n; performance.now() < until; i += 1) {
      const { page, api } = PAGES[i % PAGES.length]!;
      await timed('html', page);
      for (const url of api) {
        const res = await timed('api', url);
        if (!res) continue;
        const text = res.text();
        const pictures = [...new Set([...text.matchAll(/uploads\/[a-f0-9]{32}-\d+x\d+\.webp/g)].map((m) => m[0]))].slice(0, 4);
        for (const picture of pictures) await timed('picture', `/${picture.replace(/\.webp$/, '-480w.webp')}`);
      }
      await pause(200 + Math.random() * 800);
    }
  }

  /** An admin: uploads an event with a photo, replaces the photo, deletes the event, and again. */
  async function admin(n: number) {
    const login = await timed('admin', '/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = (login?.json() as { token?: string } | undefined)?.token;
    if (!token) return;
    const auth = { authorization: `Bearer ${token}` };
    const pictures = [await photo(`Load ${n} a`, 40 + n * 90, 1600, 1067), await photo(`Load ${n} b`, 80 + n * 90, 1600, 1067)];
    for (let i = 0; performance.now() < until; i += 1) {
      const create = new FormData();
      create.append('event_title', `Load test ${n}.${i}`);
      create.append('media_files', pictures[0]!);
      const made = await timed('admin', '/api/media/create', { method: 'POST', headers: auth, body: create });
      if (!made) continue;
      const item = made.json() as { ID: number; MediaFiles: string[] };
      gone.add(`/${item.MediaFiles[0]!.replace(/\.webp$/, '-480w.webp')}`);
      const edit = new FormData();
      edit.append('event_title', `Load test ${n}.${i}, edited`);
      edit.append('media_files', pictures[1]!);
      edit.append('remove_files', item.MediaFiles[0]!);
      const edited = await timed('admin', `/api/media/${item.ID}`, { method: 'PUT', headers: auth, body: edit });
      for (const file of (edited?.json() as { MediaFiles?: string[] } | undefined)?.MediaFiles ?? []) gone.add(`/${file.replace(/\.webp$/, '-480w.webp')}`);
      await timed('admin', `/api/media/${item.ID}/delete`, { method: 'DELETE', headers: auth });
      await pause(1000);
    }
  }

  memory.push({ second: 0, mb: rssMb(server) });
  const sampler = setInterval(() => memory.push({ second: elapsed(), mb: rssMb(server) }), SAMPLE_MS);
  console.log(`${VISITORS} visitors and ${ADMINS} admins for ${SECONDS} s against ${base}...`);
  await Promise.all([...Array.from({ length: VISITORS }, (_, n) => visitor(n)), ...Array.from({ length: ADMINS }, (_, n) => admin(n))]);
  clearInterval(sampler);
  memory.push({ second: elapsed(), mb: rssMb(server) });

  const q = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(0) : '–';
  };
  const row = (label: string, list: number[]) => `| ${label} | ${list.length} | ${q(list, 0.5)} | ${q(list, 0.95)} | ${q(list, 0.99)} | ${q(list, 1)} |`;
  const reads = [...times.html, ...times.api, ...times.picture];
  const mbs = memory.map((m) => m.mb);
  const md = `## Load (\`npm run bench:load${soak ? ' -- --soak' : ''}\`)

${new Date().toISOString().slice(0, 10)}: ${VISITORS} visitors (page HTML, its API calls, up to 4 of its pictures at 480 px, then 0.2–1 s of reading) and ${ADMINS} admins (upload a 1600 px photo, replace it, delete the event, 1 s pause) for ${SECONDS} s against \`npm start\`'s server on loopback, demo content. Both run on this 2-core machine with the server.

| requests | count | p50 ms | p95 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|---:|
${row('public reads, all', reads)}
${row('page HTML', times.html)}
${row('API reads', times.api)}
${row('pictures', times.picture)}
${row('admin writes (login, upload, edit, delete)', times.admin)}

Errors: **${errors.length}**${errors.length ? ` (first: ${errors.slice(0, 3).join('; ')})` : ''}; ${vanished} pictures of events the admins had deleted meanwhile answered 404, as they should. Public reads: ${(reads.length / SECONDS).toFixed(0)}/s.

Server memory (RSS): ${mbs[0]!.toFixed(0)} MB at the start, ${mbs.at(-1)!.toFixed(0)} MB at the end, ${Math.max(...mbs).toFixed(0)} MB at most${soak ? `; every ${SAMPLE_MS / 1000} s: ${mbs.map((m) => m.toFixed(0)).join(', ')} MB` : ''}.`;
  writeSection(soak ? 'soak' : 'load', md, { loads: true });
  console.log(md);
  if (errors.length) process.exitCode = 1;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
