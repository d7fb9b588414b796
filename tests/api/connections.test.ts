import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.js';
import { connectionCeiling, connectionKey, openFileLimit } from '../../server/http/connections.js';
import { removeDir, startServer, type TestServer } from './helpers.js';

// Real sockets against a listening server. The timeouts are short so the tests are quick, and every
// margin is at least two-fold so that a busy machine does not make them flaky.
const IDLE_MS = 2000;
const HEADERS_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw client connection: what it received, and when the server closed it (ms after opening). */
function connect(port: number, from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
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
    ({ s, port } = await listening({ connections: { idleTimeoutMs: IDLE_MS, headersTimeoutMs: HEADERS_MS, maxPerAddress: 64, max: 10_000 } }, (srv) => {
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

describe('simultaneous connections', () => {
  const PER_ADDRESS = 3;
  const get = (c: Client) => c.socket.write('GET /api/posts HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const served = async (c: Client) => {
    get(c);
    return /^HTTP\/1\.1 200 /.test(await answer(c));
  };
  /** Whether a connection is closed at once, before anything is read. */
  const refused = async (c: Client) => (await Promise.race([c.closed.then(() => true), sleep(3000).then(() => false)])) && c.received() === '';

  async function withServer(connections: { max: number; maxPerAddress: number }, test: (port: number, clients: Client[]) => Promise<void>, trustProxy: string[] = []) {
    const { s, port } = await listening({ trustProxy, connections: { idleTimeoutMs: 10_000, headersTimeoutMs: 10_000, ...connections } });
    const clients: Client[] = [];
    try {
      await test(port, clients);
    } finally {
      for (const c of clients) c.socket.destroy();
      await s.close();
      removeDir(s.dataDir);
    }
  }

  async function open(port: number, clients: Client[], n: number, from?: string) {
    const opened = Array.from({ length: n }, () => connect(port, from));
    clients.push(...opened);
    await Promise.all(opened.map((c) => c.connected));
    return opened;
  }

  it('from one address (a carrier\'s or a campus\'s, many visitors) are all taken while the server is not busy', async () => {
    await withServer({ max: 40, maxPerAddress: PER_ADDRESS }, async (port, clients) => {
      const crowd = await open(port, clients, 15);
      for (const c of crowd) expect(await served(c)).toBe(true);
    });
  });

  it(`once the server holds half its ceiling, an address holding ${PER_ADDRESS} gets no more, another address still gets in`, async () => {
    const MAX = 10;
    await withServer({ max: MAX, maxPerAddress: PER_ADDRESS }, async (port, clients) => {
      const many = await open(port, clients, MAX / 2);
      const extra = connect(port);
      clients.push(extra);
      expect(await refused(extra)).toBe(true);
      const [other] = await open(port, clients, 1, '127.0.0.2');
      expect(await served(other!)).toBe(true);
      for (const c of many) expect(await served(c)).toBe(true);
      // Once the server is no longer busy, the address may open another.
      many[0]!.socket.destroy();
      many[1]!.socket.destroy();
      await Promise.all([many[0]!.closed, many[1]!.closed]);
      let again = false;
      for (let attempt = 0; attempt < 20 && !again; attempt++) {
        await sleep(50);
        const [next] = await open(port, clients, 1);
        again = await served(next!);
      }
      expect(again).toBe(true);
    });
  });

  it('beyond the ceiling are closed at once, from any address', async () => {
    await withServer({ max: 4, maxPerAddress: 0 }, async (port, clients) => {
      const held = await open(port, clients, 4, '127.0.0.3');
      const extra = connect(port, '127.0.0.4');
      clients.push(extra);
      expect(await refused(extra)).toBe(true);
      for (const c of held) expect(await served(c)).toBe(true);
    });
  });

  it('are not capped per address for a proxy listed in TRUST_PROXY: behind it every connection comes from it', async () => {
    await withServer(
      { max: 10, maxPerAddress: PER_ADDRESS },
      async (port, clients) => {
        for (const c of await open(port, clients, 8)) {
          expect(await openAfter(c, 50)).toBe(true);
          expect(await served(c)).toBe(true);
        }
      },
      ['127.0.0.1'],
    );
  });

  it('have a ceiling within the open-file limit, keeping some files for the rest', () => {
    const limits = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n';
    expect(openFileLimit(() => limits)).toBe(1024);
    expect(openFileLimit(() => 'nothing here')).toBe(null);
    expect(openFileLimit(() => { throw new Error('no /proc here'); })).toBe(null);
    expect(connectionCeiling(10_000, 1024)).toBe(768);
    expect(connectionCeiling(10_000, null)).toBe(10_000);
    expect(connectionCeiling(100, 524_288)).toBe(100);
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
