// `npm run bench:restore [-- --mb 1024]` (issue 46): the time a new machine takes to be back (RTO)
// from the continuous backup. A site is made with MB megabytes of pictures (uploaded through the
// API, noise so that WebP cannot shrink them), its continuous backup written to a folder and to an
// S3-compatible bucket (s3rver on loopback); then `npm run restore -- BACKUP_URL` into an empty
// DATA_DIR, as a process, RUNS times for each target. The floor, measured in the same run: `cp -r`
// of the backup's files (the bytes alone, no checks). Every run is reported.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildApp } from '../server/app.js';
import { loadConfig, parseBackup } from '../server/config.js';
import { fileStore } from '../server/files/storage.js';
import { loadAverage, writeSection } from './bench-report.js';
import { startS3 } from './s3rver.js';

const args = process.argv.slice(2);
const MB = Number(args[args.indexOf('--mb') + 1] ?? 0) || 1024;
const RUNS = Number(process.env.RUNS ?? 3);
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `tucasa-bench-${name}-`));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function noise(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** A site with MB of stored pictures (variants included), backed up to both targets. */
async function makeSite(targets: string[], s3Env: Record<string, string>) {
  const dataDir = temp('site');
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: '', ADMIN_EMAIL: 'bench@example.org', ADMIN_PASSWORD: 'correct horse battery bench', LOG_LEVEL: 'silent' });
  const { app } = await buildApp(config);
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'bench@example.org', password: 'correct horse battery bench' } });
  const token = login.json<{ token: string }>().token;
  const store = fileStore(dataDir);
  const picture = await noise(1600, 1200);
  let stored = 0;
  for (let event = 0; stored < MB * 1024 * 1024; event += 1) {
    const form = new FormData();
    form.append('event_title', `Event ${event}`);
    for (let i = 0; i < 4; i += 1) form.append('media_files', new File([picture], `p${i}.jpg`, { type: 'image/jpeg' }));
    const body = new Response(form);
    const res = await app.inject({ method: 'POST', url: '/api/media/create', headers: { authorization: `Bearer ${token}`, 'content-type': body.headers.get('content-type')! }, payload: Buffer.from(await body.arrayBuffer()) });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    stored = 0;
    for (const name of await store.list()) stored += (await store.stat(name))?.size ?? 0;
  }
  await app.close();
  for (const url of targets) {
    const site = await buildApp({ ...config, backup: parseBackup({ ...s3Env, BACKUP_URL: url }) });
    await site.backup!.round();
    const error = site.backup!.status().lastError;
    await site.app.close();
    if (error) throw new Error(`backup to ${url}: ${error}`);
  }
  return { dataDir, stored };
}

async function timed(command: string[], env: Record<string, string>) {
  const started = performance.now();
  await run(command[0]!, command.slice(1), { cwd: root, env: { ...process.env, ...env }, maxBuffer: 1 << 24 });
  return performance.now() - started;
}

const s3 = await startS3('tucasa-bench');
const s3Env = { AWS_ENDPOINT_URL: s3.endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };
const folder = temp('target');
const bucket = `s3://${s3.bucket}/bench`;
const cleanup: string[] = [folder];
try {
  const made = performance.now();
  const site = await makeSite([folder, bucket], s3Env);
  cleanup.push(site.dataDir);
  console.log(`site: ${(site.stored / 1024 / 1024).toFixed(0)} MB of pictures, made and backed up in ${seconds(performance.now() - made)}`);
  const rows: string[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    for (const [name, url] of [['folder', folder], ['S3 (s3rver)', bucket]] as const) {
      const dataDir = temp('restored');
      cleanup.push(dataDir);
      const load = loadAverage(1);
      const ms = await timed([process.execPath, '--import', 'tsx', 'scripts/restore.ts', url], { ...s3Env, DATA_DIR: dataDir });
      const copy = temp('copy');
      cleanup.push(copy);
      const floor = await timed(['cp', '-r', path.join(folder, 'files'), copy], {});
      rows.push(`| ${i} | ${name} | ${seconds(ms)} | ${seconds(floor)} | ${(ms / floor).toFixed(1)} × | ${load} |`);
      console.log(rows.at(-1));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    }
  }
  writeSection(
    'restore',
    `## Restore from the continuous backup (\`npm run bench:restore\`)

A new machine's \`npm run restore -- BACKUP_URL\` into an empty \`DATA_DIR\` (the RTO, the server's
start aside), of a site with ${(site.stored / 1024 / 1024).toFixed(0)} MB of pictures (WebP and their
variants), from a folder and from s3rver on loopback; the floor is \`cp -r\` of the backup's files
in the same run. The restore reads every file twice (laid out, then put in place after every hash
and SQLite's integrity check), hence its ratio to the floor. ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.

| run | from | restore | \`cp -r\` of the files | ratio | load average (1, 5, 15 min) at its start |
|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
} finally {
  await s3.stop();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
}
