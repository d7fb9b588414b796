// `npm run build:server` (and `npm start` when its sources changed): bundles the server
// (server/main.ts and what it imports of src/domain) into dist-server/main.js, which plain `node`
// runs with no TypeScript loader. Every package stays outside the bundle, imported from
// node_modules at run time as under tsx: native ones (sharp, better-sqlite3, argon2) cannot be
// bundled, and the others are read as their authors shipped them.
// Plain JavaScript, like start.mjs: building needs no loader either.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// One level under the root: server/openapi.ts finds openapi.yaml by looking upward, from the bundle too.
const outDir = path.join(root, 'dist-server');

const result = await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A stack trace in the log names the TypeScript line (start.mjs turns source maps on).
  sourcemap: 'linked',
  metafile: true,
  write: false,
  logLevel: 'warning',
});

mkdirSync(outDir, { recursive: true });
/** Written beside and renamed into place: a server starting meanwhile reads the old file or the new, never half of one. */
function put(file, contents) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, file);
}
// What the bundle was made of, for start.mjs to tell when it is older than its sources.
put(path.join(outDir, 'inputs.json'), `${JSON.stringify(Object.keys(result.metafile.inputs), null, 2)}\n`);
// The bundle last: its time is the build's.
const isMap = (file) => file.path.endsWith('.map');
for (const file of [...result.outputFiles.filter(isMap), ...result.outputFiles.filter((file) => !isMap(file))]) put(file.path, file.contents);
