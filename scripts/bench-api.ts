// `npm run bench:api`: request rates and latencies of the API on loopback, with demo content.
// Bounded: a fixed number of requests per endpoint, then it stops.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { writeSection } from './bench-report.js';
import { photo, seedDemo } from './demo-content.js';

const REQUESTS = 2000;
const CONCURRENCY = 16;

// The pages' HTML is measured too (server/spa.ts adds each page's hints, one in-process API call
// for the home and gallery pictures): it needs a build.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: dist, ADMIN_EMAIL: 'bench@localhost', ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'silent' });
const built = await buildApp(config);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
const token = (await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@localhost', password: 'bench-password' }) })).json() as { token: string }).token;
await seedDemo(built, token, { photoWidth: 1200 });

async function load(url: string, total = REQUESTS) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return { url, rps: Math.round(total / seconds), p50: q(0.5), p95: q(0.95) };
}

const rows = [];
for (const url of ['/api/posts', '/api/media', '/api/chaplaincy-leaders', '/api/annual-calendars', '/api/settings', '/api/media/count', '/', '/gallery']) {
  rows.push(await load(url));
}

// Upload: one 2400×1600 photo (re-encode + 3 variants) per request, sequentially.
const upload = await photo('Bench upload', 100, 2400, 1600);
const uploads: number[] = [];
for (let i = 0; i < 10; i++) {
  const fd = new FormData();
  fd.append('event_title', `Bench ${i}`);
  fd.append('media_files', upload);
  const t = performance.now();
  const res = await fetch(`${base}/api/media/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fd });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  uploads.push(performance.now() - t);
}
uploads.sort((a, b) => a - b);

await built.app.close();
rmSync(dataDir, { recursive: true, force: true });

const md = `## API (\`npm run bench:api\`)

${new Date().toISOString().slice(0, 10)}: ${REQUESTS} GET requests per endpoint, ${CONCURRENCY} at a time, over loopback, gzip accepted, on the demo content.

| endpoint | requests/s | p50 ms | p95 ms |
|---|---:|---:|---:|
${rows.map((r) => `| GET ${r.url}${r.url.startsWith('/api/') ? '' : ' (page HTML with its hints)'} | ${r.rps} | ${r.p50} | ${r.p95} |`).join('\n')}

Upload of one ${(upload.size / 1048576).toFixed(1)} MB 2400×1600 JPEG (type check, WebP re-encode, 3 variants), one at a time, 10 runs: median ${uploads[5]!.toFixed(0)} ms, slowest ${uploads[9]!.toFixed(0)} ms.`;
writeSection('api', md);
console.log(md);
