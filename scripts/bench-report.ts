// Each benchmark owns one section of BENCHMARKS.md, between markers, and rewrites only that.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The machine's load average over 1, 5 and 15 minutes, as the reports print it ("3.12, 4.50, 5.01"). */
export const loadAverage = (digits = 2) =>
  os
    .loadavg()
    .map((n) => n.toFixed(digits))
    .join(', ');

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md');

/**
 * The machine a figure was measured on, as the last line of every section: the figures move with it
 * (cores, processor, memory, Node), and on a shared machine with its other tenants' load.
 */
export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown processor';
  return `${os.availableParallelism()} cores (${model}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB of memory, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** The load average as this process started: a bench imports this module first thing. */
const loadAtStart = loadAverage();

/**
 * Rewrites the section `name` of BENCHMARKS.md with `markdown` and a last line naming the machine;
 * `loads`: also the load average (1, 5, 15 min) as the bench started and as it wrote, for a bench
 * whose text does not give it itself.
 */
export function writeSection(name: string, markdown: string, { loads = false } = {}) {
  const facts = `Machine: ${machine()}.${loads ? ` Load average (1, 5, 15 min) as the bench started: ${loadAtStart}; as it ended: ${loadAverage()}.` : ''}`;
  markdown = `${markdown.trim()}\n\n${facts}`;
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

