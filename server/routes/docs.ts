import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ctx } from '../context.js';
import { notFound } from '../http/errors.js';
import { document, documentPath } from '../openapi.js';
import { attr } from '../http/html.js';
import { etagOf } from '../plugins/cache-headers.js';

/** Swagger UI's own files, served from its package by this server: the page needs no other host. */
const RENDERER = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// The page's one script of its own, a file because the Content-Security-Policy runs no inline script.
const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.yaml',
  dom_id: '#reference',
  deepLinking: true,
  // Swagger UI would otherwise send the document to its makers' validator.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const FILES: Record<string, { type: string; read: () => Promise<Buffer> }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: () => readFile(path.join(RENDERER, 'swagger-ui-bundle.js')) },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFile(path.join(RENDERER, 'swagger-ui.css')) },
  'start.js': { type: 'text/javascript; charset=utf-8', read: () => Promise.resolve(Buffer.from(START)) },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${attr(String((document as { info?: { title?: string } }).info?.title ?? 'API'))} reference</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/**
 * The contract online: openapi.yaml as the server reads it, and a page that renders it for people
 * (Swagger UI). Its script is loaded on that page only: the website's bundles never contain it.
 */
export function docsRoutes({ route }: Ctx) {
  // Read once: the server validates against this same text for its whole life.
  const contract = readFileSync(documentPath, 'utf8');
  route('apiDocument', async (_req, reply) => reply.type('application/yaml; charset=utf-8').send(contract));

  // A page, revalidated on each visit like the website's (its ETag makes that a 304).
  route('apiReference', async (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(PAGE));

  // Read and hashed on the first visit, then kept: 1.7 MB is not hashed per request.
  const loaded = new Map<string, Promise<{ body: Buffer; etag: string }>>();
  route('apiReferenceFile', async (req, reply) => {
    const name = (req.params as { file: string }).file;
    const file = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!file) throw notFound('File');
    if (!loaded.has(name)) loaded.set(name, file.read().then((body) => ({ body, etag: etagOf(body) })));
    const { body, etag } = await loaded.get(name)!;
    return reply.header('ETag', etag).type(file.type).send(body);
  });
}
