/**
 * No file of the project's code is over 300 lines (issue 30): one that long holds more than one
 * thing, and the next change to it has to be read whole. The product's code and styles in server/,
 * src/, shared/ and scripts/, and the tests and stories that check it; not shared/api-schema.d.ts,
 * which openapi-typescript writes from openapi.yaml.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, filesUnder } from './support/sourceFiles';

const MAX_LINES = 300;
const CODE = /\.(ts|tsx|mjs|css)$/;
const GENERATED = new Set(['shared/api-schema.d.ts']);

/** The files of `dirs` (relative to the project) longer than `max` lines, with their lengths. */
export function longFiles(dirs: string[], max: number): string[] {
  return dirs
    .flatMap((dir) => filesUnder(path.join(ROOT, dir), (name) => CODE.test(name)))
    .map((file) => [path.relative(ROOT, file), readFileSync(file, 'utf8').trimEnd().split('\n').length] as const)
    .filter(([file, lines]) => lines > max && !GENERATED.has(file))
    .map(([file, lines]) => `${file}: ${lines} lines`);
}

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each in server/, src/, shared/ and scripts/`, () => {
    expect(longFiles(['server', 'src', 'shared', 'scripts'], MAX_LINES)).toEqual([]);
  });

  it(`are at most ${MAX_LINES} lines each in tests/, stories/ and .storybook/`, () => {
    expect(longFiles(['tests', 'stories', '.storybook'], MAX_LINES)).toEqual([]);
  });

  it('are counted so that a long one is found', () => {
    // The generated schema (about 4,000 lines) is left out by name; a file past the bound is named.
    expect(longFiles(['shared'], MAX_LINES)).toEqual([]);
    expect(longFiles(['src/domain/texts'], 200)).toContainEqual(expect.stringMatching(/^src\/domain\/texts\/adminTexts\.ts: \d+ lines$/));
  });
});
