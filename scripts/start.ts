// `npm start`: builds the SPA (and its server render) when dist/ or dist-ssr/ is missing or older than its sources, then serves SPA + API.
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
// The server's render of the public pages (decision 013), built beside the website and never served.
const serverBundle = path.join(root, 'dist-ssr', 'entry-server.js');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newest(path.join(root, p)));
const built = [index, serverBundle].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));
// STATIC_DIR set to nothing serves the API alone (the website on a host of its own): nothing to build.
const apiOnly = process.env.STATIC_DIR === '';
if (!apiOnly && Math.max(...sources) > Math.min(...built)) {
  console.log('Building the website (dist/ or dist-ssr/ is missing or older than src/)...');
  // In a process of its own: a build in this one left the server holding ~400 MB it never used again.
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const run = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

process.env.STATIC_DIR ??= path.join(root, 'dist');
await import('../server/main.js');
