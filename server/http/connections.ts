import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Whether an address is one of TRUST_PROXY's addresses or ranges (IPv4-mapped IPv6 included). */
export function proxyMatcher(trusted: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The "address" a connection cap counts: an IPv4 address, or the /64 an IPv6 address belongs to,
 * since one host is usually given a whole /64 and could otherwise open its connections from as many
 * addresses as it likes.
 */
export function connectionKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Open files kept for the database, uploads and logs when the connections' ceiling is set by the file limit. */
const FILES_KEPT = 256;

/** The process's limit of open files (Linux's /proc/self/limits), or null where it cannot be read. */
export function openFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(read());
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** The connections the server holds at most: MAX_CONNECTIONS, within what the file limit allows. */
export function connectionCeiling(max: number, fileLimit = openFileLimit()): number {
  return fileLimit === null ? max : Math.max(1, Math.min(max, fileLimit - FILES_KEPT));
}

/**
 * Shares the server's connections among the addresses they come from (decision 007). Mobile carriers
 * put many phones behind one public address (carrier-grade NAT), as a campus does, so an address
 * holding many connections is usually many visitors: while the server holds fewer than half of
 * `max`, every connection is taken. From then on, an address that already holds `perAddress` (per /64
 * for IPv6) gets no more, so one client cannot take the rest from everyone else; beyond `max`, none
 * is taken. A refused connection is closed at once, before anything is read. The proxies of
 * TRUST_PROXY are not capped: behind one, every connection comes from it, and the proxy caps its own
 * clients (nginx: limit_conn).
 */
export function shareConnections(app: FastifyInstance, { max, perAddress }: { max: number; perAddress: number }, isProxy: (address: string) => boolean) {
  app.server.maxConnections = max;
  if (perAddress <= 0) return;
  const busy = Math.ceil(max / 2);
  const open = new Map<string, number>();
  const warned = new Set<string>();
  let total = 0;
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const key = connectionKey(address);
    const count = open.get(key) ?? 0;
    if (count >= perAddress && total >= busy) {
      // One line per episode, not one per refused connection: a client that hammers must not flood the log.
      if (!warned.has(key)) app.log.warn({ address: key, max: perAddress, open: total }, 'connections refused: the server is busy and this address holds many');
      warned.add(key);
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    total += 1;
    socket.once('close', () => {
      total -= 1;
      const left = open.get(key)! - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      if (left < perAddress) warned.delete(key);
    });
  });
}

/**
 * The idle timeout (Fastify's connectionTimeout, the socket's inactivity timeout) is meant for a
 * client that stops sending or stops reading. Node would also close the connection while the server
 * itself works on a complete request (several large images re-encoded one after the other can take
 * longer than the timeout with no byte moving), losing an answer the client waited for. So a socket
 * that times out is kept while its request has arrived whole and its answer has not started.
 */
export function keepWorkingRequestsOpen(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    keepWhileWorking(req.raw, reply.raw);
    done();
  });
}

/** keepWorkingRequestsOpen's rule for one request (replay.ts answers some without Fastify). */
export function keepWhileWorking(req: IncomingMessage, res: ServerResponse) {
  res.on('timeout', (socket: Socket) => {
    if (!req.complete || res.headersSent) socket.destroy();
  });
}

/**
 * The most of a request's body the server still reads, and throws away, after answering it before
 * the body had arrived whole (a refused upload, a missing token): a small rest costs less than a
 * new connection; beyond, the connection is closed instead (decision 027).
 */
export const DRAIN_LIMIT = 64 * 1024;
/** How long a closed connection's unread rest is still read, so the client reads the answer. */
export const LINGER_MS = 2000;

/**
 * An answer given before the body was read whole (413, 415, 400 from a form; 401, 403, 429 before
 * it was read at all) must not leave the connection stuck: the unread rest holds the socket, and
 * the next request on it would wait for the idle timeout. A body of at most DRAIN_LIMIT bytes is
 * read to its end and thrown away, keeping the connection; a larger one, or one of unknown length,
 * is answered `Connection: close`.
 */
export function finishUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, _payload, done) => {
    const raw = req.raw;
    if (raw.readableEnded || raw.destroyed || !hasBody(raw)) return done();
    // Fastify closes the connection itself when its body parser fails (a JSON body over its limit).
    const closing = String(reply.getHeader('connection')).toLowerCase() === 'close';
    // Arrived whole but not read to its end: what is left is here already, and may hold the socket.
    if (raw.complete && !closing) discardRest(raw);
    else if (!closing && Number(raw.headers['content-length'] ?? NaN) <= DRAIN_LIMIT) discardRest(raw);
    else {
      reply.header('Connection', 'close');
      lingerOnClose(raw);
    }
    done();
  });
}

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Reads what is left of `req`'s body into nothing: whoever read the start of it (a form parser) has stopped. */
function discardRest(req: IncomingMessage) {
  req.unpipe();
  req.resume();
}

/**
 * Node closes a `Connection: close` socket as soon as the answer is written, and closing one with
 * unread bytes makes the kernel reset it: the client, still sending, may then lose the answer it
 * has not read yet (a browser shows a network error instead of "file too large"). So the end is
 * sent, and what the client still sends is read and thrown away until it closes, for LINGER_MS at
 * most (nginx's lingering close does the same).
 */
function lingerOnClose(req: IncomingMessage) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose(this: Socket) {
    discardRest(req);
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
