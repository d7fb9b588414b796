import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * The website's inline scripts (index.html holds the taps made before the app runs), allowed by
 * their hashes: the policy keeps refusing any other inline script, such as one injected into a page.
 */
export function inlineScriptHashes(staticDir: string | null): string[] {
  const page = staticDir ? path.join(staticDir, 'index.html') : null;
  if (!page || !existsSync(page)) return [];
  return [...readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The headers helmet sets with `options`, worked out once: @fastify/helmet builds helmet's
 * middleware again for every request (its directives parsed each time), a few percent of the CPU
 * of a cached read (decision 022).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: unknown) => void (headers[name] = String(value)), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return headers;
}

/**
 * The API's answers are data, never a page, except its reference (/api/docs, a page and its files):
 * they carry the headers that concern data (OWASP's REST Security Cheat Sheet), with a policy under
 * which a JSON answer opened in a browser loads and runs nothing and is framed nowhere, not the
 * website's. Half the bytes of helmet's twelve headers, and ~15 % more reads a second (bench:api).
 */
export function isApiData(url: string): boolean {
  return url.startsWith('/api/') && !/^\/api\/docs(?:[/?]|$)/.test(url);
}

function apiDataHeaders(site: Record<string, string>): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': site['Cross-Origin-Resource-Policy']!,
    'Referrer-Policy': site['Referrer-Policy']!,
    'Strict-Transport-Security': site['Strict-Transport-Security']!,
    'X-Content-Type-Options': site['X-Content-Type-Options']!,
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers every answer carries: helmet's (with the site's Content-Security-Policy), or the
 * API's data headers (isApiData), and uploads readable by other origins. The caching policy is
 * cache-headers.ts's.
 */
async function securityHeaders(app: FastifyInstance, { config }: { config: Config }) {
  // A website built to call another API (VITE_API_BASE) reads and shows from that origin too.
  const apiOrigin = config.apiOrigin ? [config.apiOrigin] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.staticDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...apiOrigin],
        mediaSrc: ["'self'", 'blob:', ...apiOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigin, ...(config.emailjsOrigin ? [config.emailjsOrigin] : [])],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = apiDataHeaders(headers);
  for (const [name, value] of Object.entries(apiHeaders)) if (!value) throw new Error(`helmet set no ${name}`);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiData(req.url) ? apiHeaders : headers);
    done();
  });
  // Set as the answer leaves, over what the route and helmet set.
  app.addHook('onSend', (req, reply, _payload, done) => {
    // Uploads are public pictures, videos and PDFs, shown by the website wherever it is served from;
    // everything else keeps helmet's same-origin.
    if (req.url.startsWith('/uploads/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done();
  });
}

// fastify-plugin: helmet and the hook must reach every route, not this plugin's scope alone.
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
