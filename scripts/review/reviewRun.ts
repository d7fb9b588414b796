/**
 * The review of the last screenshot run (issue 49, decision 038): what it found changed, new or
 * failing, and the approved pictures no story plans any longer (orphans), each with what is needed
 * to look at it; and the decisions on them — accept (the run's shot becomes the approved picture,
 * as `--update` would write it, without running the stories again), reject (left as it is: the next
 * run fails on it again) and remove (an orphan's file). Read from the run's record
 * (.storybook/shotRun.ts); decisions are kept beside it, so a page reloaded shows them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { approvedPicture, SCREENSHOTS_DIR, VERIFIED_SHOTS_FILE, writeWhole } from '../../.storybook/approvedPictures';
import { readRun, runDir, type RunRecord, type ShotStatus } from '../../.storybook/shotRun';
import { VerifiedShots } from '../../.storybook/verifiedShots';
import { shotFile } from '../../stories/shotNames';

export type Decision = 'accepted' | 'rejected' | 'removed';

export interface ReviewItem {
  name: string;
  /** The story file's key and the story's export name, as the picture's name holds them. */
  component: string;
  story: string;
  /** Its ID in Storybook; none for an orphan. */
  storyId?: string;
  width: number | null;
  status: Exclude<ShotStatus, 'passed'> | 'orphan';
  /** File names: the approved picture (under /approved/), the run's shot and diff (under /run/). */
  approved?: string;
  actual?: string;
  diff?: string;
  message?: string;
  /** The same change as other pictures' (decision 038): its key, for one decision on them all. */
  change?: string;
  /** Where the changed pixels are, when the two pictures have one size: for the diff's zoom. */
  box?: { x: number; y: number; width: number; height: number };
  decision?: Decision;
}

export interface RunSummary {
  startedAt: string;
  endedAt: string | null;
  /** Pictures compared, and those the stories plan (null: the run's orphan check did not run). */
  compared: number;
  planned: number | null;
  /** Every planned picture compared: a run neither filtered nor cut short. */
  whole: boolean;
}

export interface Review {
  run: RunSummary | null;
  items: ReviewItem[];
  /** Why nothing can be decided (no run, a run not ended); null when decisions are taken. */
  refused: string | null;
}

export interface ReviewPaths {
  root: string;
  /** The run's folder (.vitest-attachments/stories/visual.test.tsx). */
  run: string;
}

export const reviewPaths = (root: string): ReviewPaths => ({ root, run: runDir(path.join(root, '.vitest-attachments')) });

const approvedDir = (paths: ReviewPaths) => path.join(paths.root, SCREENSHOTS_DIR);
const approvedFile = (name: string) => shotFile(name, os.platform());
const decisionsFile = (paths: ReviewPaths) => path.join(paths.run, 'decisions.json');
/** Where the review lists the approved pictures no story plans. */
const ORPHANS = 'Orphans: no story is compared with these';

/** `ui-Button--Primary-375` → its component, story and width. */
export function partsOf(name: string): Pick<ReviewItem, 'component' | 'story' | 'width'> {
  const [component = name, rest = ''] = name.split('--');
  const match = /^(.*)-(\d+)$/.exec(rest);
  return match ? { component, story: match[1]!, width: Number(match[2]) } : { component, story: rest, width: null };
}

function readDecisions(paths: ReviewPaths): Record<string, Decision> {
  try {
    return JSON.parse(readFileSync(decisionsFile(paths), 'utf8')) as Record<string, Decision>;
  } catch {
    return {};
  }
}

/** RGBA pixels of a picture file. */
async function pixels(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * What changed between two pictures, as a key equal for changes made the same way (decision 038):
 * pictures of one size, by the colours changed into which (those of 5 % of the changed pixels or
 * more: a token's colour, a font's glyphs against their background), with the box of the changes;
 * pictures of two sizes, by how much the size changed (a field added above a list in every screen).
 */
export async function changeOf(approved: string, actual: string): Promise<Pick<ReviewItem, 'change' | 'box'>> {
  const [before, after] = await Promise.all([pixels(approved), pixels(actual)]);
  if (before.width !== after.width || before.height !== after.height) {
    return { change: `size ${after.width - before.width >= 0 ? '+' : ''}${after.width - before.width} × ${after.height - before.height >= 0 ? '+' : ''}${after.height - before.height} px` };
  }
  const pairs = new Map<string, number>();
  let [left, top, right, bottom, changed] = [before.width, before.height, -1, -1, 0];
  for (let i = 0; i < before.data.length; i += 4) {
    if (before.data.readUInt32LE(i) === after.data.readUInt32LE(i)) continue;
    changed++;
    const pair = `${before.data.readUInt32BE(i).toString(16)}>${after.data.readUInt32BE(i).toString(16)}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    const x = (i / 4) % before.width;
    const y = Math.floor(i / 4 / before.width);
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  if (changed === 0) return { change: 'no pixel changed' };
  const main = [...pairs].filter(([, count]) => count >= changed * 0.05).map(([pair]) => pair).sort();
  const key = createHash('sha256').update(main.join(',')).digest('base64url').slice(0, 12);
  return { change: `colours ${key}`, box: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 } };
}

/** The review of the last run: its changed, new and failing pictures, and the orphans when the run knows them. */
export async function readReview(paths: ReviewPaths): Promise<Review> {
  const run: RunRecord | null = await readRun(paths.run);
  if (!run) return { run: null, items: [], refused: 'No screenshot run to review: run `npm run test:screenshots` first.' };
  const decisions = readDecisions(paths);
  const approved = new Set(existsSync(approvedDir(paths)) ? readdirSync(approvedDir(paths)) : []);
  const items: ReviewItem[] = [];
  for (const shot of run.shots) {
    if (shot.status === 'passed') continue;
    const file = approvedFile(shot.name);
    const item: ReviewItem = {
      name: shot.name,
      ...partsOf(shot.name),
      storyId: shot.story,
      status: shot.status,
      ...(approved.has(file) && { approved: file }),
      ...(shot.actual && { actual: shot.actual }),
      ...(shot.diff && { diff: shot.diff }),
      ...(shot.message && { message: shot.message }),
      ...(decisions[shot.name] && { decision: decisions[shot.name] }),
    };
    if (shot.status === 'changed' && item.approved && item.actual && !item.decision) {
      Object.assign(item, await changeOf(path.join(approvedDir(paths), item.approved), path.join(paths.run, item.actual)));
    }
    items.push(item);
  }
  if (run.planned) {
    const planned = new Set(run.planned.map(approvedFile));
    for (const file of [...approved].sort()) {
      if (planned.has(file)) continue;
      // Named by its file: the story's name in it has lost its `--` (shotFile), and no story is left to ask.
      const name = file.replace(/-chromium-[a-z0-9]+\.webp$/, '');
      const width = /-(\d+)$/.exec(name)?.[1];
      items.push({ name, component: ORPHANS, story: name, width: width ? Number(width) : null, status: 'orphan', approved: file, ...(decisions[name] && { decision: decisions[name] }) });
    }
  }
  const planned = run.planned?.length ?? null;
  const compared = run.shots.filter((shot) => !shot.name.endsWith(' (wider)')).length;
  const summary: RunSummary = { startedAt: run.startedAt, endedAt: run.endedAt ?? null, compared, planned, whole: planned !== null && compared >= planned };
  const refused = run.endedAt ? null : 'This run has not ended: it is still going, or it was stopped before its end. Run it again to its end to accept from it.';
  return { run: summary, items, refused };
}

export class DecisionError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}

/**
 * Takes a decision on pictures of the review: `accept` writes each run's shot as the approved
 * picture (lossless WebP, and the shot's hash recorded, as `--update` does); `reject` leaves the
 * approved picture, but a new one the run wrote into place itself (Vitest's local runs write new
 * pictures), which is removed so that the next run fails on it again; `remove` deletes an orphan.
 */
export async function decide(paths: ReviewPaths, names: readonly string[], decision: 'accept' | 'reject' | 'remove'): Promise<Record<string, Decision>> {
  const review = await readReview(paths);
  if (review.refused) throw new DecisionError(review.refused, 409);
  const byName = new Map(review.items.map((item) => [item.name, item]));
  const chosen = names.map((name) => {
    const item = byName.get(name);
    if (!item) throw new DecisionError(`${name} is not a picture of this review.`, 404);
    if (decision === 'remove' ? item.status !== 'orphan' : item.status === 'orphan' || item.status === 'failed' || !item.actual) {
      throw new DecisionError(`${name} cannot be ${decision === 'remove' ? 'removed: only an orphan can' : `${decision}ed: it has no new picture to decide on`}.`, 400);
    }
    return item;
  });
  const verified = new VerifiedShots(path.join(paths.root, VERIFIED_SHOTS_FILE));
  const decisions = readDecisions(paths);
  for (const item of chosen) {
    const target = path.join(approvedDir(paths), approvedFile(item.name));
    if (decision === 'accept') {
      const shot = readFileSync(path.join(paths.run, item.actual!));
      const picture = await approvedPicture(shot);
      writeWhole(target, picture);
      verified.record(item.name, picture, shot);
      decisions[item.name] = 'accepted';
    } else if (decision === 'reject') {
      if (item.status === 'new' && existsSync(target)) {
        const written = await approvedPicture(readFileSync(path.join(paths.run, item.actual!)));
        if (written.equals(readFileSync(target))) {
          rmSync(target);
          verified.remove(item.name);
        }
      }
      decisions[item.name] = 'rejected';
    } else {
      rmSync(path.join(approvedDir(paths), item.approved!), { force: true });
      for (const name of verified.names()) if (approvedFile(name) === item.approved) verified.remove(name);
      decisions[item.name] = 'removed';
    }
  }
  writeWhole(decisionsFile(paths), JSON.stringify(decisions, null, 1));
  return Object.fromEntries(chosen.map((item) => [item.name, decisions[item.name]!]));
}

/** What is changed in the working tree among the approved pictures (`git status`), one line a file. */
export function workingTree(paths: ReviewPaths): string[] {
  try {
    const out = execFileSync('git', ['status', '--porcelain', '--', path.dirname(SCREENSHOTS_DIR)], { cwd: paths.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
