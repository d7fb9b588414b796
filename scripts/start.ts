// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves SPA + API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

const index = path.join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newest(path.join(root, p)));
// STATIC_DIR set to nothing serves the API alone (the website on a host of its own): nothing to build.
const apiOnly = process.env.STATIC_DIR === '';
if (!apiOnly && (!existsSync(index) || Math.max(...sources) > statSync(index).mtimeMs)) {
  console.log('Building the website (dist/ is missing or older than src/)...');
  // In a process of its own: a build in this one left the server holding ~400 MB it never used again.
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

process.env.STATIC_DIR ??= path.join(root, 'dist');
await import('../server/main.js');
