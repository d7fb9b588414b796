// `npm start`: builds what is missing or older than its sources, then serves SPA + API from
// compiled JavaScript with plain `node`, no TypeScript loader at run time (`npm run dev` and the
// tests run the TypeScript directly):
// - dist/ and dist-ssr/: the website and its server render (vite build);
// - dist-server/: the server (scripts/build-server.mjs).
// Plain JavaScript itself, so that starting needs no loader either.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** The newest modification time under `p` (0 when it does not exist). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

/** Runs a build in a process of its own: one in this process left the server holding ~400 MB it never used again. */
function run(args) {
  const build = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const index = path.join(root, 'dist', 'index.html');
// The server's render of the public pages (decision 013), built beside the website and never served.
const serverRender = path.join(root, 'dist-ssr', 'entry-server.js');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/app-icons.ts', 'package.json'].map((p) => newest(path.join(root, p)));
// The website is built into dist/ when dist/ is what is served: STATIC_DIR unset (or naming dist/).
// Set to nothing, the API is served alone (the website on a host of its own); set to another
// folder, that folder is served as it is: neither has a website to build here.
const servesDist = process.env.STATIC_DIR === undefined || path.resolve(process.env.STATIC_DIR) === path.join(root, 'dist');
if (servesDist && Math.max(...sources) > Math.min(mtime(index), mtime(serverRender))) {
  console.log('Building the website (dist/ or dist-ssr/ is missing or older than src/)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) run([vite, ...args, '--logLevel', 'warn']);
}

/** The server bundle is missing, or older than one of the files it was built from (or than how it is built). */
function serverStale() {
  const bundle = path.join(root, 'dist-server', 'main.js');
  const built = mtime(bundle);
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(path.join(root, 'dist-server', 'inputs.json'), 'utf8'));
  } catch {
    return true;
  }
  // A file gone is a change too: whatever imported it has changed, or the build would fail.
  return [...inputs, 'scripts/build-server.mjs', 'package.json'].some((file) => !existsSync(path.join(root, file)) || mtime(path.join(root, file)) > built);
}
if (serverStale()) {
  console.log('Building the server (dist-server/ is missing or older than server/)...');
  run([path.join(root, 'scripts', 'build-server.mjs')]);
}

// `--build-only`: what is stale is built, nothing is served (the e2e suite builds once this way,
// then starts a server per worker from the bundle).
if (process.argv.includes('--build-only')) process.exit(0);

// A stack trace in the log names the TypeScript file and line, not the bundle's.
process.setSourceMapsEnabled(true);
process.env.STATIC_DIR ??= path.join(root, 'dist');
// React's production build for the pages' server render (dist-ssr/ loads react and react-dom at run
// time): without it they ran their development build, slower and warning on stderr.
process.env.NODE_ENV ??= 'production';
await import('../dist-server/main.js');
