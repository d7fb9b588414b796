// Where `npm test`'s time went, file by file (issue 30): Vitest and Playwright each write a JSON
// report beside their usual output (TEST_TIMES_DIR, set by scripts/test.ts), and the run ends with
// the slowest files of each. Every run measures itself, so a slow file is seen in the run it slowed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const VITEST_REPORT = 'vitest.json';
export const PLAYWRIGHT_REPORT = 'playwright.json';

interface VitestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

interface PlaywrightSuite {
  file: string;
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

/** Seconds by file: from a file's start to its end in its Vitest worker (a story file's browser tab). */
function vitestFiles(report: VitestReport, root: string): Map<string, number> {
  return new Map(report.testResults.map((file) => [path.relative(root, file.name), (file.endTime - file.startTime) / 1000]));
}

/** Seconds by file: its tests' durations summed over both widths (a worker's time, setup hooks excepted). */
function playwrightFiles(suites: PlaywrightSuite[], into = new Map<string, number>()): Map<string, number> {
  for (const suite of suites) {
    const ms = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
    into.set(suite.file, (into.get(suite.file) ?? 0) + ms.reduce((sum, d) => sum + d, 0) / 1000);
    playwrightFiles(suite.suites ?? [], into);
  }
  return into;
}

function slowest(title: string, files: Map<string, number>, count: number): string {
  const all = [...files.values()].reduce((sum, s) => sum + s, 0);
  const rows = [...files].sort((a, b) => b[1] - a[1]).slice(0, count);
  const width = Math.max(...rows.map(([name]) => name.length));
  return [`  ${title}: ${files.size} files, ${Math.round(all)} s in all; the slowest ${rows.length}:`, ...rows.map(([name, s]) => `    ${name.padEnd(width)}  ${s.toFixed(0).padStart(4)} s`)].join('\n');
}

/** The report's lines; nothing for a suite that did not run or wrote no report. */
export function timesByFile(dir: string, root: string, count = 12): string {
  const parts: string[] = [];
  const read = (name: string): unknown => {
    const file = path.join(dir, name);
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
  };
  const vitest = read(VITEST_REPORT) as VitestReport | undefined;
  if (vitest?.testResults) parts.push(slowest('Vitest, from start to end in its worker', vitestFiles(vitest, root), count));
  const playwright = read(PLAYWRIGHT_REPORT) as { suites?: PlaywrightSuite[] } | undefined;
  if (playwright?.suites) parts.push(slowest('Playwright, its tests summed over both widths', playwrightFiles(playwright.suites), count));
  return parts.join('\n');
}
