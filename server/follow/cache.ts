import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Feeds and the sitemap may sit in any cache for a minute: readers poll them, often. */
const CACHE_CONTROL = 'public, max-age=60';

/**
 * Sends a generated text with a validator of its content, and 304 to a client that already holds
 * that content. Weak: the compressed and plain bodies are the same text in two encodings.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).type(type);
  const held = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.includes(etag.slice(2)) || held?.includes('*')) return reply.code(304).send();
  return reply.send(body);
}
