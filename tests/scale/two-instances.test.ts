import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { startS3, type TestS3 } from '../../scripts/s3rver.js';
import { ADMIN, databaseFor, png, removeDir } from '../api/helpers.js';
import { killChildren, stopProcess, loginTo, sleep, startChild, type Child } from '../api/child.js';
import { formHeaders, HEALTH, PNG_SIGNATURE, rawClient, rawRequest, settingsForm } from '../api/raw-client.js';

// Two instances of the built server (issue 14) on one PostgreSQL (npm run test:scale starts it) and
// one S3-compatible bucket (s3rver, in this process), each with a DATA_DIR of its own so that nothing
// reaches the other through a shared disk, behind nginx balancing round robin as
// deploy/nginx.conf.example does.

const NGINX = '/usr/sbin/nginx';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-scale-'));
const otherDir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-scale-'));
let s3: TestS3;
let a: Child;
let b: Child;
let nginx: ChildProcess;
let front = '';

const env = {
  STATIC_DIR: 'dist',
  TRUST_PROXY: '127.0.0.1',
  JWT_SECRET: 'one secret for every instance, 32+ characters long',
  LOGIN_LOCK_FAILURES: '3',
  MESSAGES_PER_HOUR: '2',
};

beforeAll(async () => {
  s3 = await startS3();
  const shared = {
    ...env,
    DATABASE_URL: (await databaseFor(dataDir))!,
    STORAGE_URL: `s3://${s3.bucket}/scale`,
    AWS_ENDPOINT_URL: s3.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  // One after the other: the first creates the first admin, the second finds it.
  a = await startChild(dataDir, shared, { entry: 'dist-server/main.js' });
  b = await startChild(otherDir, shared, { entry: 'dist-server/main.js' });
  const port = await freePort();
  const conf = path.join(dataDir, 'nginx.conf');
  const example = readFileSync(path.join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf.example'), 'utf8')
    .replace(/upstream tucasa \{[^}]*\}/, `upstream tucasa {\n    server 127.0.0.1:${a.port};\n    server 127.0.0.1:${b.port};\n    keepalive 16;\n}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  const temp = path.join(dataDir, 'nginx');
  writeFileSync(
    conf,
    `error_log ${temp}-error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${temp}-body;\n  proxy_temp_path ${temp}-proxy;\n` +
      `  fastcgi_temp_path ${temp}-fcgi;\n  uwsgi_temp_path ${temp}-uwsgi;\n  scgi_temp_path ${temp}-scgi;\n${example}\n}\n`,
  );
  nginx = spawn(NGINX, ['-c', conf, '-p', dataDir, '-g', `daemon off; pid ${temp}.pid;`], { stdio: ['ignore', 'pipe', 'pipe'] });
  front = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${front}/api/settings`)).ok) break;
    } catch {
      if (i > 100) throw new Error('nginx did not answer');
      await sleep(100);
    }
  }
});

afterAll(async () => {
  await stopProcess(nginx, 'SIGQUIT');
  await killChildren();
  await s3?.stop();
  removeDir(dataDir);
  removeDir(otherDir);
});

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(body),
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

it('serves the website and the API through nginx, from both instances in turn', async () => {
  const settings = (await (await fetch(`${front}/api/settings`)).json()) as { missionText: string };
  const html = await (await fetch(`${front}/`)).text();
  expect(html).toContain(settings.missionText.slice(0, 40));
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const js = await fetch(`${front}${asset}`);
  expect(js.status).toBe(200);
  expect(js.headers.get('content-type')).toMatch(/javascript/);

  const token = await (await fetch(`${front}/api/user/login`, json(ADMIN))).json().then((r: { token: string }) => r.token);
  const form = new FormData();
  form.append('title', 'Written through nginx');
  const made = await fetch(`${front}/api/posts/create`, { method: 'POST', headers: bearer(token), body: form });
  expect(made.status).toBe(201);
  // Round robin: two reads reach both instances, and both see the write.
  for (let i = 0; i < 2; i++) {
    const list = (await (await fetch(`${front}/api/posts`)).json()) as Array<{ Title: string }>;
    expect(list.map((p) => p.Title)).toContain('Written through nginx');
  }
});

it('counts the throttles across both instances', async () => {
  const send = (child: Child, text: string) =>
    fetch(
      `${child.base}/api/v1.0/email/send`,
      json({ service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: text } }, { 'x-forwarded-for': '203.0.113.9' }),
    );
  expect((await send(a, 'One')).status).toBe(200);
  expect((await send(b, 'Two')).status).toBe(200);
  expect((await send(a, 'Three')).status).toBe(429);
  // Another visitor is not concerned.
  expect((await fetch(`${b.base}/api/v1.0/email/send`, json({ service_id: 's', template_id: 't', template_params: { from_email: 'w@example.org', message: 'Hi' } }, { 'x-forwarded-for': '203.0.113.10' }))).status).toBe(200);
});

it('revokes on one instance a token logged out on the other', async () => {
  const token = await loginTo(a);
  expect((await fetch(`${b.base}/api/user/me`, { headers: bearer(token) })).status).toBe(200);
  expect((await fetch(`${a.base}/api/user/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
  expect((await fetch(`${b.base}/api/user/me`, { headers: bearer(token) })).status).toBe(401);
});

it('serves through one instance what was uploaded through the other', async () => {
  const form = new FormData();
  form.append('title', 'With a picture');
  form.append('image', await png());
  const made = await fetch(`${a.base}/api/posts/create`, { method: 'POST', headers: bearer(await loginTo(a)), body: form });
  expect(made.status).toBe(201);
  const { Image, ID } = (await made.json()) as { Image: string; ID: number };
  const file = await fetch(`${b.base}/${Image}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  // From the bucket: neither instance keeps it on its disk.
  for (const dir of [dataDir, otherDir]) {
    const uploads = path.join(dir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  }
  // Deleted through one, it is off the web through the other at once, and back once restored.
  const token = await loginTo(a);
  expect((await fetch(`${a.base}/api/posts/${ID}/delete`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200);
  expect((await fetch(`${b.base}/${Image}`)).status).toBe(404);
  expect((await fetch(`${front}/${Image}`)).status).toBe(404);
  expect((await fetch(`${a.base}/api/trash/announcement/${ID}/restore`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
  expect((await fetch(`${b.base}/${Image}`)).status).toBe(200);
});

it('answers a refused upload through nginx, and the next request on the same connection at once', async () => {
  // A hero picture over its 5 MB limit on one keep-alive connection to nginx, as a browser sends it.
  const body = settingsForm(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024, 0x41)]));
  const c = rawClient(Number(new URL(front).port));
  try {
    c.socket.write(rawRequest('PUT', '/api/settings/update', formHeaders(body, await loginTo(a))));
    c.socket.write(body);
    const refused = await c.next();
    expect(refused?.status, refused?.body).toBe(413);
    expect((JSON.parse(refused!.body) as { field: string }).field).toBe('heroBackgroundImage');
    c.socket.write(HEALTH);
    expect((await c.next())?.status, 'the next request on the connection').toBe(200);
  } finally {
    c.socket.destroy();
  }
});

// Last: it locks the admin out for LOGIN_LOCK_MINUTES.
it('enforces on one instance a lockout earned through the other', async () => {
  expect((await fetch(`${b.base}/api/user/login`, json(ADMIN))).status).toBe(200);
  const wrong = { ...ADMIN, password: 'not the password' };
  for (let i = 0; i < 3; i++) expect((await fetch(`${a.base}/api/user/login`, json(wrong))).status).toBe(401);
  expect((await fetch(`${b.base}/api/user/login`, json(ADMIN))).status).toBe(401);
});
