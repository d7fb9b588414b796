// `npm run kinds`: where each kind of content lives (issue 47, decision 033). For each kind, the
// folders that hold its own files, the shared files that name it, and its imports of another kind's
// files. It reads the tree and runs nothing.
//
//   npm run kinds                    one line per kind
//   npm run kinds -- --long          then each kind's folders, shared files and imports
//   npm run kinds -- books           one kind's detail
//
// A kind's own folder counts as one with everything below it (src/features/books/admin/ is in
// src/features/books/). A file is a kind's own when it stands in that kind's folder (src/features/<kind>/,
// server/features/<kind>/, stories/<kind>/, tests/<kind>/), else when its name or a folder of its
// path says one of the kind's names (its file name first, then its folders from the deepest). The
// design system, the migrations and generated files belong to no kind; the catalogues of words
// (src/domain/texts/) and the login's service (server/auth/) are shared. A file that is no kind's
// names a kind when its code (comments left out) has a word of that kind: a piece of an identifier
// ('RecentPosts', 'calendar_events'), a stored type in quotes ('event'), or an API path.
import path from 'node:path';
import { KINDS, folderCount, tallyKinds } from './kinds-tally';

const tally = tallyKinds();

/** Files by folder: 'src/admin/pages/  MediaPage.tsx MessagesPage.tsx'. */
function byFolder(files: readonly string[], indent: string): string[] {
  const folders = new Map<string, string[]>();
  for (const file of files) {
    const dir = `${path.posix.dirname(file)}/`;
    folders.set(dir, [...(folders.get(dir) ?? []), path.posix.basename(file)]);
  }
  const width = Math.max(0, ...[...folders.keys()].map((dir) => dir.length));
  return [...folders].map(([dir, names]) => `${indent}${dir.padEnd(width)}  ${names.join(' ')}`);
}

const args = process.argv.slice(2);
const long = args.includes('--long');
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !KINDS.some((k) => k.kind === name));
if (unknown.length) {
  console.error(`Not a kind: ${unknown.join(', ')}. The kinds: ${KINDS.map((k) => k.kind).join(', ')}.`);
  process.exit(1);
}

/** Stories and tests: they check a kind; the rest runs it. */
const isCheck = (file: string) => /^(stories|tests)\//.test(file);

const lines: string[] = [];
if (!asked.length) {
  const header = ['kind', 'own files', 'folders', 'code naming it', 'stories, tests naming it', 'imports of another kind'];
  const rows = [...tally].map(([k, t]) => [
    k.kind,
    t.own.length,
    folderCount(t.own),
    t.naming.filter((file) => !isCheck(file)).length,
    t.naming.filter(isCheck).length,
    t.reaches.length,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  for (const row of [header, ...rows]) lines.push(row.map((cell, i) => (i ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!))).join('  '));
}
for (const [k, t] of tally) {
  if (!(long || asked.includes(k.kind))) continue;
  const code = t.naming.filter((file) => !isCheck(file));
  const checks = t.naming.filter(isCheck);
  lines.push('', `${k.kind}: ${t.own.length} own files in ${folderCount(t.own)} folders`, ...byFolder(t.own, '  '));
  lines.push(`  code naming it: ${code.length} files in ${folderCount(code)} folders`, ...byFolder(code, '    '));
  lines.push(`  stories and tests naming it: ${checks.length} files in ${folderCount(checks)} folders`, ...byFolder(checks, '    '));
  lines.push(`  imports of another kind's files: ${t.reaches.length}`, ...t.reaches.map((edge) => `    ${edge}`));
}
console.log(lines.join('\n'));
