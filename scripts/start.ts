// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves SPA + API.
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

const built = path.join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newest(path.join(root, p)));
// STATIC_DIR set to nothing serves the API alone (the website on a host of its own): nothing to build.
const apiOnly = process.env.STATIC_DIR === '';
if (!apiOnly && (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs)) {
  console.log('Building the website (dist/ is missing or older than src/)...');
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

process.env.STATIC_DIR ??= path.join(root, 'dist');
await import('../server/main.js');
