/**
 * Storybook shows the JSDoc of the components, their props and their stories on the docs pages as
 * Markdown, where a tag is an element, not a word: "focus goes to `<main>`, not to <body>" in a
 * story's comment rendered a `<body>` element inside the docs page, which React then took for the
 * page's own body, and every event after it sent React round in a loop: UI › ConfirmDialog › Docs
 * froze the tab (issue 45). A tag in those comments is written as code, between backticks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, filesUnder } from './support/sourceFiles';

const DOC_COMMENT = /\/\*\*([\s\S]*?)\*\//g;
const CODE_SPAN = /`[^`]*`/g;
const TAG = /<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>/g;

/** Each tag written outside a code span in a JSDoc comment of `source`, with its line. */
export function bareTags(source: string): string[] {
  return [...source.matchAll(DOC_COMMENT)].flatMap((comment) => {
    const line = source.slice(0, comment.index).split('\n').length;
    return [...comment[1]!.replace(CODE_SPAN, '').matchAll(TAG)].map((tag) => `line ${line}: ${tag[0]}`);
  });
}

/** The components and stories whose comments Storybook shows, each with its bare tags. */
function bareTagsIn(dir: string, name: RegExp): string[] {
  return filesUnder(path.join(ROOT, dir), (file) => name.test(file)).flatMap((file) =>
    bareTags(readFileSync(file, 'utf8')).map((found) => `${path.relative(ROOT, file)}, ${found}`),
  );
}

describe('comments shown on the docs pages', () => {
  it('write tags as code in the design system (src/ui) and the stories', () => {
    expect([...bareTagsIn('src/ui', /\.tsx$/), ...bareTagsIn('stories', /\.stories\.tsx$/)]).toEqual([]);
  });

  it('are read so that a bare tag is found, and a tag in code is not', () => {
    const source = '/**\n * Focus goes to the `<main>`, not to <body>.\n */\n/** A <Button variant="danger"/> or an `<a>`. */';
    expect(bareTags(source)).toEqual(['line 1: <body>', 'line 4: <Button variant="danger"/>']);
    expect(bareTags('// a <body> in a line comment is shown nowhere\nconst a = 1 < 2 && 3 > 2;')).toEqual([]);
  });
});
