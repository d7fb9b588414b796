/**
 * No module reaches itself through its imports, type-only ones included (issue 30): a circle makes
 * the order of evaluation decide what a module sees, and two modules that need each other are one
 * module in two files. Read with TypeScript's own import scanner, over server/, src/ and scripts/.
 * Nor does a folder of the server (issue 47): two folders that lean on each other cannot be read,
 * moved or tested apart, and the tiers of eslint.config.js say only which way runs up.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT as root, filesUnder } from './support/sourceFiles';

const SOURCE = /\.(ts|tsx)$/;
const isSource = (name: string) => SOURCE.test(name) && !name.endsWith('.d.ts');

/** The file a relative specifier names ('./x.js' is ./x.ts or ./x.tsx; './dir' its index), or null. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Each module's imports (static and type-only; dynamic ones are loaded later, not part of a circle). */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => filesUnder(dir, isSource))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    graph.set(file, importedFiles.map((f) => resolve(file, f.fileName)).filter((f): f is string => f !== null));
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of two or more modules, or one that imports itself (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The graph of the parts of `base` (a folder, or a file at its top): one imports another when any
 * of its modules imports one of the other's.
 */
export function partGraph(graph: Map<string, string[]>, base: string): Map<string, string[]> {
  const partOf = (file: string): string | null => {
    const relative = path.relative(base, file);
    return relative.startsWith('..') ? null : path.join(base, relative.split(path.sep)[0]!);
  };
  const parts = new Map<string, Set<string>>();
  for (const [from, imported] of graph) {
    const part = partOf(from);
    if (part === null) continue;
    const reached = parts.get(part) ?? new Set<string>();
    parts.set(part, reached);
    for (const to of imported.map(partOf)) if (to !== null && to !== part) reached.add(to);
  }
  return new Map([...parts].map(([part, reached]) => [part, [...reached]]));
}

describe('imports', () => {
  it('make no circle in server/, src/ or scripts/', () => {
    expect(circles(importGraph(['server', 'src', 'scripts'].map((d) => path.join(root, d))))).toEqual([]);
  });

  it("make no circle between the server's folders (and the files at its top): each depends one way", () => {
    const server = path.join(root, 'server');
    expect(circles(partGraph(importGraph([server]), server))).toEqual([]);
  });

  it('are read so that a circle is found, type-only imports included', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    const c = path.join(root, 'c.ts');
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(circles(new Map([[a, [b]], [b, []]]))).toEqual([]);
    const { importedFiles } = ts.preProcessFile("import type { X } from './x.js';\nexport { y } from './y.js';\n", true, false);
    expect(importedFiles.map((f) => f.fileName)).toEqual(['./x.js', './y.js']);
    // No circle of files, but one of folders: x/one.ts → y/one.ts → x/two.ts.
    const base = path.join(root, 'server');
    const [x1, y1, x2, top] = ['x/one.ts', 'y/one.ts', 'x/two.ts', 'top.ts'].map((f) => path.join(base, f));
    expect(circles(new Map([[x1!, [y1!]], [y1!, [x2!]], [x2!, []]]))).toEqual([]);
    expect(circles(partGraph(new Map([[x1!, [y1!]], [y1!, [x2!]], [x2!, [top!]], [top!, []]]), base))).toEqual([['server/x', 'server/y']]);
  });
});
