import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, jpeg, multipart, removeDir, startServer, type TestServer } from './helpers.js';
import { holdContentVersion } from './stall-helpers.js';

// A repeated public read is answered by sending again what Fastify sent for it (server/cache/replay.ts,
// decision 022). That happens in the server's `request` listener, which `inject` never reaches: these
// tests go through real sockets.

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Line {
  msg: string;
  reqId?: string;
  req?: Record<string, unknown>;
  res?: { statusCode: number };
  responseTime?: number;
}

let s: TestServer;
let port = 0;
let token = '';
const lines: string[] = [];
/** The URLs of the requests that went through Fastify's pipeline, in order. */
const seen: string[] = [];
// One connection at a time, kept alive: the log lines of two requests then name the same client port.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A GET through a real socket, its bytes as they came (not decompressed). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', to = port): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: to, path: url, method, headers, agent: to === port ? agent : undefined }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;
const logLines = () => lines.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request completed');

beforeAll(async () => {
  s = await startServer({ logLevel: 'info', trustProxy: ['127.0.0.1'] }, undefined, { logger: true, logStream: { write: (line) => void lines.push(line) } });
  s.app.addHook('onRequest', (req, _reply, done) => {
    seen.push(req.url);
    done();
  });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  token = await s.login();
  const body = await multipart({ title: 'Replayed', description: 'A post long enough to be compressed. '.repeat(40), image: await jpeg(400, 300) });
  expect((await call(s.app, { method: 'POST', url: '/api/posts/create', headers: { ...body.headers, ...bearer(token) }, payload: body.payload })).statusCode).toBe(201);
});
afterAll(async () => {
  agent.destroy();
  await s.close();
  removeDir(s.dataDir);
});

describe('a repeated public read', () => {
  it.each([
    ['no Accept-Encoding', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'gzip, deflate, br' }],
    ['deflate', { 'accept-encoding': 'deflate' }],
  ])('is sent again as Fastify sent it, without going through it (%s)', async (_name, headers) => {
    const before = seen.length;
    const first = await get('/api/posts', headers);
    const again = await get('/api/posts', headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    expect(first.headers.etag).toBeTruthy();
    // The first one, at most, went through Fastify (another test may have recorded it already).
    expect(seen.slice(before).filter((url) => url === '/api/posts').length).toBeLessThanOrEqual(1);
    expect((await get('/api/posts', headers)).body.equals(first.body)).toBe(true);
    expect(seen.slice(before).filter((url) => url === '/api/posts').length).toBeLessThanOrEqual(1);
  });

  it('is each encoding’s own: gzip is never sent to a client that asked for none', async () => {
    await get('/api/posts', { 'accept-encoding': 'gzip' });
    await get('/api/posts', { 'accept-encoding': 'gzip' });
    const plain = await get('/api/posts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(expect.arrayContaining([expect.objectContaining({ Title: 'Replayed' })]));
  });

  it('shows a write at the next request, and that one is then sent again', async () => {
    const old = await get('/api/posts');
    await get('/api/posts');
    const body = await multipart({ title: 'Written after', description: 'New', image: await jpeg(400, 300) });
    expect((await call(s.app, { method: 'POST', url: '/api/posts/create', headers: { ...body.headers, ...bearer(token) }, payload: body.payload })).statusCode).toBe(201);
    const fresh = await get('/api/posts');
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(fresh.body.toString()).toContain('Written after');
    const before = seen.length;
    const again = await get('/api/posts');
    expect(again.body.equals(fresh.body)).toBe(true);
    expect(seen.slice(before)).not.toContain('/api/posts');
  });

  it('shows a write made on another instance of the same database at the next request', async () => {
    const other = await startServer({}, s.dataDir);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const to = (other.app.server.address() as AddressInfo).port;
      const old = await get('/api/posts', {}, 'GET', to);
      expect((await get('/api/posts', {}, 'GET', to)).body.equals(old.body)).toBe(true);
      const body = await multipart({ title: 'Written on the first', description: 'New', image: await jpeg(400, 300) });
      expect((await call(s.app, { method: 'POST', url: '/api/posts/create', headers: { ...body.headers, ...bearer(token) }, payload: body.payload })).statusCode).toBe(201);
      expect((await get('/api/posts', {}, 'GET', to)).body.toString()).toContain('Written on the first');
    } finally {
      await other.close();
    }
  });

  it('writes the same log line as Fastify, with a request id of its own', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'tucasa.example' };
    await get('/api/summits', forwarded);
    const before = seen.length;
    await get('/api/summits', forwarded);
    expect(seen.slice(before)).not.toContain('/api/summits');
    const summits = logLines().filter((line) => line.req?.url === '/api/summits');
    expect(summits).toHaveLength(2);
    const [first, second] = summits as [Line, Line];
    expect(second.req).toEqual(first.req);
    expect(second.req).toMatchObject({ method: 'GET', host: 'tucasa.example', remoteAddress: '203.0.113.9' });
    expect(second.res).toEqual({ statusCode: 200 });
    expect(second.responseTime).toBeTypeOf('number');
    expect(second.reqId).toMatch(/^req-[0-9a-z]+$/);
    expect(new Set(logLines().map((line) => line.reqId)).size).toBe(logLines().length);
  });
});

describe('a read whose answer depends on more than the URL goes through Fastify', () => {
  it.each([
    ['a token', { authorization: 'Bearer not-a-token' }],
    ['an Origin', { origin: 'https://elsewhere.example' }],
    ['a validator', { 'if-none-match': '"x"' }],
    ['compression refused', { 'x-no-compression': '1' }],
    ['weighted encodings', { 'accept-encoding': 'gzip;q=1, br;q=0.5' }],
  ])('%s', async (_name, headers) => {
    await get('/api/chaplaincy-leaders');
    await get('/api/chaplaincy-leaders');
    const before = seen.length;
    await get('/api/chaplaincy-leaders', headers);
    expect(seen.slice(before)).toContain('/api/chaplaincy-leaders');
  });

  it('a matching validator still gets its 304, and a HEAD its headers', async () => {
    const { headers } = await get('/api/annual-books');
    await get('/api/annual-books');
    expect((await get('/api/annual-books', { 'if-none-match': headers.etag! })).status).toBe(304);
    const head = await get('/api/annual-books', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(headers.etag);
    expect(head.body.length).toBe(0);
  });

  it('a query string', async () => {
    await get('/api/media');
    await get('/api/media');
    const before = seen.length;
    expect((await get('/api/media?x=1')).status).toBe(200);
    expect(seen.slice(before)).toContain('/api/media?x=1');
  });
});

describe('a database that does not answer', () => {
  it('fails a repeated read with the contract’s 503 after one wait, not two', async () => {
    const TIMEOUT_MS = 1500;
    const slow = await startServer({}, undefined, { versionReadTimeoutMs: TIMEOUT_MS });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const to = (slow.app.server.address() as AddressInfo).port;
      await get('/api/settings', {}, 'GET', to);
      await get('/api/settings', {}, 'GET', to);
      const release = await holdContentVersion(slow.db);
      const started = Date.now();
      const failed = await get('/api/settings', {}, 'GET', to);
      const waited = Date.now() - started;
      await release();
      expect(failed.status).toBe(503);
      expect(JSON.parse(failed.body.toString())).toMatchObject({ message: 'The database did not answer in time. Nothing was read; try again in a moment.' });
      expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      // A second read started by Fastify would have waited as long again.
      expect(waited).toBeLessThan(2 * TIMEOUT_MS);
      expect((await get('/api/settings', {}, 'GET', to)).status).toBe(200);
    } finally {
      await slow.close();
      removeDir(slow.dataDir);
    }
  });
});
