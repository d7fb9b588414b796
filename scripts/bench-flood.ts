// `npm run bench:flood`: how much a flood of logins slows file serving and the API. argon2 runs on
// libuv's thread pool (4 threads), as do the file reads of GET /uploads/*; unbounded password checks
// queue the reads behind them. On loopback, with demo content; bounded in logins and in time.
// `npm run bench:flood -- --before` writes its figures as those of the code before the bound, run as
// `git checkout b4e8adb -- server openapi.yaml && npm run bench:flood -- --before && git checkout HEAD -- server openapi.yaml`.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, type BuiltApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { writeSection } from './bench-report.js';
import { seedDemo } from './demo-content.js';

const ROUNDS = 3;
const FLOOD = 200; // logins per flood
const FLOOD_PER_SECOND = 100; // sent on a schedule, whatever the answers: an attacker does not wait
const AT_REST = 400; // GETs per URL at rest
const PER_URL = 2; // GETs in flight per URL
const TIME_LIMIT_MS = 60_000; // a flood and its measurement stop by then, answered or not
// The flood comes from one address here (no proxy to rotate them through), so the per-address limit is
// raised out of its way; the global ceiling (LOGIN_RATE_GLOBAL_PER_MINUTE) keeps its default.
const PER_ADDRESS = '100000';

const before = process.argv.includes('--before');
const admin = { email: 'bench@localhost', password: 'bench-password-flood' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-benchflood-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  STATIC_DIR: '',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOGIN_RATE_PER_MINUTE: PER_ADDRESS,
  LOG_LEVEL: 'silent',
});

async function start(): Promise<{ built: BuiltApp; base: string }> {
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { built, base: `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}` };
}

const login = (base: string, body: { email: string; password: string }, cookie?: string) =>
  fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

// Seeded once; each round starts a fresh server on it, so no round inherits another's rate-limit counts.
const seeded = await start();
const first = await login(seeded.base, admin);
// The owner's browser: it keeps the device cookie of this login (same DATA_DIR, same key in every round).
const ownersCookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
const token = ((await first.json()) as { token: string }).token;
await seedDemo(seeded.built, token, { photoWidth: 1200 });
const media = (await (await fetch(`${seeded.base}/api/media`)).json()) as Array<{ MediaFiles: string[] }>;
const picture = `/${media.flatMap((m) => m.MediaFiles).find((f) => f.endsWith('.webp'))!}`;
await seeded.built.app.close();
const URLS = [picture, '/api/posts'];

interface Figures {
  count: number;
  p50: number;
  p99: number;
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { count: sorted.length, p50: q(0.5), p99: q(0.99) };
}

/** GETs `url`, PER_URL at a time, until `max` are answered or `stop()` says so. */
async function hammer(base: string, url: string, max: number, stop: () => boolean): Promise<Figures> {
  const times: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: PER_URL }, async () => {
      while (sent < max && !stop()) {
        sent++;
        const t = performance.now();
        const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  return figures(times);
}

interface Round {
  rest: Figures[];
  flood: Figures[];
  answers: Map<number, number>;
  floodMs: number;
  owner: { status: number; ms: number };
}

async function round(): Promise<Round> {
  const { built, base } = await start();
  try {
    const rest = await Promise.all(URLS.map((url) => hammer(base, url, AT_REST, () => false)));

    const answers = new Map<number, number>();
    let done = false;
    const started = performance.now();
    const stop = () => done || performance.now() - started > TIME_LIMIT_MS;
    const measuring = Promise.all(URLS.map((url) => hammer(base, url, Infinity, stop)));
    const logins: Array<Promise<void>> = [];
    let owner: Promise<{ status: number; ms: number }> | null = null;
    for (let i = 0; i < FLOOD && !stop(); i++) {
      await sleep(Math.max(0, started + (i * 1000) / FLOOD_PER_SECOND - performance.now()));
      // Unknown e-mails: each still costs a full check (verifyAgainstNothing), and none locks an account.
      logins.push(
        login(base, { email: `flood-${i}@example.org`, password: `guess-${i}` }).then(async (res) => {
          await res.arrayBuffer();
          answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        }),
      );
      // Halfway through, the owner logs in with the right password, from a browser that has logged in before.
      if (i === FLOOD / 2) {
        const t = performance.now();
        owner = login(base, admin, ownersCookie).then(async (res) => {
          await res.arrayBuffer();
          return { status: res.status, ms: performance.now() - t };
        });
      }
    }
    await Promise.race([Promise.all(logins), sleep(Math.max(0, started + TIME_LIMIT_MS - performance.now()))]);
    const floodMs = performance.now() - started;
    done = true;
    const flood = await measuring;
    return { rest, flood, answers, floodMs, owner: (await owner) ?? { status: 0, ms: 0 } };
  } finally {
    await built.app.close();
  }
}

const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  rounds.push(await round());
  console.log(`round ${i + 1} done`);
}
rmSync(dataDir, { recursive: true, force: true });

const ms = (n: number) => (n < 100 ? n.toFixed(1) : n.toFixed(0));
const pair = (f: Figures) => `${ms(f.p50)} / ${ms(f.p99)}`;
const range = (values: number[]) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? ms(lo) : `${ms(lo)}–${ms(hi)}`;
};
const answersText = (a: Map<number, number>) =>
  [...a.entries()].sort(([x], [y]) => x - y).map(([status, n]) => `${n}× ${status}`).join(', ');
const label = ['GET /uploads/… (WebP)', 'GET /api/posts'];

const rows: string[] = [];
rounds.forEach((r, i) => {
  URLS.forEach((_, u) => {
    rows.push(`| ${i + 1} | ${label[u]} | ${pair(r.rest[u]!)} | ${pair(r.flood[u]!)} (${r.flood[u]!.count} GETs) |`);
  });
});
const summary = URLS.map((_, u) => {
  const of = (pick: (r: Round) => Figures, key: 'p50' | 'p99') => range(rounds.map((r) => pick(r)[key]));
  return `| all ${ROUNDS} | ${label[u]} | ${of((r) => r.rest[u]!, 'p50')} / ${of((r) => r.rest[u]!, 'p99')} | ${of((r) => r.flood[u]!, 'p50')} / ${of((r) => r.flood[u]!, 'p99')} |`;
});

const commit = execSync('git rev-parse --short HEAD').toString().trim();
const title = before ? '## Login flood, before the bound (`npm run bench:flood -- --before`)' : '## Login flood (`npm run bench:flood`)';
const md = `${title}

${new Date().toISOString().slice(0, 10)}, commit ${commit}: ${ROUNDS} rounds, each on a fresh server with the demo content. At rest: ${AT_REST} GETs per URL, ${PER_URL} at a time per URL, both URLs together. During the flood: the same GETs, without pause, from its first login until its last answer: ${FLOOD} logins with unknown e-mails (a full password check each), sent ${FLOOD_PER_SECOND} a second whatever the answers, from one address (\`LOGIN_RATE_PER_MINUTE=${PER_ADDRESS}\`; \`LOGIN_RATE_GLOBAL_PER_MINUTE\` at its default). Latency in ms, p50 / p99.

| round | request | at rest | during the flood |
|---|---|---:|---:|
${rows.join('\n')}
${summary.join('\n')}

Flood answers, and the owner's login sent halfway through it (right password, from a browser that has logged in before: its device cookie):

${rounds.map((r, i) => `- round ${i + 1}: ${answersText(r.answers)}; all answered in ${ms(r.floodMs)} ms; the owner's login answered ${r.owner.status} in ${ms(r.owner.ms)} ms`).join('\n')}`;
writeSection(before ? 'flood-before' : 'flood', md, { loads: true });
console.log(md);
