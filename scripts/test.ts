// `npm test`: every check of the project, and how long each took (issue 30). Two steps:
// 1. the build the end-to-end and scale suites serve (seconds; nothing when it is fresh);
// 2. the rest side by side: the static checks (the type check and lint on one program, the
//    contract's lint, the server's type check), the static Storybook, Vitest and the e2e suite, each
//    in a track of its own; then the server on Node 24 (its API suite on PostgreSQL and S3) and two
//    instances behind nginx, each taken by the first track to end. The step is bound by the
//    processor (most of its work in the browsers): what shortens it is less work, and no core left
//    idle at its end.
// A phase that fails lets those running finish, starts no other, and the run exits 1 with every
// phase's output and the times so far; but a failed static check stops the suites beside it at once
// (beside them the type check and lint end minutes into the run; alone, `npm run check` takes under
// a minute). Arguments name phases to run alone (`npm test -- e2e scale`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE24_ONLY } from './api-suites.js';
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

/**
 * Steps run one after the other. A step's tracks run side by side, a track's phases in order; then
 * its `next` phases, in their order, each taken by whichever track ends first.
 */
interface Step {
  tracks: Phase[][];
  next?: Phase[];
}

const STEPS: Step[] = [
  // What is stale of dist/, dist-ssr/ and dist-server/ (scripts/start.mjs): built once here, so that
  // the e2e and scale suites, which each build it when stale, do not both build it at once.
  { tracks: [[{ name: 'build', command: [process.execPath, 'scripts/start.mjs', '--build-only'] }]] },
  {
    tracks: [
      // The type check and the lint on one program (scripts/check.ts). Beside the suites, not before
      // them: alone they kept one core busy for 51-52 s and the other for 11-12 s.
      [{ name: 'check', command: npm('check'), gate: true }],
      // The contract's lint and the server's check without the DOM, which end within the first
      // minute; then the static Storybook as a designer opens it (tests/storybook/): its build, and
      // one browser page walking through it.
      [
        { name: 'lint:api', command: npm('lint:api'), gate: true },
        { name: 'typecheck:server', command: npm('typecheck:server'), gate: true },
        { name: 'storybook-static', command: npm('test:storybook-static') },
      ],
      // The unit, API, component and story suites, beside the end-to-end suite: neither keeps both
      // cores busy on its own (Vitest plays the stories in two browser tabs, Playwright waits on its
      // servers), together they do, most of it in the browsers' processes. The API files the node24
      // phase runs on SQLite and a local folder, as here, are left to it (NODE24_ONLY).
      [
        {
          name: 'vitest',
          command: [
            'npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', '--project', 'ui', '--project', 'visual',
            ...NODE24_ONLY.flatMap((file) => ['--exclude', file]),
            '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(timesDir, VITEST_REPORT)}`,
          ],
        },
      ],
      [{ name: 'e2e', command: npm('test:e2e') }],
    ],
    // The server's start and the API suite on Node 24 LTS, the production Node, as a production
    // server meets it (scripts/test-node24.ts: on PostgreSQL but the files that do not depend on the
    // engine, uploads on S3 where a file stores them), and two instances behind nginx (on a
    // PostgreSQL cluster of their own), each taken by the first track to end: which track that is
    // depends on the machine's load, and a fixed order left one core idle for a minute or more.
    next: [
      { name: 'node24', command: npm('test:node24') },
      { name: 'scale', command: npm('test:scale') },
    ],
  },
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
const named = (phase: Phase) => !only.length || only.includes(phase.name);
const steps = STEPS.map(({ tracks, next = [] }): Required<Step> => {
  const kept = tracks.map((track) => track.filter(named)).filter((track) => track.length);
  const queued = next.filter(named);
  // Phases named with no track left to take them run side by side, as tracks of their own.
  return kept.length ? { tracks: kept, next: queued } : { tracks: queued.map((phase) => [phase]), next: [] };
}).filter((step) => step.tracks.length);
const times: Ran[] = [];
const started = performance.now();
let failed = false;

/** Runs a track's phases, then takes the step's next phases one by one until none is left. */
async function runTrack(track: Phase[], next: Phase[], alone: boolean) {
  for (let i = 0; ; i += 1) {
    const phase = i < track.length ? track[i] : next.shift();
    if (!phase || failed) return;
    const ran = await run(phase, alone);
    times.push(ran);
    if (ran.ok) continue;
    failed = true;
    if (phase.gate && !ran.stopped) stop(`${phase.name} failed`, 'SIGTERM', true);
  }
}

for (const { tracks, next } of steps) {
  if (failed) break;
  const stepStarted = performance.now();
  const alone = tracks.flat().length + next.length === 1;
  const described = `${tracks.map((track) => track.map((p) => p.name).join(' → ')).join(' ‖ ')}${next.length ? `; then, as tracks end: ${next.map((p) => p.name).join(', ')}` : ''}`;
  await Promise.all(tracks.map((track) => runTrack(track, next, alone)));
  if (tracks.length > 1) times.push({ name: `(side by side: ${described})`, seconds: since(stepStarted), ok: !failed });
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
