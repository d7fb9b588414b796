import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing a
// forged Host header could use to smuggle markup or a path into a link.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the absolute links of the feeds, the sitemap and robots.txt start with: PUBLIC_ORIGIN
 * when set (it should be, in production). Otherwise the request's own: its Host header, and the
 * scheme and host a proxy forwarded only when that proxy is one of TRUST_PROXY (Fastify's
 * `protocol` and `host` believe X-Forwarded-* from those alone). A Host that is not a plain host
 * name falls back to the address the server listens on.
 */
export function publicOrigin(config: Config, req: FastifyRequest): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = HOST.test(req.host) ? req.host : `localhost:${config.port}`;
  // As a browser writes it: lower case, without the scheme's default port.
  return new URL(`${req.protocol}://${host}`).origin;
}
