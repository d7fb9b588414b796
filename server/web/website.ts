import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodedOnce } from '../cache/cachedReads.js';
import type { Cached, ContentCache } from '../cache/contentCache.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { nextPublicationChange, nextRecentChange } from '../features/announcements/published.js';
import { HttpError, errorBody } from '../http/errors.js';
import { savesData, varySaveData } from '../http/saveData.js';
import { publicOrigin } from '../follow/origin.js';
import { matchPage } from '../follow/pages.js';
import { isKnownPage } from '../routes/items.js';
import { createSpaDocument, type SpaDocument } from './spa.js';

const COMPRESS = {
  // Quality 4, as @fastify/compress does for the API: most of the gain for little CPU per page.
  br: (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (html: string) => promisify(gzip)(html),
};

/** br, else gzip, when the browser takes it (a `;q=0` refuses); else none. */
function pickEncoding(accept: string | undefined): keyof typeof COMPRESS | null {
  const taken = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return null;
}

/**
 * How long a page's HTML is served from the cache at most (decision 022). A write is seen at once
 * (the content version); what the clock changes with no write is made again on time
 * (pageChangesAt). This bounds anything else that reads the clock as a page renders. It was one
 * second: a page rendered again every second held a server under load to about 40 % of the bare
 * server's rate on that page, against about 50 % once kept (bench:api, paired A/B).
 */
export const PAGE_MAX_AGE_MS = 60_000;

/**
 * When a page rendered at `now` may read differently with no write: an announcement's scheduled
 * publication, the home page's recent announcements, the footer's year.
 */
async function pageChangesAt(db: Db, now: Date): Promise<number> {
  const nextYear = new Date(now.getFullYear() + 1, 0, 1).getTime();
  const [publication, recent] = await Promise.all([nextPublicationChange(db, now), nextRecentChange(db, now)]);
  return Math.min(now.getTime() + PAGE_MAX_AGE_MS, publication, recent, nextYear);
}

/** The built hero's copies in assets/ (hero-480-<hash>.webp…), by width. */
function bundledHeroes(staticDir: string): Array<{ file: string; width: number }> {
  const assets = path.join(staticDir, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets).flatMap((file) => {
    const m = /^hero-(\d+)-[\w-]+\.webp$/.exec(file);
    return m ? [{ file, width: Number(m[1]) }] : [];
  });
}

/**
 * The built website of STATIC_DIR, when there is one: its assets, and each page's HTML (spa.ts) for
 * any other GET, answered 404 when no page or item has that URL (routes/items.ts); everything else
 * unknown is answered 404 in JSON.
 */
async function website(app: FastifyInstance, { config, db, cache }: { config: Config; db: Db; cache: ContentCache }) {
  const staticDir = config.staticDir;
  let spa: SpaDocument | null = null;
  if (staticDir !== null && existsSync(path.join(staticDir, 'index.html'))) {
    spa = createSpaDocument(staticDir, app, { ownApi: !config.apiOrigin, db });
    // The bundled hero (src/assets/hero-{480,960,1600}.webp, hashed by the build) at its smallest for a
    // visitor saving data (issue 32), under the URL the page's srcset chose, as uploaded pictures are
    // (plugins/uploads.ts). Added before the files' routes, which take the hooks there are then.
    const heroes = bundledHeroes(staticDir);
    const smallestHero = heroes.find((hero) => hero.width === Math.min(...heroes.map((h) => h.width)));
    if (smallestHero) {
      app.addHook('onRequest', async (req, reply) => {
        const hero = heroes.find((h) => req.url === `/assets/${h.file}`);
        if (!hero) return;
        varySaveData(reply);
        if (savesData(req.headers) && hero !== smallestHero) {
          await reply.sendFile(`assets/${smallestHero.file}`);
          return reply;
        }
      });
    }
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset at the highest levels (vite.config.ts):
      // smaller than compressing on the fly, and no CPU spent per request.
      preCompressed: true,
      setHeaders(res, file) {
        // Hashed assets never change under a name; index.html must always be revalidated.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const [url, query] = req.url.split('?') as [string, string?];
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/uploads/')) {
      const origin = publicOrigin(config, req);
      const match = matchPage(url);
      // A page rendered with its query (the search page's `?q=`) is rendered for each: its answers are
      // as many as the queries, and would push the site's pages out of the cache.
      const withQuery = query && match && match.kind !== 'admin' && 'queryReads' in match.entry ? `${url}?${query}` : null;
      const render = async (now: Date) => ({ status: (await isKnownPage(db, url, now)) ? 200 : 404, html: await spa.html(withQuery ?? url, origin, now) });
      // Cached: the URLs of the site's pages (any other is answered 404 each time, and not kept).
      let cached: Cached<{ status: number; html: string }> | null;
      try {
        cached = match && !withQuery
          ? await cache.get(`page ${origin} ${url}`, async (now) => ({
              value: await render(now),
              until: await pageChangesAt(db, now),
            }))
          : null;
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 503)) throw error;
        // The database does not answer (ContentCache): the page's shell, whose app then says what
        // it could not load, rather than an error in JSON to a visitor.
        return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '5').type('text/html; charset=utf-8').send(spa.shell());
      }
      const { status, html } = cached?.value ?? (await render(app.clock()));
      // Compressed here: @fastify/compress hooks routes only, and every page is answered by this
      // not-found handler (a rendered page is 13-26 KB, 4-6 KB compressed: on a slow phone
      // network, two round trips less before the first paint).
      const encoding = pickEncoding(req.headers['accept-encoding']);
      reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(cached ? encodedOnce(cached.encoded, encoding, html) : await COMPRESS[encoding](html));
    }
    return reply.code(404).send(errorBody('Not found.'));
  });
}

// fastify-plugin: the not-found handler is the whole app's, and the pages' HTML comes from the app's own routes.
export const websitePlugin = fp(website, { name: 'website', fastify: '5.x' });
