// `npm run bench:load -- --crowd`: many visitors behind one address, as a mobile carrier's
// carrier-grade NAT or a campus puts them (decision 007). 500 connections from one loopback address
// read `/` for 15 s against the built server with demo content, in three settings measured one after
// the other in each round: the defaults; the per-address cap as it was before issue 29, 64 at all
// times (MAX_CONNECTIONS=128 makes today's rule act so for a single address: it applies from 64
// connections on); and no per-address cap, the floor. The figures go into BENCHMARKS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadAverage, writeSection } from './bench-report.js';
import { startSite } from './bench-servers.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SETTINGS: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'defaults (cap per address once half of MAX_CONNECTIONS is held)', env: {} },
  { name: 'before: 64 per address at all times', env: { MAX_CONNECTIONS: '128', MAX_CONNECTIONS_PER_ADDRESS: '64' } },
  { name: 'no per-address cap (floor)', env: { MAX_CONNECTIONS_PER_ADDRESS: '0' } },
];
const admin = { email: 'bench@localhost', password: 'bench-crowd-password-5c1e' };

interface Measure {
  pages: number;
  p99: number;
  errors: number;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-crowd-'));
const results = SETTINGS.map(() => [] as Measure[]);
const loadBefore = loadAverage();
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, setting] of SETTINGS.entries()) {
      const site = await startSite({ dataDir, admin, seed: round === 0 && i === 0, env: setting.env });
      try {
        const r = await autocannon({ url: `${site.base}/`, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } });
        // Refused connections are errors (reset, closed before an answer); any answer but 200 too.
        const measure = { pages: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
        results[i]!.push(measure);
        console.log(`round ${round + 1}, ${setting.name}: ${measure.pages.toFixed(0)} pages/s, p99 ${measure.p99} ms, ${measure.errors} errors`);
      } finally {
        await site.stop();
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const range = (list: number[], digits = 0) => `${Math.min(...list).toFixed(digits)}–${Math.max(...list).toFixed(digits)}`;
const floor = results.at(-1)!;
const rows = SETTINGS.map((s, i) => {
  const m = results[i]!;
  const ofFloor = m.map((x, round) => (100 * x.pages) / floor[round]!.pages);
  return `| ${s.name} | ${range(m.map((x) => x.errors))} | ${range(m.map((x) => x.pages))} | ${range(ofFloor)} % | ${range(m.map((x) => x.p99))} |`;
});
const md = `## Many visitors behind one address (\`npm run bench:load -- --crowd\`)

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${CONNECTIONS} connections from one loopback address (autocannon, \`accept-encoding: gzip\`) reading \`/\` for ${SECONDS} s against the built server with demo content, ${ROUNDS} rounds, the three settings one after the other in each; min–max over the rounds. Errors: connections closed or reset before an answer, and answers other than 200. "Of floor": pages/s over those of the same round without a per-address cap. Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}.

| setting | errors | pages/s | of floor | p99 ms |
|---|---:|---:|---:|---:|
${rows.join('\n')}`;
writeSection('crowd', md);
console.log(md);
