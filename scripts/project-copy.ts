// A copy of the project as it is now, in a temporary folder, for a suite that runs it as another
// checkout would (scripts/test-node24.ts on Node 24; the screenshot review's test, which changes a
// token there): the files git tracks or would, and the builds, each with its modification time kept
// (start.mjs builds what is older than its sources); node_modules a folder of links to this one's
// packages. The files are copied, not linked: Node and Vite follow a link to the file's real place.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Copies `file` (relative to the root) into `dir`, its modification time kept. */
function copyKeepingTime(file: string, dir: string) {
  const from = path.join(root, file);
  const to = path.join(dir, file);
  const stat = statSync(from);
  if (stat.isDirectory()) mkdirSync(to, { recursive: true });
  else copyFileSync(from, to);
  utimesSync(to, stat.atime, stat.mtime);
}

export interface CopyOptions {
  /** The stories' approved pictures (26 MB), which only the screenshot runs read. */
  withScreenshots: boolean;
  /** Packages not linked, which the caller puts in place itself. */
  except?: string[];
}

/** The copy's folder, named from `prefix`; the caller removes it. */
export function projectCopy(prefix: string, { withScreenshots, except = [] }: CopyOptions): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
  // A file deleted but not yet from git's index is not there to copy.
  const files = listed.filter((file) => file && (withScreenshots || !file.startsWith('stories/__screenshots__/')) && existsSync(path.join(root, file)));
  const folders = new Set(files.flatMap((file) => path.dirname(file).split(path.sep).map((_, i, parts) => parts.slice(0, i + 1).join(path.sep))));
  folders.delete('.');
  for (const folder of folders) mkdirSync(path.join(dir, folder), { recursive: true });
  for (const file of files) copyKeepingTime(file, dir);
  // Last, once nothing is added to them: a folder's time counts in start.mjs's check too.
  for (const folder of folders) copyKeepingTime(folder, dir);
  for (const built of ['dist', 'dist-ssr', 'dist-server']) {
    if (existsSync(path.join(root, built))) cpSync(path.join(root, built), path.join(dir, built), { recursive: true, preserveTimestamps: true });
  }
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    // Not the tools' caches (.vite, .cache): the copy's runs keep theirs apart from the other phases'.
    if (name.startsWith('.') && name !== '.bin') continue;
    if (!except.includes(name)) symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  return dir;
}
