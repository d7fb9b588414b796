// Temporary: figures for decision 013 (not committed).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { seedDemo } from './demo-content.js';

const ROUTES = ['/', '/gallery', '/book', '/calendar', '/chaplency', '/summit', '/no-such-page'];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-measure-'));
const base = { DATA_DIR: dataDir, ADMIN_EMAIL: 'm@localhost', ADMIN_PASSWORD: 'measure-password', LOG_LEVEL: 'silent' };
const rendered = await buildApp(loadConfig({ ...base, STATIC_DIR: path.resolve('dist') }));
const token = (await rendered.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: base.ADMIN_EMAIL, password: base.ADMIN_PASSWORD } })).json().token;
await seedDemo(rendered, token, { photoWidth: 1200 });
const plain = await buildApp(loadConfig({ ...base, STATIC_DIR: '/tmp/ssr-measure/plain' }));
const { render } = (await import(path.resolve('dist-ssr/entry-server.js'))) as { render: (u: string, d: Record<string, unknown>) => Promise<string> };

async function timed(app: typeof plain.app, url: string, runs = 10) {
  await app.inject({ method: 'GET', url });
  const ms: number[] = [];
  let body = '';
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    body = (await app.inject({ method: 'GET', url })).body;
    ms.push(performance.now() - t);
  }
  return { body, min: Math.min(...ms), max: Math.max(...ms), median: ms.sort((a, b) => a - b)[Math.floor(runs / 2)]! };
}
const f = (n: number) => n.toFixed(1);
console.log('| page | HTML gzip before | after | text only (gzip) | answer ms before (min–max) | after (min–max) | render() alone ms (min–max) |');
for (const url of ROUTES) {
  const before = await timed(plain.app, url);
  const after = await timed(rendered.app, url);
  const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(after.body)?.[1]?.replace(/\\u003c/g, '<') ?? '{}') as Record<string, unknown>;
  const rms: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const t = performance.now();
    await render(url, data);
    rms.push(performance.now() - t);
  }
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(after.body)?.[1] ?? '';
  const text = root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const gz = (s: string) => gzipSync(s, { level: 9 }).length;
  console.log(`| ${url} | ${gz(before.body)} | ${gz(after.body)} | ${gz(text)} | ${f(before.min)}–${f(before.max)} | ${f(after.min)}–${f(after.max)} | ${f(Math.min(...rms))}–${f(Math.max(...rms))} |`);
}
await rendered.app.close();
await plain.app.close();
