import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { errorBody } from '../errors.js';
import { publicOrigin } from '../follow/origin.js';
import { isKnownPage } from '../follow/pages.js';
import { createSpaDocument, type SpaDocument } from '../spa.js';

/**
 * The built website of STATIC_DIR, when there is one: its assets, and each page's HTML (spa.ts) for
 * any other GET, answered 404 when no page or item has that URL (follow/pages.ts); everything else
 * unknown is answered 404 in JSON.
 */
async function website(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  const staticDir = config.staticDir;
  let spa: SpaDocument | null = null;
  if (staticDir !== null && existsSync(path.join(staticDir, 'index.html'))) {
    spa = createSpaDocument(staticDir, app, { ownApi: !config.apiOrigin, db });
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
    const url = req.url.split('?')[0]!;
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/uploads/')) {
      const status = (await isKnownPage(db, url)) ? 200 : 404;
      return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await spa.html(url, publicOrigin(config, req)));
    }
    return reply.code(404).send(errorBody('Not found.'));
  });
}

// fastify-plugin: the not-found handler is the whole app's, and the pages' HTML comes from the app's own routes.
export const websitePlugin = fp(website, { name: 'website', fastify: '5.x' });
