import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf } from '../plugins/cache-headers.js';
import type { Cached, ContentCache, Loaded } from './contentCache.js';

/** A public read's answer as sent: its JSON text and that text's validator. */
export interface JsonBody {
  body: string;
  etag: string;
}

/** Below this @fastify/compress (app.ts: threshold) sends a body as it is. */
const COMPRESS_THRESHOLD = 1024;

/** The same bytes @fastify/compress makes (its defaults: brotli at quality 4, zlib's own level). */
const COMPRESS: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body),
};

/**
 * The encoding @fastify/compress would pick for a plain Accept-Encoding (names without weights:
 * what browsers and tools send): its order br, gzip, deflate; '*' and x-gzip read as gzip. Null
 * for anything else (weights, zstd, none): the plugin then compresses the body itself, as before.
 */
export function plainEncoding(accept: string | undefined): string | null {
  if (!accept || accept.includes(';')) return null;
  const names = new Set(accept.toLowerCase().split(',').map((name) => name.trim().replace(/^(\*|x-gzip)$/, 'gzip')));
  if (names.has('zstd')) return null;
  return ['br', 'gzip', 'deflate'].find((name) => names.has(name)) ?? null;
}

/** The cache entry each answer came from, by request: its compressed bodies are kept with it. */
const sent = new WeakMap<IncomingMessage, Cached<JsonBody>>();

/** The cache entry a request was answered from, if it was. */
export const answeredFrom = (req: IncomingMessage): Cached<JsonBody> | undefined => sent.get(req);

/** Sends a cached JSON body: as it is (its compression made once: cachedReadsPlugin) with its ETag. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, entry: Cached<JsonBody>): string {
  reply.type('application/json; charset=utf-8');
  // A read with a token is an admin's, answered without a validator (cache-headers.ts).
  if (!req.headers.authorization) reply.header('ETag', entry.value.etag);
  sent.set(req.raw, entry);
  return entry.value.body;
}

/** A JSON value to cache: its text, serialized as Fastify would, and its validator. */
export async function jsonEntry<T>(loaded: Promise<Loaded<T>>): Promise<Loaded<JsonBody>> {
  const { value, until } = await loaded;
  const body = JSON.stringify(value);
  return { value: { body, etag: etagOf(body) }, until };
}

/** The answer of a public read without parameters, from `cache` while the content has not changed. */
export function cachedJson<T>(cache: ContentCache, key: string, load: (now: Date) => Promise<Loaded<T>>) {
  return async (req: FastifyRequest, reply: FastifyReply) => sendCached(req, reply, await cache.get(key, (now) => jsonEntry(load(now)), req.raw));
}

/** `body` in `encoding`, compressed once per cache entry. */
export function encodedOnce(encoded: Map<string, Buffer>, encoding: string, body: string): Buffer {
  let bytes = encoded.get(encoding);
  if (!bytes) {
    bytes = COMPRESS[encoding]!(Buffer.from(body));
    encoded.set(encoding, bytes);
  }
  return bytes;
}

/** A cached body as it leaves: compressed once per entry, with the headers @fastify/compress would set. */
function withCachedEncoding(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const cached = sent.get(req.raw);
  if (!cached || payload !== cached.value.body || reply.statusCode !== 200 || req.headers['x-no-compression'] !== undefined) return payload;
  if (Buffer.byteLength(cached.value.body) < COMPRESS_THRESHOLD) return payload;
  const encoding = plainEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('Vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding')) reply.header('Vary', `${String(vary)}, accept-encoding`);
  const bytes = encodedOnce(cached.encoded, encoding, cached.value.body);
  reply.header('Content-Encoding', encoding).header('Content-Length', bytes.length);
  return bytes;
}

/**
 * Registered before @fastify/compress, after cache-headers: a cached body leaves compressed as that
 * plugin would compress it, from the bytes made the first time, with the same headers.
 */
async function cachedReads(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => done(null, withCachedEncoding(req, reply, payload)));
}

export const cachedReadsPlugin = fp(cachedReads, { name: 'cached-reads', fastify: '5.x' });
