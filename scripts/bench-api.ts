// `npm run bench:api`: the public reads of the site as `npm start` serves them (compiled server,
// built website, demo content), each against a bare Fastify "hello world" measured in the same run
// on the same machine with the same load (autocannon: 50 connections, gzip accepted), on SQLite and
// on a throw-away PostgreSQL 15 (scripts/postgres.ts). Several short rounds, bounded in time.
//   --sqlite, --postgres  one engine only: printed, BENCHMARKS.md left as it is
//   --profile       the site's server runs under node --cpu-prof; where its time went is printed
//   --postgres-apart  also PostgreSQL on the load generator's CPUs instead of the server's, as a
//                   database on a machine of its own would be: what sharing a core costs the server
// BENCH_SECONDS (per measure, default 4), BENCH_ROUNDS (default 5) and BENCH_LOG_LEVEL (the site's
// LOG_LEVEL, default warn: no line a request).
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadAverage, writeSection } from './bench-report.js';
import { profileMarkdown, summarize } from './bench-profile.js';
import { photo } from './demo-content.js';
import { startPostgres } from './postgres.js';
import { loadGeneratorCpus, pinLoadGenerator, pinning, root, startHello, startSite, type Running } from './bench-servers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const URLS = ['/api/posts', '/api/media', '/api/chaplaincy-leaders', '/api/annual-calendars', '/api/settings', '/api/annual-books', '/api/summits', '/api/media/count', '/', '/gallery'];
const ADMIN = { email: 'bench@localhost', password: 'bench-api-password-4c1e' };
const profiling = process.argv.includes('--profile');
const POSTGRES_APART = 'PostgreSQL on the load generator\'s CPUs';
const engines = process.argv.includes('--sqlite') ? ['SQLite'] : process.argv.includes('--postgres') ? ['PostgreSQL'] : ['SQLite', 'PostgreSQL'];
if (process.argv.includes('--postgres-apart') && pinning) engines.push(POSTGRES_APART);

interface Sample {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(url: string, seconds = SECONDS): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A URL's measure and the bare server's rate around it: the mean of the bare measures just before and just after. */
interface Paired extends Sample {
  bareRps: number;
}

/**
 * Every URL once for a second (the server's code warmed and compiled), then ROUNDS rounds of
 * bare, URL, bare, URL, …, bare: each URL is set against the bare server measured right before and
 * right after it, so a neighbour's load that comes or goes during a round moves both sides of a
 * ratio alike (measured against one bare measure per round, the ratios of one run spread 40–70 %).
 */
async function rounds(hello: Running, site: Running) {
  await measure(`${hello.base}/`, 1);
  for (const url of URLS) await measure(`${site.base}${url}`, 1);
  const bare: Sample[] = [];
  const byUrl = new Map<string, Paired[]>(URLS.map((u) => [u, []]));
  for (let r = 0; r < ROUNDS; r++) {
    let before = await measure(`${hello.base}/`);
    bare.push(before);
    const line: string[] = [];
    for (const url of URLS) {
      const sample = await measure(`${site.base}${url}`);
      const after = await measure(`${hello.base}/`);
      bare.push(after);
      const bareRps = (before.rps + after.rps) / 2;
      byUrl.get(url)!.push({ ...sample, bareRps });
      line.push(`${url} ${Math.round(sample.rps)} (${Math.round((100 * sample.rps) / bareRps)} %)`);
      before = after;
    }
    console.log(`round ${r + 1}: ${line.join(', ')}`);
  }
  return { bare, byUrl };
}

const span = (values: number[], digits = 0) => {
  const lo = Math.min(...values).toFixed(digits);
  const hi = Math.max(...values).toFixed(digits);
  return lo === hi ? lo : `${lo}–${hi}`;
};

/** The middle value (the mean of the two middle ones for an even count). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function table(engine: string, bare: Sample[], byUrl: Map<string, Paired[]>): string {
  const row = (name: string, s: Sample[], ratios: number[]) =>
    `| ${name} | ${span(s.map((x) => x.rps))} | ${span(ratios.map((x) => x * 100))} % | ${(median(ratios) * 100).toFixed(0)} % | ${span(s.map((x) => x.p50))} | ${span(s.map((x) => x.p99))} |`;
  return [
    `**${engine}**`,
    '',
    '| endpoint | requests/s | of bare | of bare, median | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|',
    row('bare Fastify "hello world"', bare, bare.map(() => 1)),
    ...URLS.map((url) => {
      const s = byUrl.get(url)!;
      return row(`GET ${url}${url.startsWith('/api/') ? '' : ' (page HTML)'}`, s, s.map((x) => x.rps / x.bareRps));
    }),
  ].join('\n');
}

/** One upload of a 2400×1600 photo (re-encode + 3 variants) at a time, through the site's API. */
async function uploads(site: Running) {
  const login = await fetch(`${site.base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const upload = await photo('Bench upload', 100, 2400, 1600);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const fd = new FormData();
    fd.append('event_title', `Bench ${i}`);
    fd.append('media_files', upload);
    const t = performance.now();
    const res = await fetch(`${site.base}/api/media/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fd });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `Upload of one ${(upload.size / 1048576).toFixed(1)} MB 2400×1600 JPEG (type check, WebP re-encode, 3 variants), one at a time, 10 runs, SQLite: median ${times[5]!.toFixed(0)} ms, slowest ${times[9]!.toFixed(0)} ms.`;
}

const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
const dirty = execSync('git status --porcelain -- server scripts src', { cwd: root }).toString().trim() ? ' plus uncommitted changes' : '';
const loadBefore = loadAverage();
pinLoadGenerator();
const hello = await startHello(true);
const sections: string[] = [];
const profiles: string[] = [];
let uploadLine = '';
try {
  for (const engine of engines) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-bench-'));
    const profileDir = profiling ? mkdtempSync(path.join(os.tmpdir(), 'tucasa-prof-')) : undefined;
    // On the server's CPU: the database is part of the server's side (SQLite runs in its process);
    // apart, it takes its CPU time from the load generator instead.
    const cpus = engine === POSTGRES_APART ? loadGeneratorCpus : '0';
    const postgres = engine.startsWith('PostgreSQL') ? await startPostgres(pinning ? { cpus } : {}) : null;
    try {
      console.log(`${engine}: seeding the demo content and starting the server...`);
      const site = await startSite({ dataDir, databaseUrl: postgres?.url, admin: ADMIN, profileDir, pin: true });
      try {
        const { bare, byUrl } = await rounds(hello, site);
        sections.push(table(engine, bare, byUrl));
        if (engine === 'SQLite' && !profiling) uploadLine = await uploads(site);
      } finally {
        await site.stop();
      }
      if (profileDir) {
        for (const file of readdirSync(profileDir)) profiles.push(`**${engine}** (${file}):\n\n${profileMarkdown(summarize(path.join(profileDir, file)))}`);
        console.log(`${engine} profiles kept in ${profileDir}`);
      }
    } finally {
      postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await hello.stop();
}

const md = `## API (\`npm run bench:api\`)

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}${dirty}: the built server (\`node scripts/start.mjs\`, demo content, \`LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'warn'}\`) and, in a process of its own, a bare Fastify 5 "hello world", both on loopback${pinning ? ', both (and PostgreSQL, unless said otherwise) on CPU 0 and the load generator on the other CPUs (taskset)' : ', not pinned to CPUs (no taskset or one CPU)'}; autocannon with ${CONNECTIONS} connections, \`accept-encoding: gzip\`, ${SECONDS} s per measure after a 1 s warm-up, ${ROUNDS} rounds (in each, the bare server measured before the first URL and after every URL), figures as min–max over the rounds. "Of bare": the URL's rate over the mean of the bare measures just before and just after it; its median over the rounds beside it (on this shared machine one round can catch a neighbour's load that the bare measures around it did not). Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}.

${sections.join('\n\n')}
${uploadLine ? `\n${uploadLine}\n` : ''}`;
if (profiling || engines.length === 1) {
  console.log(md);
  console.log(profiles.join('\n\n'));
} else {
  writeSection('api', md);
  console.log(md);
}
