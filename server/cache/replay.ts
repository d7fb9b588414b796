import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { keepWhileWorking } from '../http/connections.js';
import { answeredFrom, plainEncoding } from './cachedReads.js';
import type { ContentCache } from './contentCache.js';

/**
 * What a request's answer is recorded under (its encoding, or 'identity'), or null when it is not
 * answered by replay: anything but a GET, and every request with a header
 * the answer depends on besides the encoding (a token, an Origin's CORS headers, a validator's 304,
 * @fastify/compress's opt-out, an Accept-Encoding with weights) or a body.
 */
export function replayKey(req: IncomingMessage): string | null {
  const h = req.headers;
  if (req.method !== 'GET') return null;
  if (h.authorization !== undefined || h.cookie !== undefined || h.origin !== undefined) return null;
  if (h['if-none-match'] !== undefined || h['x-no-compression'] !== undefined) return null;
  if (h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return null;
  const accept = h['accept-encoding'];
  if (accept === undefined) return 'identity';
  return plainEncoding(accept);
}

interface Options {
  /** Fastify's request ids (server-options.ts), so that a replayed answer's log line has one of the same kind. */
  nextId: () => string;
  /** TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Host the log line believes, as Fastify's. */
  trustProxy: string[];
}

/**
 * The public reads without parameters answered without Fastify once it has answered them
 * (decision 022): Fastify's pipeline around a cached answer (its request and reply objects, the
 * logger's child, the hooks, the headers set one by one) cost about half of such a read. The first
 * answer of each cache entry and encoding is recorded as it left (status, headers, bytes); a later
 * request of the same kind waits for the content version like any other (read after it arrived)
 * and, while the entry is valid for it, is sent that recording, with the same log line. A write
 * makes a new entry, which Fastify answers and records first. While the server stops, every
 * request goes to Fastify (its answers then close their connections: shutdown.ts).
 */
export function replayCachedReads(app: FastifyInstance, cache: ContentCache, { nextId, trustProxy }: Options) {
  const server = app.server;
  const fastify = server.listeners('request')[0] as RequestListener;
  const trusted = trustProxy.length ? proxyAddr.compile(trustProxy) : null;
  const logs = ['info', 'debug', 'trace'].includes(app.log.level);

  /** The request as Fastify's log serializer reads it (request.ip, request.host). */
  const logged = (req: IncomingMessage) => {
    const socket = req.socket;
    const forwardedHost = trusted && req.headers['x-forwarded-host'];
    return {
      method: req.method,
      url: req.url,
      headers: req.headers,
      socket,
      ip: trusted ? proxyAddr(req, trusted) : socket.remoteAddress,
      host:
        forwardedHost && socket.remoteAddress !== undefined && trusted(socket.remoteAddress, 0)
          ? String(forwardedHost).split(',').at(-1)!.trim()
          : (req.headers.host ?? ''),
    };
  };

  const record = (req: IncomingMessage, res: ServerResponse, encoding: string) => {
    let status = 0;
    let headers: OutgoingHttpHeaders = {};
    let body: unknown;
    // Fastify writes an answer as writeHead(status, headers) and end(body) (reply.js: onSendEnd).
    const { writeHead, end } = res as unknown as Record<'writeHead' | 'end', (...args: unknown[]) => ServerResponse>;
    Object.assign(res, {
      writeHead(this: ServerResponse, code: number, ...rest: unknown[]) {
        status = code;
        if (typeof rest[0] === 'object' && rest[0] !== null && !Array.isArray(rest[0])) headers = { ...(rest[0] as OutgoingHttpHeaders) };
        return writeHead.call(this, code, ...rest);
      },
      end(this: ServerResponse, ...args: unknown[]) {
        body = args[0];
        return end.apply(this, args);
      },
    });
    res.once('finish', () => {
      const entry = answeredFrom(req);
      if (!entry || status !== 200 || headers.connection !== undefined || headers['set-cookie'] !== undefined) return;
      // Only the entry's own bytes: anything else was made for this request alone.
      if (body !== entry.value.body && body !== entry.encoded.get(encoding)) return;
      entry.replays.set(encoding, { status, headers, body: body as string | Buffer });
    });
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, key: string, encoding: string) => {
    const started = performance.now();
    keepWhileWorking(req, res);
    let version: number;
    try {
      version = await cache.version(req);
    } catch {
      return fastify(req, res); // which answers the failed read (the same one) as every read does
    }
    const recorded = cache.valid(key, version)?.replays.get(encoding);
    if (!recorded || !server.listening || res.destroyed) {
      record(req, res, encoding);
      return fastify(req, res);
    }
    res.writeHead(recorded.status, recorded.headers);
    res.end(recorded.body);
    if (logs) {
      const responseTime = performance.now() - started;
      app.log.info({ reqId: nextId(), req: logged(req), res: { statusCode: recorded.status }, responseTime }, 'request completed');
    }
  };

  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const key = server.listening ? cache.paths.get(req.url!) : undefined;
    const encoding = key === undefined ? null : replayKey(req);
    if (key === undefined || encoding === null) return fastify(req, res);
    void answer(req, res, key, encoding);
  });
}
