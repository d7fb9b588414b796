import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { killChildren, startChild } from './child.js';
import { removeDir } from './helpers.js';

// `npm start` runs the server compiled (scripts/start.mjs, scripts/build-server.mjs): plain node,
// no TypeScript loader, rebuilt only when a source changed.

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];

afterAll(async () => {
  await killChildren();
  for (const dir of dirs) removeDir(dir);
});

/**
 * A project of its own, with the real start and build scripts, the repository's packages, and a
 * server/main.ts that prints what it was built from and how it runs, instead of serving.
 */
function project() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-start-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'scripts'));
  mkdirSync(path.join(dir, 'server'));
  for (const file of ['scripts/start.mjs', 'scripts/build-server.mjs', 'package.json']) copyFileSync(path.join(root, file), path.join(dir, file));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'server', 'main.ts'),
    `import { version } from './version.js';\nconsole.log(JSON.stringify({ version, execArgv: process.execArgv }));\n`,
  );
  const writeVersion = (version: number) => writeFileSync(path.join(dir, 'server', 'version.ts'), `export const version: number = ${version};\n`);
  writeVersion(1);
  // All of it written a minute ago, so that only the change a test makes is newer than a build.
  const before = new Date(Date.now() - 60_000);
  for (const file of ['scripts/start.mjs', 'scripts/build-server.mjs', 'package.json', 'server/main.ts', 'server/version.ts']) utimesSync(path.join(dir, file), before, before);
  const start = () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: dir,
      // API only: no website to build here. NODE_OPTIONS could carry a loader in: none.
      env: { ...process.env, STATIC_DIR: '', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    return { built: lines.some((line) => line.startsWith('Building the server')), ran: JSON.parse(lines.at(-1)!) as { version: number; execArgv: string[] } };
  };
  return { dir, start, writeVersion };
}

describe('npm start', () => {
  it('builds the server once, runs it with plain node, and builds again only when a source changed', () => {
    const { dir, start, writeVersion } = project();
    expect(start()).toEqual({ built: true, ran: { version: 1, execArgv: [] } });
    expect(start()).toEqual({ built: false, ran: { version: 1, execArgv: [] } });

    // A change in a file the entry imports, not in the entry itself, made after the build (the
    // bundle dated back: a file system that counts in seconds could give both the same time).
    const earlier = new Date(Date.now() - 30_000);
    utimesSync(path.join(dir, 'dist-server', 'main.js'), earlier, earlier);
    writeVersion(2);
    expect(start()).toEqual({ built: true, ran: { version: 2, execArgv: [] } });
    expect(start()).toEqual({ built: false, ran: { version: 2, execArgv: [] } });
  }, 120_000);

  it('serves the API from the bundle, with the packages (native ones included) imported from node_modules', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-start-data-'));
    dirs.push(dataDir);
    const child = await startChild(dataDir, {}, { entry: 'scripts/start.mjs' });
    const bundle = readFileSync(path.join(root, 'dist-server', 'main.js'), 'utf8');
    for (const name of ['sharp', 'better-sqlite3', 'argon2', 'fastify']) expect(bundle, name).toContain(`from "${name}"`);
    // Files found from the bundle's place: the contract at the root, the reference's renderer in node_modules.
    for (const url of ['/api/openapi.yaml', '/api/docs/swagger-ui-bundle.js']) expect((await fetch(`${child.base}${url}`)).status, url).toBe(200);
    await child.stop();
  }, 120_000);
});
