import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, removeDir } from './helpers.js';

/**
 * A website for the server to serve (STATIC_DIR), made in an instant: index.html with its root, and
 * beside it, where the server looks for the page render (`<site>-ssr/`, render.ts), a render that
 * writes the API paths of the answers it was given. A page of it shows the reads the server made
 * for it, without the real build's seconds.
 */
export function fakeSite(): { dir: string; remove(): void } {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'tucasa-site-')), 'site');
  mkdirSync(dir);
  mkdirSync(`${dir}-ssr`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html lang="en"><head><title>Test</title></head><body><div id="root"></div></body></html>\n');
  writeFileSync(
    path.join(`${dir}-ssr`, 'entry-server.js'),
    'export async function render(url, data) {\n  return `<p id="reads">${Object.keys(data).join(" ")}</p>`;\n}\n',
  );
  return { dir, remove: () => removeDir(path.dirname(dir)) };
}

/**
 * The environment of a server started as `npm start` starts it in a test: the test admin, SQLite and
 * the local folder (whatever the environment running the tests says), one JSON line a request, and
 * `env` over it all.
 */
export function startEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    STORAGE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    LOG_FORMAT: '',
    NODE_OPTIONS: '',
    ...env,
  };
}
