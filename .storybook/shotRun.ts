/**
 * The record of the last screenshot run (issue 49), which the review (scripts/review/) reads: when
 * the run began and ended, every picture it compared and how that went, and the pictures the stories
 * plan. Kept in the run's attachments folder beside the shots and diffs it writes, and emptied with
 * them when a run begins, so that the review never shows a picture from an earlier run as this one's.
 * - run.json: `{ startedAt, endedAt? }`, written by the visual project's global setup (visualRun.ts);
 *   no `endedAt`: the run is going on, or was killed before its end;
 * - shots.jsonl: one line a picture compared (screenshotCommand.ts), appended as each is judged;
 * - planned.json: the name of every picture the stories plan (stories/visual-orphans.test.tsx).
 */
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a run's files are, under Vitest's attachments folder. */
export const runDir = (attachmentsDir: string) => path.join(attachmentsDir, 'stories', 'visual.test.tsx');

export type ShotStatus = 'passed' | 'changed' | 'new' | 'failed';

export interface ShotEntry {
  /** The picture's name (stories/visual.ts): `<file key>--<story>-<width>`. */
  name: string;
  /** The story's ID in Storybook (`?path=/story/<id>`). */
  story: string;
  status: ShotStatus;
  /** The shot a run wrote, and its diff with the approved picture, file names in the run's folder. */
  actual?: string;
  diff?: string;
  message?: string;
}

export interface RunRecord {
  startedAt: string;
  endedAt?: string;
  shots: ShotEntry[];
  /** Every picture the stories plan, when the run's orphan check ran. */
  planned?: string[];
}

export async function startRun(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'run.json'), JSON.stringify({ startedAt: new Date().toISOString() }));
}

export async function endRun(dir: string): Promise<void> {
  const run = JSON.parse(await readFile(path.join(dir, 'run.json'), 'utf8')) as { startedAt: string };
  await writeFile(path.join(dir, 'run.json'), JSON.stringify({ ...run, endedAt: new Date().toISOString() }));
}

/** One line, appended: the two tabs' commands write side by side, each line whole. */
export async function recordShot(dir: string, entry: ShotEntry): Promise<void> {
  await mkdir(dir, { recursive: true });
  await appendFile(path.join(dir, 'shots.jsonl'), `${JSON.stringify(entry)}\n`);
}

export async function recordPlanned(dir: string, names: string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'planned.json'), JSON.stringify(names));
}

/** The last run's record; null when none is there. A picture shot twice (a story re-run) counts by its last line. */
export async function readRun(dir: string): Promise<RunRecord | null> {
  const run = await readFile(path.join(dir, 'run.json'), 'utf8').catch(() => null);
  if (run === null) return null;
  const lines = (await readFile(path.join(dir, 'shots.jsonl'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const shots = new Map<string, ShotEntry>();
  for (const line of lines) {
    const entry = JSON.parse(line) as ShotEntry;
    shots.set(entry.name, entry);
  }
  const planned = await readFile(path.join(dir, 'planned.json'), 'utf8').catch(() => null);
  return { ...(JSON.parse(run) as { startedAt: string; endedAt?: string }), shots: [...shots.values()], ...(planned ? { planned: JSON.parse(planned) as string[] } : {}) };
}
