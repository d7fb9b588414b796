/**
 * The README is the next volunteer's guide (issue 47): short enough to read, every link in it and in
 * the topic pages leads somewhere, and the kinds' table it quotes from `npm run kinds` still says
 * what the tree does: every kind in its four folders, none importing another.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS, folderCount, tallyKinds } from '../../scripts/kinds-tally';
import { ROOT, filesUnder } from './support/sourceFiles';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** Each relative link of a Markdown file that leads to no file or folder. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(LINK)]
    .map((link) => link[1]!)
    .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(path.resolve(path.dirname(file), target)))
    .map((target) => `${path.relative(ROOT, file)} → ${target}`);
}

describe('the README', () => {
  it('is at most 150 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it("quotes every kind's line of `npm run kinds` with the tree's folders and imports", () => {
    const quoted = new Map(
      [...README.matchAll(/^(\w+) +\d+ +(\d+) +\d+ +\d+ +(\d+)$/gm)].map((row) => [row[1]!, `${row[2]} folders, ${row[3]} imports`]),
    );
    const tree = new Map([...tallyKinds()].map(([kind, tally]) => [kind.kind, `${folderCount(tally.own)} folders, ${tally.reaches.length} imports`]));
    expect(quoted.size).toBe(KINDS.length);
    expect(quoted).toEqual(tree);
  });
});

describe('the documentation', () => {
  it('links only to files that exist', () => {
    const pages = [path.join(ROOT, 'README.md'), path.join(ROOT, 'BENCHMARKS.md'), ...filesUnder(path.join(ROOT, 'docs'), (name) => name.endsWith('.md'))];
    expect(pages.flatMap(brokenLinks)).toEqual([]);
  });
});
