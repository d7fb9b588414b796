/**
 * Typed MSW handlers for page stories. Bodies are typed from shared/api-schema.d.ts (generated from
 * openapi.yaml): `getJson('/api/posts', body)` only compiles when `body` is what the contract
 * says GET /api/posts answers, so a changed contract breaks the mock at compile time.
 *
 * Resource files (posts.ts, media.ts, settings.ts, and the other pages' own files) hold sample
 * data and ready-made handlers; this file holds what they share.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { components, paths } from '../../shared/api-schema';

export type Schemas = components['schemas'];

/** 'now' of every time-dependent story: Sunday 15 June 2025, 09:00 UTC. */
export const STORY_NOW = new Date('2025-06-15T09:00:00.000Z');

/** The ISO time `days` (and `hours`) before `now`: CreatedAt of sample content. */
export function before(days: number, hours = 0, now: Date = STORY_NOW): string {
  return new Date(now.getTime() - (days * 24 + hours) * 60 * 60 * 1000).toISOString();
}

/* ------------------------------------------------------------------ typed GET handlers */

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** Paths of the contract with a GET that answers JSON 200. */
export type JsonGetPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: infer R } } } ? (JsonOf<R> extends never ? never : P) : never;
}[keyof paths];

/** What GET `P` answers with 200, per the contract. */
export type GetBody<P extends JsonGetPath> = paths[P] extends { get: { responses: { 200: infer R } } } ? JsonOf<R> : never;

/** '/api/media/{id}' -> '/api/media/:id' (MSW's path syntax). */
function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface HandlerOptions {
  /** Answer after this many milliseconds (a visible loading state). */
  delayMs?: number;
  /** Answer once only, then fall through to the next handler (a retry that succeeds). */
  once?: boolean;
  /** Called at each request (a story's spy: was it asked for, and when?). */
  onRequest?: () => void;
}

/** GET `path` answers `body` (typed by the contract). */
export function getJson<P extends JsonGetPath>(path: P, body: GetBody<P>, options: HandlerOptions = {}): HttpHandler {
  return http.get(
    mswPath(path),
    async () => {
      options.onRequest?.();
      if (options.delayMs) await delay(options.delayMs);
      return HttpResponse.json(body as never);
    },
    { once: options.once },
  );
}

/**
 * GET `path` answers a body the contract does not allow: what an older or broken server sends
 * (MediaFiles as JSON text, a field missing). Say why at the call site.
 */
export function getOffContract(path: JsonGetPath, body: unknown, options: HandlerOptions = {}): HttpHandler {
  return http.get(mswPath(path), async () => {
    if (options.delayMs) await delay(options.delayMs);
    return HttpResponse.json(body as never);
  });
}

/** GET `path` fails with `status` and the contract's error body. */
export function getError(path: JsonGetPath, status = 500, text = 'Internal server error.', options: HandlerOptions = {}): HttpHandler {
  return http.get(
    mswPath(path),
    async () => {
      if (options.delayMs) await delay(options.delayMs);
      return HttpResponse.json<Schemas['Error']>({ error: text, message: text }, { status });
    },
    { once: options.once },
  );
}

/** GET `path` never answers (the loading state, held still for a screenshot). */
export function getPending(path: JsonGetPath): HttpHandler {
  return http.get(mswPath(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** GET `path` fails at the network level (no answer at all). */
export function getNetworkError(path: JsonGetPath): HttpHandler {
  return http.get(mswPath(path), () => HttpResponse.error());
}

/* ------------------------------------------------------------------ uploaded files */

/**
 * A stored image path named as the server names uploads ('uploads/<hex>-<w>x<h>.webp'), so the
 * page builds its srcset from the variants. `seed` picks the hex (and the drawing's colour).
 */
export function uploadPath(seed: number, width = 1200, height = 800): string {
  return `uploads/${seed.toString(16).padStart(32, '0')}-${width}x${height}.webp`;
}

/** A stored video path. */
export function uploadVideoPath(seed: number): string {
  return `uploads/${seed.toString(16).padStart(32, '0')}.mp4`;
}

const UPLOAD_NAME = /^([0-9a-f]+)(?:-(\d+)x(\d+))?(?:-(\d+)w)?\.webp$/;

/** An SVG of the requested size: gradient, hills and the seed number, same pixels on every run. */
function drawing(seed: number, width: number, height: number): string {
  const hue = (seed * 67) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 20%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(${hue} 70% 72%)"/>` +
    `<path d="M0 ${height} L${width * 0.35} ${height * 0.5} L${width * 0.6} ${height * 0.78} L${width * 0.78} ${height * 0.62} L${width} ${height} Z" fill="hsl(${hue} 40% 13%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 7)}" text-anchor="middle" dominant-baseline="middle">${seed}</text>` +
    `</svg>`
  );
}

/**
 * Serves every '/uploads/<hex>-<w>x<h>[-<v>w].webp' as a drawing of that size (a variant at its
 * width), so pages show real pictures in stories without binary fixtures. Other uploads are 404,
 * which shows the broken-image fallback.
 */
export const uploadsHandler: HttpHandler = http.get('/uploads/:file', ({ params }) => {
  const m = UPLOAD_NAME.exec(String(params.file));
  if (!m || !m[2] || !m[3]) return new HttpResponse(null, { status: 404 });
  const seed = Number.parseInt(m[1] ?? '0', 16);
  let width = Number(m[2]);
  let height = Number(m[3]);
  if (m[4]) {
    height = Math.round((height * Number(m[4])) / width);
    width = Number(m[4]);
  }
  return new HttpResponse(drawing(seed, width, height), { headers: { 'Content-Type': 'image/svg+xml' } });
});
