// No orphaned approved picture (issue 49): every picture in stories/__screenshots__/visual.test.tsx/,
// and every entry of verified-shots.json, is that of a story and width the screenshot run compares
// (stories/visual.ts plans them: a story out of the pictures has none, a pinned or one-width story
// one). A story renamed or removed, or a width dropped, leaves its pictures behind: this lists them.
// The stories are composed, not played: their parameters and globals are all it reads.
import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { shotFile } from './shotNames';
import { plannedShots, type StoryModule } from './visual';

const planned = new Set(plannedShots(import.meta.glob<StoryModule>(['./**/*.stories.tsx'], { eager: true })));


test('every approved picture is one a story is compared with', async () => {
  const { files, verified, platform } = await commands.listStoryScreenshots();
  // The review reads the same list for the orphans it offers to remove (scripts/review/).
  await commands.recordPlannedShots([...planned]);
  const expected = new Set([...planned].map((name) => shotFile(name, platform)));
  expect(planned.size).toBeGreaterThan(500);
  expect(files.filter((file) => !expected.has(file)).sort()).toEqual([]);
  expect(verified.filter((name) => !planned.has(name)).sort()).toEqual([]);
});
