import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { InjectOptions, Response } from 'light-my-request';
import sharp from 'sharp';
import { pdfText } from '../../scripts/demo-content.js';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { storageFor, uploadedFiles } from './stored-files.js';
import { allOperations, createAjv, type Operation, type Schema } from '../../server/openapi.js';
import type { components } from '../../shared/api-schema';

/** The bodies openapi.yaml names; call() checks every answer against the document. */
export type Schemas = components['schemas'];
/** The error body of every refusal. */
export type ErrorBody = Schemas['Error'];
/** An injected answer whose JSON body is unknown unless the call or the test names its schema: call<Schemas['Post']>(…), res.json<ErrorBody>(). */
export type Answer<Body = unknown> = Omit<Response, 'json'> & { json<T = Body>(): T };

export const ADMIN = { email: 'admin@example.org', password: 'correct horse battery' };

export interface TestServer extends BuiltApp {
  config: Config;
  dataDir: string;
  /** Logs in as the test admin and returns a Bearer token. */
  login(): Promise<string>;
  close(): Promise<void>;
}

/**
 * With TEST_POSTGRES_URL (scripts/test-postgres.ts), the PostgreSQL database of a DATA_DIR: one per
 * folder, created on first use, so a server restarted on the same folder finds its rows again.
 */
export async function databaseFor(dataDir: string): Promise<string | undefined> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) return undefined;
  const name = `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh server on its own temporary DATA_DIR, with one known admin; no port, no SPA. */
export async function startServer(overrides: Partial<Config> = {}, dataDir?: string, options: BuildOptions = {}): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
  const config = loadConfig(
    { DATA_DIR: dir, DATABASE_URL: await databaseFor(dir), ...storageFor(dir), STATIC_DIR: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' },
    overrides,
  );
  const built = await buildApp(config, options);
  return {
    ...built,
    config,
    dataDir: dir,
    async login() {
      const res = await call(built.app, { method: 'POST', url: '/api/user/login', payload: ADMIN });
      expect(res.statusCode).toBe(200);
      return res.json<Schemas['LoginResponse']>().token;
    },
    async close() {
      await built.app.close();
    },
  };
}

export interface FileSuite {
  readonly server: TestServer;
  readonly token: string;
  /** Closes the server and starts a new one on the same DATA_DIR, with the default limits, and logs in again. */
  restart(): Promise<void>;
}

/** One server for every test of a file: started (and logged in) before them, closed and removed after. */
export function serverForFile(overrides: Partial<Config> = {}): FileSuite {
  let server: TestServer | null = null;
  let token = '';
  beforeAll(async () => {
    server = await startServer(overrides);
    token = await server.login();
  });
  afterAll(async () => {
    if (!server) return;
    await server.close();
    removeDir(server.dataDir);
  });
  return {
    get server() {
      return server!;
    },
    get token() {
      return token;
    },
    async restart() {
      await server!.close();
      server = await startServer({}, server!.dataDir);
      token = await server.login();
    },
  };
}

/**
 * A fresh server for each test that asks for one (login throttles wide open, the login checks given),
 * every one closed and removed after its test, with the mocks restored.
 */
export function serverPerTest(loginChecks: Config['loginChecks']) {
  const servers: TestServer[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const srv of servers.splice(0)) {
      await srv.close();
      removeDir(srv.dataDir);
    }
  });
  return async (overrides: Partial<Config> = {}) => {
    const srv = await startServer({ rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 5 }, loginChecks, ...overrides });
    servers.push(srv);
    return srv;
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Every response the suite receives is checked against openapi.yaml.

const ajv = createAjv();
const compiled = new Map<Schema, ReturnType<typeof ajv.compile>>();
export const exercised = new Set<string>();

function matchOperation(method: string, url: string): Operation | undefined {
  const pathname = url.split('?')[0]!.replace(/\/$/, '');
  const candidates = allOperations.filter((op) => {
    if (op.method !== method.toUpperCase()) return false;
    const re = new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return re.test(pathname);
  });
  // A literal segment (/api/media/count) beats a parameter (/api/media/{id}).
  return candidates.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
}

/** Injects a request and asserts that the answer is one the document allows, in that shape. */
export async function call<Body = unknown>(app: FastifyInstance, options: InjectOptions & { method: string; url: string }): Promise<Answer<Body>> {
  const res = await app.inject(options);
  const op = matchOperation(options.method, options.url);
  if (op) {
    const status = String(res.statusCode);
    const declared = op.responses[status];
    const schema = declared?.json ?? declared?.text;
    if (!declared) {
      // 404 (unknown route), 413 (body) and 429 (rate limit) may answer any operation.
      expect(['404', '413', '429', '500'], `${op.operationId} answered undocumented ${status}: ${res.body}`).toContain(status);
      if (status === '500') throw new Error(`${op.operationId} answered 500: ${res.body}`);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    } else if (schema) {
      let validate = compiled.get(schema);
      if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
      const body: unknown = declared.json ? res.json() : res.body;
      const ok = validate(body);
      expect(ok, `${op.operationId} ${status} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${res.body}`).toBe(true);
      exercised.add(`${op.operationId} ${status}`);
    }
    if (res.statusCode >= 400) {
      const body = res.json<ErrorBody>();
      expect(body.error).toBe(body.message);
    }
  }
  return res;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// ---------------------------------------------------------------------------------------------
// Multipart bodies for inject, built with the platform's FormData so they are what a browser sends.

export type FormValue = string | Blob | File | Array<string | Blob | File>;

export async function multipart(fields: Record<string, FormValue | undefined>) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) fd.append(name, v);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

// ---------------------------------------------------------------------------------------------
// Real files, made here (nothing is downloaded).

export async function jpeg(width = 1200, height = 800, name = 'photo.jpg'): Promise<File> {
  const buf = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ exif: { IFD0: { Copyright: 'test', ImageDescription: 'GPS here' } } })
    .toBuffer();
  return new File([new Uint8Array(buf)], name, { type: 'image/jpeg' });
}

export async function png(width = 300, height = 200, name = 'image.png'): Promise<File> {
  const buf = await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 50, b: 50, alpha: 1 } } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(buf)], name, { type: 'image/png' });
}

/** A valid one-page PDF, as a program writes one (cross-reference table, startxref, %%EOF). */
export function pdf(name = 'plan.pdf'): File {
  return new File([pdfText('Reading plan', ['Week 1: chapters 1-3'])], name, { type: 'application/pdf' });
}

/** The smallest MP4 that content sniffing recognises: an ftyp box. */
export function mp4(name = 'clip.mp4'): File {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
    0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  return new File([new Uint8Array(Buffer.concat([ftyp, Buffer.alloc(64)]))], name, { type: 'video/mp4' });
}

/** Text pretending to be an image by its name and type. */
export function fakeJpeg(name = 'evil.jpg'): File {
  return new File(['<script>alert(1)</script> this is not an image'], name, { type: 'image/jpeg' });
}

export function svg(name = 'logo.svg'): File {
  return new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], name, { type: 'image/svg+xml' });
}

/** A file of `bytes` zero bytes after a valid JPEG header, to exceed a size limit. */
export async function bigJpeg(bytes: number, name = 'big.jpg'): Promise<File> {
  const head = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
  return new File([new Uint8Array(Buffer.concat([head, Buffer.alloc(bytes)]))], name, { type: 'image/jpeg' });
}

// ---------------------------------------------------------------------------------------------
// "Nothing changed": the files in uploads/ and the rows of every table.

const TABLES = ['media', 'leaders', 'calendar_events', 'books', 'summits', 'posts', 'settings', 'messages'] as const;

export async function snapshot(server: TestServer) {
  const uploads = await uploadedFiles(server);
  const rows: Record<string, unknown[]> = {};
  for (const t of TABLES) rows[t] = await server.db.selectFrom(t).selectAll().execute();
  const tmp = path.join(server.dataDir, 'tmp');
  const temps = existsSync(tmp) ? readdirSync(tmp) : [];
  return { uploads, rows, temps };
}

/** A real JPEG cut in half: typed image/jpeg by its bytes, yet it fails to decode when stored. */
export async function brokenJpeg(name = 'broken.jpg'): Promise<File> {
  const full = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } }).jpeg().toBuffer();
  return new File([new Uint8Array(full.subarray(0, full.length >> 1))], name, { type: 'image/jpeg' });
}

/** The same token with another subject: its signature no longer matches. */
export function tamperedSubject(jwt: string) {
  const [h, p, sig] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { sub: string };
  claims.sub = String(Number(claims.sub) + 1);
  return [h, Buffer.from(JSON.stringify(claims)).toString('base64url'), sig].join('.');
}

/** A token whose signature no longer matches (its last characters replaced). */
export const tamperedToken = (token: string) => token.slice(0, -6) + (token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA');

/** Sends a multipart form to a write operation with the token given (none when null). */
export async function sendForm(app: FastifyInstance, method: 'POST' | 'PUT', url: string, fields: Record<string, FormValue | undefined>, token: string | null) {
  const body = await multipart(fields);
  const headers = { ...body.headers, ...(token === null ? {} : bearer(token)) };
  return call(app, { method, url, headers, payload: body.payload });
}

/** `file` followed by `extra` zero bytes: same type by content, over a size limit. */
export async function padded(file: File, extra: number, name = file.name): Promise<File> {
  return new File([await file.arrayBuffer(), new Uint8Array(extra)], name, { type: file.type });
}

export { isStored, storedBytes, unreferencedUploads, uploadedFiles } from './stored-files.js';
