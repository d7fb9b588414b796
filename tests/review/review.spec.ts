import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../../.storybook/approvedPictures';
import { readRun } from '../../.storybook/shotRun';
import { projectCopy } from '../../scripts/project-copy';
import { reviewPaths } from '../../scripts/review/reviewRun';
import { reviewServer } from '../../scripts/review/server';
import { shotFile } from '../../stories/shotNames';

// The screenshot review as QA uses it (issue 49): in a copy of the project, a colour token changed
// makes some stories differ; the review lists exactly those, with both pictures and the diff;
// accepting one writes that picture alone, rejecting another leaves it; the next run passes the
// accepted one and still fails the rejected one. The run is one component's stories (`-t`), the
// review saying so: a whole run of the stories is the visual project's own, and minutes long.

const STORIES = '^ui-ProgressBar ';
/**
 * The bound on one screenshot run in the copy: Vitest, its browser and a cold Vite cache for ten
 * stories. Beside the rest of npm test at load 20, two runs and the page ran past 300 s, each step
 * within its own time; alone at load 4, 2.3 min for all.
 */
const RUN_MS = 240_000;
const ACCEPTED = 'ui-ProgressBar--Default-375';
const REJECTED = 'ui-ProgressBar--ClampsOutOfRange-375';

/** The screenshot run in the copy, as CI runs it (no picture written): its exit code, and the end of what it printed for a failure's message. */
function screenshotRun(dir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('npx', ['vitest', 'run', '--project', 'visual', 'stories/visual.test.tsx', '-t', STORIES], {
    cwd: dir,
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** Each approved picture's hash, by file. */
function approved(dir: string): Map<string, string> {
  const folder = path.join(dir, SCREENSHOTS_DIR);
  return new Map(readdirSync(folder).map((file) => [file, createHash('sha256').update(readFileSync(path.join(folder, file))).digest('hex')]));
}

test('a token changed: the review lists what changed, accepts one picture and rejects another, and the next run agrees', async ({ browser }) => {
  // Two runs, and the page between them.
  test.setTimeout(2 * RUN_MS + 60_000);
  const dir = projectCopy('tucasa-review-', { withScreenshots: true });
  const app = reviewServer({ paths: reviewPaths(dir), storybook: 'http://localhost:6006' });
  try {
    const tokens = path.join(dir, 'src/ui/tokens.css');
    // The public (dark) palette's primary colour, which the progress bar fills with.
    writeFileSync(tokens, readFileSync(tokens, 'utf8').replace('--color-primary: #60a5fa;', '--color-primary: #f97316;'));
    const first = await screenshotRun(dir);
    expect(first.code, first.output).toBe(1);
    const run = (await readRun(reviewPaths(dir).run))!;
    const changed = run.shots.filter((shot) => shot.status === 'changed').map((shot) => shot.name);
    expect(changed, first.output).toEqual(expect.arrayContaining([ACCEPTED, REJECTED]));
    expect(run.shots.some((shot) => shot.status === 'passed')).toBe(true);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(await app.listen({ port: 0, host: '127.0.0.1' }));
    await expect(page.locator('#summary')).toContainText(`${run.shots.length} pictures compared: a filtered or cut-short run`);
    // Exactly the changed pictures: one button a picture, under its story's name.
    const list = page.getByRole('navigation', { name: 'Pictures to review' });
    await expect(list.getByRole('button')).toHaveCount(changed.length);
    const stories = [...new Set(changed.map((name) => name.split('--')[1]!.replace(/-\d+$/, '')))];
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(stories);

    const open = async (name: string) => {
      const [, story, width] = /--(.*)-(\d+)$/.exec(name)!;
      await list.getByRole('heading', { level: 3, name: story }).locator('+ ul').getByRole('button', { name: new RegExp(`^${width} px`) }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toContainText(`${story} · ${width} px`);
    };
    const shown = (alt: string) => expect.poll(() => page.getByRole('img', { name: alt, exact: true }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await open(ACCEPTED);
    await shown('Approved');
    await shown('This run');
    await page.keyboard.press('4');
    await shown('Changed pixels (red)');
    const before = approved(dir);
    await page.keyboard.press('a');
    await expect(list.getByRole('button', { name: /accepted/ })).toHaveCount(1);
    await open(REJECTED);
    await page.keyboard.press('r');
    await expect(list.getByRole('button', { name: /rejected/ })).toHaveCount(1);
    const after = approved(dir);
    expect([...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file)).toEqual([shotFile(ACCEPTED, os.platform())]);

    // The next run: the accepted picture passes, the rejected one still fails.
    const second = await screenshotRun(dir);
    expect(second.code, second.output).toBe(1);
    const next = new Map((await readRun(reviewPaths(dir).run))!.shots.map((shot) => [shot.name, shot.status]));
    expect(next.get(ACCEPTED), second.output).toBe('passed');
    expect(next.get(REJECTED), second.output).toBe('changed');
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
