import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

export interface LogOptions {
  logger?: boolean;
  /** Where the log goes when `logger` is on (standard output by default); tests read it. */
  logStream?: { write(line: string): void };
}

/** The body limit of routes that take no body, and of unknown URLs: 1 KB. */
const NO_BODY_LIMIT = 1024;

/**
 * The header the page render (render.ts) puts on the API reads it makes in process (app.inject) for
 * the page it renders. A request is the render's own only when it carries it and came through
 * inject, which no request from the network can: a visitor cannot hide a request from the log.
 */
export const PAGE_READ_HEADER = 'x-page-render-read';

const isPageRead = (request: FastifyRequest) =>
  request.headers[PAGE_READ_HEADER] !== undefined && (request.raw as { isLightMyRequest?: boolean }).isLightMyRequest === true;

/**
 * One line a request, written when its answer has gone, with the request and the answer together
 * (as an access log has them), instead of Fastify's two (one as it comes, one as it ends). At the
 * default level each line costs the server its serialization and write: two a request took about a
 * third of a cached read's rate (`npm run bench:api`, decision 022).
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // The page's reads are parts of the visitor's request for the page, logged once as that: a read
    // that goes well only at debug level, where a page's parts are looked into.
    if (isPageRead(request)) {
      if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'page render read errored');
      else reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'page render read');
      return;
    }
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Request ids as Fastify makes them by default, counted per server. */
function requestIds() {
  let last = 0;
  return () => `req-${(last = (last + 1) & 0x7fffffff).toString(36)}`;
}

/** Fastify's own settings: the log, whose X-Forwarded-For to believe, body limit, timeouts, routing. */
export function serverOptions(config: Config, options: LogOptions) {
  return {
    logger: options.logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    logController: new AccessLog(),
    // Fastify's own kind of id (req-1, req-2…), from a counter the answers replayed without it share (replay.ts).
    genReqId: requestIds(),
    // Only the listed proxies' X-Forwarded-For is believed: the client is its right-most address
    // that is not one of them (proxy-addr), so a forged left-most entry changes nothing.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Routes that take no body (and unknown URLs); JSON routes declare a limit fitted to their schema,
    // multipart ones are bounded by their file limits (files/multipart.ts).
    bodyLimit: NO_BODY_LIMIT,
    // The socket's inactivity timeout: a client that sends nothing for this long is dropped, however
    // long its request has lasted, so a slow phone uploading a large video for an hour is never cut off
    // while its bytes keep coming. There is no total request timeout (requestTimeout 0) for that reason.
    connectionTimeout: config.connections.idleTimeoutMs,
    requestTimeout: 0,
    http: {
      requestTimeout: 0, // here too: Node refuses a headersTimeout over its own default of 300 s
      headersTimeout: config.connections.headersTimeoutMs,
      // Node checks the headers timeout on this period (30 s by default): a quarter of it keeps the
      // timeout close to its value.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.connections.headersTimeoutMs / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true },
  } satisfies FastifyServerOptions & { http: object };
}
