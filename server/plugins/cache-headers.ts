import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operation } from '../openapi.js';

/**
 * A public read (the API's lists, the feeds, the link-preview pictures, the contract): any cache,
 * a CDN's included, may keep it a minute, then serve it for a day while it asks again in the
 * background (decision 018).
 */
export const PUBLIC_READ = 'public, max-age=60, stale-while-revalidate=86400';
/** An admin's answer, or one carrying credentials: stored by no cache, shared or the browser's. */
export const PRIVATE = 'private, no-store';

/** The validator of a body: weak, since the compressed and plain bodies are the same content in two encodings. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** The client holds `etag` already (If-None-Match, compared weakly as RFC 9110 asks for GET). */
function held(req: FastifyRequest, etag: string): boolean {
  const tags = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return !!tags && (tags.includes('*') || tags.includes(etag.replace(/^W\//, '')));
}

function addVary(reply: FastifyReply, name: string) {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (!names.includes(name.toLowerCase())) reply.header('Vary', typeof vary === 'string' && vary ? `${vary}, ${name}` : name);
}

/**
 * The caching policy of the contract's answers (the built website's files and the uploads set
 * their own: website.ts, uploads.ts). Set as the answer leaves, over what the route set, so no
 * route can forget it.
 */
function withCacheHeaders(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const opId = req.routeOptions.config?.operationId;
  const api = req.url.startsWith('/api/');
  if (!api && opId === undefined) return payload;
  // Admin answers must never sit in a shared or back/forward cache, nor must those of routes that
  // ask (the login: credentials in, a token out). A public read sent with a token (the admin
  // screens read the lists they edit) is answered as the admin's own: the screen sees its write at once.
  if (req.headers.authorization || (opId !== undefined && operation(opId).requiresAuth) || req.routeOptions.config?.noStore) {
    reply.header('Cache-Control', PRIVATE);
    return payload;
  }
  const read = opId !== undefined && (req.method === 'GET' || req.method === 'HEAD') && reply.statusCode === 200;
  if (!read) {
    // An error, a public write (the contact form), an unknown /api path: asked again each time.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
    return payload;
  }
  // A route may set a stricter policy (the health checks, the reference page's HTML) or its own validator.
  if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', PUBLIC_READ);
  if (String(reply.getHeader('cache-control')).includes('no-store')) return payload;
  // The same URL with a token is an admin's, answered PRIVATE: a browser must not reuse this one for it.
  addVary(reply, 'Authorization');
  if (!reply.hasHeader('etag') && (typeof payload === 'string' || Buffer.isBuffer(payload))) reply.header('ETag', etagOf(payload));
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && held(req, etag)) {
    reply.code(304);
    return null;
  }
  return payload;
}

// Plain hooks with a callback, here and in the other plugins: an async one costs every request a
// promise and its turns through the microtask queue (bench:api).
async function cacheHeaders(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => done(null, withCacheHeaders(req, reply, payload)));
}

// fastify-plugin: the hook must reach every route, not this plugin's scope alone.
export const cacheHeadersPlugin = fp(cacheHeaders, { name: 'cache-headers', fastify: '5.x' });
