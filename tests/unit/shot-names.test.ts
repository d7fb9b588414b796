/**
 * The screenshots' names (stories/shotNames.ts): a story file moved into its kind's folder keeps the
 * name of its old path, so its baselines are found where they are; no two story files share a name,
 * or one would be compared with the other's pictures.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SHOT_NAMES, fileKey } from '../../stories/shotNames';

const STORIES = path.join(import.meta.dirname, '..', '..', 'stories');
const BASELINES = readdirSync(path.join(STORIES, '__screenshots__', 'visual.test.tsx'));

/** Every story file, as import.meta.glob names it from stories/: './books/admin/BooksScreen.stories.tsx'. */
const storyFiles = readdirSync(STORIES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && !file.startsWith('__screenshots__'))
  .map((file) => `./${file.split(path.sep).join('/')}`);

it('keeps the old name of each moved story file: the file is there, and its baselines', () => {
  for (const [story, name] of Object.entries(SHOT_NAMES)) {
    expect(existsSync(path.join(STORIES, story)), story).toBe(true);
    expect(BASELINES.filter((file) => file.startsWith(`${name}-`)).length, `${story}: ${name}`).toBeGreaterThan(0);
  }
});

it('names no two story files alike', () => {
  const names = storyFiles.map(fileKey);
  expect(storyFiles.length).toBeGreaterThan(50);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});
