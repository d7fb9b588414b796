// `npm test`: every check of the project, and how long each took (issue 30). Two steps:
// 1. the build the end-to-end and scale suites serve (seconds; nothing when it is fresh);
// 2. the static checks beside the suites: the type check and lint on one program, the server's
//    type check, the contract's lint, and the suites in two tracks. Neither suite keeps both cores
//    busy on its own (Vitest plays the stories in two browser tabs, Playwright waits on its
//    servers), so together they fill the machine; the static checks fill what was left of it while
//    they ran alone (the type check and lint took a core for 51-52 s, the rest of that step 11-12 s).
//    Within a track the phases run in order.
// A phase that fails lets those running finish, starts no other, and the run exits 1 with every
// phase's output and the times so far; but a failed static check stops the suites beside it at once
// (beside them the type check and lint end 4-5 minutes into the run, the server's check in under a
// minute; alone, `npm run check` takes under a minute). Arguments name phases to run alone
// (`npm test -- e2e s3`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage } from './bench-report.js';
import { PLAYWRIGHT_REPORT, timesByFile, VITEST_REPORT } from './test-times.js';

interface Phase {
  name: string;
  command: string[];
  /** A static check: its failure stops the phases running beside it, not only those after. */
  gate?: true;
}

const npm = (script: string): string[] => ['npm', 'run', '--silent', script];

// The suites' JSON reports, read at the end for the time each file took (scripts/test-times.ts).
const timesDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-times-'));
process.env.TEST_TIMES_DIR = timesDir;
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = path.join(timesDir, PLAYWRIGHT_REPORT);

/** Steps run one after the other; the tracks of a step side by side; a track's phases in order. */
const STEPS: Phase[][][] = [
  // What is stale of dist/, dist-ssr/ and dist-server/ (scripts/start.mjs): built once here, so that
  // the e2e and scale suites, which each build it when stale, do not both build it at once.
  [[{ name: 'build', command: [process.execPath, 'scripts/start.mjs', '--build-only'] }]],
  [
    // The type check and the lint on one program (scripts/check.ts), the server's check without the
    // DOM, the contract's lint. Beside the suites, not before them: alone they kept one core busy for
    // 51-52 s and the other for 11-12 s (the static step 51 and 52 s in two runs of 2026-12-06).
    [{ name: 'check', command: npm('check'), gate: true }],
    // The static Storybook as a designer opens it (tests/storybook/): its build and a browser walking
    // through it, after the server's check, which ends within the first minute.
    [
      { name: 'typecheck:server', command: npm('typecheck:server'), gate: true },
      { name: 'storybook-static', command: npm('test:storybook-static') },
    ],
    // The contract's lint (seconds), then the server on Node 24 LTS, the production Node
    // (scripts/test-node24.ts: its start and the API suite, in a copy of the project with better-sqlite3
    // built for Node 24): on the track that is done first, beside the two suites' tracks, not after either.
    [
      { name: 'lint:api', command: npm('lint:api'), gate: true },
      { name: 'node24', command: npm('test:node24') },
    ],
    // Two tracks. Alone, Vitest takes 6 min (fresh clone) and the e2e suite 7-8 min; side by side both
    // take 12-14 min, the 2 cores busy, most of it in the browsers' processes (README, "How long").
    // The PostgreSQL suite comes after Vitest, not beside both: starved there it took 7 min, after
    // it 1 min. The unit, API, component and story suites, then the API suite on PostgreSQL...
    [
      {
        name: 'vitest',
        command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', '--project', 'ui', '--project', 'visual', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(timesDir, VITEST_REPORT)}`],
      },
      { name: 'postgres', command: npm('test:postgres') },
    ],
    // ...beside the end-to-end suite, then the storage suite on an S3-compatible bucket and two
    // instances behind nginx (on a PostgreSQL cluster of their own): the two tracks then end within
    // seconds of each other (8 min 42 s and 8 min 36 s in a run of 2026-12-02), where scale after
    // PostgreSQL left the machine half idle for its last 20 s.
    [
      { name: 'e2e', command: npm('test:e2e') },
      { name: 's3', command: npm('test:s3') },
      { name: 'scale', command: npm('test:scale') },
    ],
  ],
];

interface Ran {
  name: string;
  seconds: number;
  ok: boolean;
  /** What the phase printed, when it was held (run beside others). */
  output?: string;
  /** Ended by the run, not by a failure of its own: a static check had failed, or the run was interrupted. */
  stopped?: boolean;
}

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
const since = (from: number) => (performance.now() - from) / 1000;

/**
 * The phases running, each the leader of a process group of its own (spawned detached), so that
 * stopping one stops its workers, servers and browsers with it; for the same reason an interrupt
 * (Ctrl-C reaches only this process's group) is passed on to them.
 */
const running = new Map<ChildProcess, Phase>();
/** Those stopped, and why. */
const stopped = new Map<ChildProcess, string>();
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group has ended already.
  }
};
/** Stops the phases running (but the static checks when `suitesOnly`: each still reports all it finds). */
function stop(why: string, signal: NodeJS.Signals, suitesOnly: boolean) {
  const children = [...running].filter(([, phase]) => !(suitesOnly && phase.gate)).map(([child]) => child);
  for (const child of children) {
    if (!stopped.has(child)) stopped.set(child, why);
    signalGroup(child, signal);
  }
  // A process that outlives its SIGTERM by 10 s (a server stuck in its shutdown) is killed.
  setTimeout(() => children.filter((child) => running.has(child)).forEach((child) => signalGroup(child, 'SIGKILL')), 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(`interrupted (${signal})`, signal, false));

/**
 * Runs a phase. Alone, its output goes straight through; beside others it is held and written whole
 * when the phase ends, so that the lines of two suites are never mixed.
 */
function run(phase: Phase, alone: boolean): Promise<Ran> {
  const started = performance.now();
  if (!alone) console.log(`▶ ${phase.name} started`);
  return new Promise((resolve) => {
    const child = spawn(phase.command[0]!, phase.command.slice(1), { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true });
    running.set(child, phase);
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const output = Buffer.concat(held).toString();
      const ran: Ran = { name: phase.name, seconds: since(started), ok: code === 0, output, stopped: code !== 0 && stopped.has(child) };
      if (!alone) {
        const verdict = ran.ok ? 'passed' : ran.stopped ? `stopped, ${stopped.get(child)}` : `FAILED (${signal ?? `exit ${code}`})`;
        console.log(`\n──── ${phase.name}: ${verdict} in ${clock(ran.seconds)} ────`);
        process.stdout.write(output);
      }
      resolve(ran);
    });
  });
}

const only = process.argv.slice(2);
const steps = STEPS.map((step) => step.map((track) => track.filter((phase) => !only.length || only.includes(phase.name))).filter((track) => track.length)).filter(
  (step) => step.length,
);
const times: Ran[] = [];
const started = performance.now();
let failed = false;

async function runTrack(track: Phase[], alone: boolean) {
  for (const phase of track) {
    if (failed) return;
    const ran = await run(phase, alone);
    times.push(ran);
    if (ran.ok) continue;
    failed = true;
    if (phase.gate && !ran.stopped) stop(`${phase.name} failed`, 'SIGTERM', true);
  }
}

for (const step of steps) {
  if (failed) break;
  const stepStarted = performance.now();
  const alone = step.length === 1 && step[0]!.length === 1;
  await Promise.all(step.map((track) => runTrack(track, alone)));
  if (step.length > 1) times.push({ name: `(side by side: ${step.map((track) => track.map((p) => p.name).join(' → ')).join(' ‖ ')})`, seconds: since(stepStarted), ok: !failed });
}

// A failed phase's last lines again at the very end, where a reader of a long log (or a CI page that
// keeps only its tail) looks first: the suites' own summaries of what failed are there. Without
// Playwright's progress lines ("[12/204] [desktop] › …"): its line reporter prints a failure's error
// when it happens, and two hundred progress lines after it pushed the error out of the tail.
const FAILURE_LINES = 80;
const PROGRESS_LINE = /^\[\d+\/\d+\] /;
for (const t of times.filter((t) => !t.ok && !t.stopped && t.output)) {
  console.log(`\n──── ${t.name} FAILED: its last ${FAILURE_LINES} lines again, without progress lines ────`);
  const lines = t.output!.trimEnd().split('\n').filter((line) => !PROGRESS_LINE.test(line));
  console.log(lines.slice(-FAILURE_LINES).join('\n'));
}

const load = loadAverage(1);
console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${clock(since(started))} (load average at the end ${load}; ${os.availableParallelism()} cores)`);
const width = Math.max(...times.map((t) => t.name.length));
for (const t of times) console.log(`  ${t.name.padEnd(width)}  ${clock(t.seconds).padStart(12)}${t.ok ? '' : t.stopped ? '  stopped' : '  FAILED'}`);
const byFile = timesByFile(timesDir, process.cwd());
if (byFile) console.log(`\nWhere the time went, by file:\n${byFile}`);
rmSync(timesDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
