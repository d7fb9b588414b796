// Each benchmark owns one section of BENCHMARKS.md, between markers, and rewrites only that.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md');

export function writeSection(name: string, markdown: string) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  let doc = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench:*` on this project\'s machine (2 cores, Node 20). Re-run to refresh.\n';
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const at = doc.indexOf(begin);
  doc = at >= 0 ? doc.slice(0, at) + block + doc.slice(doc.indexOf(end) + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, doc);
}

/** The machine's load average over 1, 5 and 15 minutes, as the reports print it ("3.12, 4.50, 5.01"). */
export const loadAverage = (digits = 2) =>
  os
    .loadavg()
    .map((n) => n.toFixed(digits))
    .join(', ');
