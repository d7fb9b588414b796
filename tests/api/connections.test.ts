import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.js';
import { connectionKey } from '../../server/connections.js';
import { removeDir, startServer, type TestServer } from './helpers.js';

// Real sockets against a listening server. The timeouts are short so the tests are quick, and every
// margin is at least two-fold so that a busy machine does not make them flaky.
const IDLE_MS = 2000;
const HEADERS_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw client connection: what it received, and when the server closed it (ms after opening). */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d.toString('latin1')));
  socket.on('error', () => {}); // a reset is one way of being closed
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}
type Client = ReturnType<typeof connect>;

/** Whether the connection is still open after `ms`. */
const openAfter = (c: Client, ms: number) => Promise.race([c.closed.then(() => false), sleep(ms).then(() => true)]);

/** When the server closed the connection (ms after opening), or null if it is still open after `ms`. */
const closedWithin = (c: Client, ms: number) => Promise.race([c.closed, sleep(ms).then(() => null)]);

/** Resolves once `c` has received a whole HTTP answer (or was closed). */
async function answer(c: Client, deadlineMs = 5000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until && !/\r\n\r\n/.test(c.received()) && !c.socket.destroyed) await sleep(20);
  return c.received();
}

async function listening(overrides: Partial<Config>, routes?: (s: TestServer) => void) {
  const s = await startServer(overrides);
  routes?.(s);
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return { s, port: (s.app.server.address() as AddressInfo).port };
}

const contactHead = (length: number) =>
  `POST /api/v1.0/email/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const contactBody = JSON.stringify({ service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: 'Sent slowly' } });

describe.concurrent('timeouts', () => {
  let s: TestServer;
  let port: number;
  const open: Client[] = [];
  const client = () => {
    const c = connect(port);
    open.push(c);
    return c;
  };
  beforeAll(async () => {
    ({ s, port } = await listening({ connections: { idleTimeoutMs: IDLE_MS, headersTimeoutMs: HEADERS_MS, maxPerAddress: 64 } }, (srv) => {
      // An answer that takes longer to work out than the idle timeout, as several large images can.
      srv.app.get('/test/slow', async () => {
        await sleep(IDLE_MS * 1.75);
        return { done: true };
      });
    }));
  });
  afterAll(async () => {
    for (const c of open) c.socket.destroy();
    await s.close();
    removeDir(s.dataDir);
  });

  it('are configured: idle on the socket, headers, and no total request time', ({ expect }) => {
    expect(s.app.server.timeout).toBe(IDLE_MS);
    expect(s.app.server.headersTimeout).toBe(HEADERS_MS);
    // Node's own default (300 s) would cut off a long upload on a slow link.
    expect(s.app.server.requestTimeout).toBe(0);
  });

  it('close a request whose client sends its headers and then nothing', async ({ expect }) => {
    const c = client();
    c.socket.write(contactHead(contactBody.length));
    const after = await closedWithin(c, IDLE_MS * 3);
    expect(after).not.toBeNull();
    expect(after).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(c.received()).toBe('');
  });

  it('do not close a request whose body keeps coming, however long it takes', async ({ expect }) => {
    const c = client();
    c.socket.write(contactHead(Buffer.byteLength(contactBody)));
    // The body in ten pieces, one every 500 ms: five seconds in all, more than twice the idle timeout.
    const pieces = 10;
    const size = Math.ceil(contactBody.length / pieces);
    for (let i = 0; i < pieces; i++) {
      await sleep(500);
      expect(c.socket.destroyed, `closed after ${i} pieces`).toBe(false);
      c.socket.write(contactBody.slice(i * size, (i + 1) * size));
    }
    expect(await answer(c)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('do not close a connection while the server works on a complete request', async ({ expect }) => {
    const c = client();
    c.socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await answer(c, IDLE_MS * 4)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answer 408 and close when the headers do not arrive in time, even if bytes trickle', async ({ expect }) => {
    const c = client();
    const head = 'GET /api/posts HTTP/1.1\r\nHost: localhost\r\n';
    // A byte every 300 ms for 4.5 s: never idle, but the headers never end.
    for (let i = 0; i < 15 && !c.socket.destroyed; i++) {
      c.socket.write(head[i]!);
      await sleep(300);
    }
    expect(await closedWithin(c, 1000)).not.toBeNull();
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('simultaneous connections from one address', () => {
  const MAX = 3;
  const get = (c: Client) => c.socket.write('GET /api/posts HTTP/1.1\r\nHost: localhost\r\n\r\n');

  it(`are capped: connection ${MAX + 1} is closed at once while ${MAX} stay open and are served`, async () => {
    const { s, port } = await listening({ connections: { idleTimeoutMs: 10_000, headersTimeoutMs: 10_000, maxPerAddress: MAX } });
    const clients: Client[] = [];
    try {
      for (let i = 0; i < MAX; i++) clients.push(connect(port));
      await Promise.all(clients.map((c) => c.connected));
      const extra = connect(port);
      clients.push(extra);
      expect(await Promise.race([extra.closed, sleep(3000).then(() => 'still open')])).not.toBe('still open');
      expect(extra.received()).toBe('');
      for (const c of clients.slice(0, MAX)) {
        expect(c.socket.destroyed).toBe(false);
        get(c);
        expect(await answer(c)).toMatch(/^HTTP\/1\.1 200 /);
      }
      // Once one closes, the address may open another.
      clients[0]!.socket.destroy();
      await clients[0]!.closed;
      let served = false;
      for (let attempt = 0; attempt < 20 && !served; attempt++) {
        await sleep(50);
        const next = connect(port);
        clients.push(next);
        get(next);
        served = /^HTTP\/1\.1 200 /.test(await answer(next));
      }
      expect(served).toBe(true);
    } finally {
      for (const c of clients) c.socket.destroy();
      await s.close();
      removeDir(s.dataDir);
    }
  });

  it('are not capped for a proxy listed in TRUST_PROXY: behind it every connection comes from it', async () => {
    const { s, port } = await listening({
      trustProxy: ['127.0.0.1'],
      connections: { idleTimeoutMs: 10_000, headersTimeoutMs: 10_000, maxPerAddress: MAX },
    });
    const clients: Client[] = [];
    try {
      for (let i = 0; i < MAX * 2; i++) clients.push(connect(port));
      await Promise.all(clients.map((c) => c.connected));
      for (const c of clients) {
        expect(await openAfter(c, 50)).toBe(true);
        get(c);
        expect(await answer(c)).toMatch(/^HTTP\/1\.1 200 /);
      }
    } finally {
      for (const c of clients) c.socket.destroy();
      await s.close();
      removeDir(s.dataDir);
    }
  });

  it('are counted per /64 for IPv6, as one host is usually given a whole /64', () => {
    expect(connectionKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(connectionKey('2001:0db8:0001:0002:bbbb:cccc:dddd:2')).toBe('2001:db8:1:2::/64');
    expect(connectionKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(connectionKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(connectionKey('::1')).toBe('0:0:0:0::/64');
    expect(connectionKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(connectionKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
