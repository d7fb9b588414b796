import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { ADMIN, removeDir } from '../api/helpers.js';
import { killChildren, stopProcess, sleep, startChild, type Child } from '../api/child.js';
import { form, formHeaders } from '../api/raw-client.js';

// deploy/Caddyfile as a server runs it (issue 46): Debian's Caddy in front of the built server, on
// free loopback ports, with the site's name `localhost`, for which Caddy issues the certificate from
// its own CA (the production file's domain gets Let's Encrypt's) and redirects http:// to https://.

const CADDY = '/usr/bin/caddy';
const CADDYFILE = path.join(import.meta.dirname, '..', '..', 'deploy', 'Caddyfile');
const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-caddy-'));
let server: Child;
let caddy: ChildProcess;
let caddyEnv: NodeJS.ProcessEnv;
let ports: { http: number; https: number };
let ca: Buffer;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Each header's name (lower case) as often as it came. */
  names: string[];
  body: Buffer;
}

/** A request to Caddy over HTTPS (its CA trusted), from `from`, a loopback address of the visitor's. */
function https(method: string, url: string, { headers = {}, body, from = '127.0.0.1' }: { headers?: Record<string, string | number>; body?: Buffer; from?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpsRequest(`https://localhost:${ports.https}${url}`, { method, headers, ca, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = (body: unknown, from?: string, extra: Record<string, string> = {}) =>
  ({ headers: { 'content-type': 'application/json', ...extra }, body: Buffer.from(JSON.stringify(body)), from });

beforeAll(async () => {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is missing: npm run test:scale installs Debian's caddy.`);
  server = await startChild(path.join(dir, 'data'), { STATIC_DIR: 'dist', TRUST_PROXY: '127.0.0.1', MESSAGES_PER_HOUR: '2' }, { entry: 'dist-server/main.js' });
  ports = { http: await freePort(), https: await freePort() };
  caddyEnv = {
    ...process.env,
    TUCASA_DOMAIN: 'localhost',
    TUCASA_PORT: String(server.port),
    TUCASA_HTTP_PORT: String(ports.http),
    TUCASA_HTTPS_PORT: String(ports.https),
    TUCASA_CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
    // Caddy's certificates and its CA in a folder of the test's.
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'caddy-data'),
    XDG_CONFIG_HOME: path.join(dir, 'caddy-config'),
  };
  caddy = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env: caddyEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  caddy.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const root = path.join(dir, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  for (let i = 0; ; i++) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${log}`);
    try {
      ca = readFileSync(root);
      if ((await https('GET', '/api/settings')).status === 200) break;
    } catch {
      if (i > 300) throw new Error(`caddy did not answer over HTTPS:\n${log}`);
      await sleep(100);
    }
  }
}, 120_000);

afterAll(async () => {
  await stopProcess(caddy, 'SIGTERM');
  await killChildren();
  removeDir(dir);
});

it('passes caddy validate', () => {
  const run = spawnSync(CADDY, ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env: { ...caddyEnv, TUCASA_DOMAIN: 'tucasa.example.org' }, encoding: 'utf8' });
  expect(run.stdout + run.stderr).toContain('Valid configuration');
  expect(run.status).toBe(0);
});

it('answers over HTTPS, and redirects http:// there', async () => {
  const page = await https('GET', '/calendar');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const plain = await new Promise<{ status: number; location?: string }>((resolve, reject) =>
    httpRequest(`http://localhost:${ports.http}/calendar?month=2026-12`, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location });
    })
      .on('error', reject)
      .end(),
  );
  // To the default HTTPS port, which a server uses (the test's own is another).
  expect(plain).toEqual({ status: 308, location: 'https://localhost/calendar?month=2026-12' });
});

it("sends the server's security headers once each, and does not name itself", async () => {
  const page = await https('GET', '/');
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
    expect(page.names.filter((n) => n === name), name).toHaveLength(1);
  }
  expect(page.names).not.toContain('server');
});

it("counts the throttles by the visitor's address, not Caddy's, whatever X-Forwarded-For the visitor sends", async () => {
  const message = (from: string, forged: string) =>
    https('POST', '/api/v1.0/email/send', json({ service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: 'Hello' } }, from, { 'x-forwarded-for': forged }));
  expect((await message('127.0.0.2', '203.0.113.1')).status).toBe(200);
  expect((await message('127.0.0.2', '203.0.113.2')).status).toBe(200);
  expect((await message('127.0.0.2', '203.0.113.3')).status).toBe(429);
  // Another visitor, through the same Caddy, is not concerned.
  expect((await message('127.0.0.3', '203.0.113.3')).status).toBe(200);
});

it('streams a 50 MB upload through to the server, and serves it back whole', async () => {
  const login = await https('POST', '/api/user/login', json(ADMIN));
  const { token } = JSON.parse(login.body.toString()) as { token: string };
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  const video = Buffer.concat([ftyp, Buffer.alloc(50 * 1024 * 1024, 7)]);
  const body = form({ event_title: 'Fifty megabytes through Caddy' }, [['media_files', 'summit.mp4', 'video/mp4', video]]);
  const made = await https('POST', '/api/media/create', { headers: formHeaders(body, token), body });
  expect(made.status, made.body.toString()).toBe(201);
  const file = (JSON.parse(made.body.toString()) as { MediaFiles: string[] }).MediaFiles[0]!;
  const served = await https('GET', `/${file}`);
  expect(served.status).toBe(200);
  expect(served.body.equals(video)).toBe(true);
}, 120_000);

