import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** Calls from the websites of CORS_ORIGINS (a split deployment), and a word to the operator about others. */
async function crossOrigin(app: FastifyInstance, { config }: { config: Config }) {
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // Every update and delete of the contract is a PUT or a DELETE (the plugin allows only GET, HEAD, POST by default).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // Bearer tokens, not cookies: no credentials. A browser may reuse a preflight for 10 minutes,
      // one round trip less per edit on a slow phone link.
      maxAge: 600,
    });
  }
  // A preflight only ever comes from a page on another origin: one refused is a website that was
  // pointed here (VITE_API_BASE) without being listed. Said once per origin, for the operator.
  const refusedOrigins = new Set<string>();
  app.addHook('onRequest', (req, _reply, done) => {
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] && origin) {
      if (!config.corsOrigins.includes(origin) && !refusedOrigins.has(origin) && refusedOrigins.size < 100) {
        refusedOrigins.add(origin);
        req.log.warn({ origin }, `a page at ${origin} called the API and the browser was told no: add it to CORS_ORIGINS to allow it`);
      }
    }
    done();
  });
}

// fastify-plugin: the CORS answers and the warning concern every route.
export const crossOriginPlugin = fp(crossOrigin, { name: 'cross-origin', fastify: '5.x' });
