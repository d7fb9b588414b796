import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ensureFirstAdmin } from './auth/admins.js';
import { loginGuard } from './auth/logins.js';
import { loadSecret, tokenService, type TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import { capConnectionsPerAddress, keepWorkingRequestsOpen, proxyMatcher } from './connections.js';
import { NO_BODY_LIMIT, createCtx } from './context.js';
import { limiter, type Limiter } from './limiter.js';
import { openDatabase, type Db } from './db/index.js';
import { HttpError, errorBody, sizeText, tooManyRequests } from './errors.js';
import { formLimits, removeTemps } from './files/multipart.js';
import { removeStored, uploadsDir } from './files/storage.js';
import { removeFiles, storageFailure, sweepInterrupted } from './files/faults.js';
import { createSpaDocument } from './spa.js';
import { isKnownPage } from './follow/pages.js';
import { createAjv, describeError, operation, type Schema } from './openapi.js';
import { registerRoutes } from './routes/index.js';

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  tokens: TokenService;
  /** Image uploads being decoded and encoded (at most IMAGE_JOBS at once). */
  imageJobs: Limiter;
  /** Set when this start created the first admin with a generated password (print it once). */
  firstAdmin: { email: string; generatedPassword: string | null } | null;
}

const FILE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-disposition', 'etag', 'last-modified', 'cache-control', 'vary'];

export interface BuildOptions {
  logger?: boolean;
  /** Where the log goes when `logger` is on (standard output by default); tests read it. */
  logStream?: { write(line: string): void };
  /**
   * Clear what an interrupted run left (temp files, uploads no row refers to) before serving; on by
   * default. Off for a tool that may run beside a live server on the same DATA_DIR (seed:demo),
   * whose uploads in flight are not referenced yet.
   */
  sweep?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const db = await openDatabase(config.dataDir);
  const secret = loadSecret(config.dataDir, config.jwtSecret);
  const tokens = tokenService(db, secret, config.tokenTtlSeconds);
  const logins = loginGuard(db, secret, config.loginLock);
  const firstAdmin = await ensureFirstAdmin(db, config.adminEmail, config.adminPassword);
  uploadsDir(config.dataDir);
  const swept = options.sweep === false ? [] : await sweepInterrupted(db, config.dataDir);

  const app = Fastify({
    logger: options.logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // Only the listed proxies' X-Forwarded-For is believed: the client is its right-most address
    // that is not one of them (proxy-addr), so a forged left-most entry changes nothing.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Routes that take no body (and unknown URLs); JSON routes declare a limit fitted to their schema,
    // multipart ones are bounded by their file limits (files/multipart.ts).
    bodyLimit: NO_BODY_LIMIT,
    // The socket's inactivity timeout: a client that sends nothing for this long is dropped, however
    // long its request has lasted, so a slow phone uploading a large video for an hour is never cut off
    // while its bytes keep coming. There is no total request timeout (requestTimeout 0) for that reason.
    connectionTimeout: config.connections.idleTimeoutMs,
    requestTimeout: 0,
    http: {
      requestTimeout: 0, // here too: Node refuses a headersTimeout over its own default of 300 s
      headersTimeout: config.connections.headersTimeoutMs,
      // Node checks the headers timeout on this period (30 s by default): a quarter of it keeps the
      // timeout close to its value.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.connections.headersTimeoutMs / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  keepWorkingRequestsOpen(app);
  capConnectionsPerAddress(app, config.connections.maxPerAddress, proxyMatcher(config.trustProxy));
  app.addHook('onClose', async () => db.destroy());

  const bodyAjv = createAjv();
  const paramsAjv = createAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : paramsAjv).compile(schema as object),
  );

  app.decorateRequest('admin', null);
  app.decorateRequest('temps', null as unknown as string[]);
  app.decorateRequest('written', null as unknown as string[]);
  app.decorateRequest('obsolete', null as unknown as string[]);
  app.addHook('onRequest', async (req) => {
    req.temps = [];
    req.written = [];
    req.obsolete = [];
  });
  // Runs before the answer leaves, so a client never sees a success whose files are not settled
  // nor a failure whose files are still on disk.
  app.addHook('onSend', async (req, reply) => {
    await removeTemps(req.temps);
    if (reply.statusCode >= 400) {
      await removeFiles(req.written);
    } else if (req.obsolete.length) {
      await removeStored(config.dataDir, req.obsolete);
    }
    // Uploads are public pictures, videos and PDFs, shown by the website wherever it is served from;
    // everything else keeps helmet's same-origin.
    if (req.url.startsWith('/uploads/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.url.startsWith('/api/')) {
      // Admin answers must never sit in a shared or back/forward cache, nor must those of routes that
      // ask (the login: credentials in, a token out); public lists may, if revalidated.
      const opId = req.routeOptions.config?.operationId;
      const adminCall = !!req.headers.authorization || (opId !== undefined && operation(opId).requiresAuth);
      reply.header('Cache-Control', adminCall || req.routeOptions.config?.noStore ? 'no-store' : 'no-cache');
    }
  });

  // A website built to call another API (VITE_API_BASE) reads and shows from that origin too.
  const apiOrigin = config.apiOrigin ? [config.apiOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  app.addHook('onRequest', async (req) => {
    const origin = req.headers.origin;
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method'] || !origin) return;
    if (config.corsOrigins.includes(origin) || refusedOrigins.has(origin) || refusedOrigins.size >= 100) return;
    refusedOrigins.add(origin);
    req.log.warn({ origin }, `a page at ${origin} called the API and the browser was told no: add it to CORS_ORIGINS to allow it`);
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });
  await app.register(multipart);

  // busboy's limits (files/multipart.ts), stated in the answer as every 413 does.
  const formLimitText = (code: string, req: FastifyRequest) => {
    const opId = req.routeOptions.config?.operationId;
    const spec = opId ? operation(opId).formBody : null;
    if (!spec) return 'The form is over its limits.'; // not reached: only a form read raises these
    const limits = formLimits(spec, config);
    if (code === 'FST_REQ_FILE_TOO_LARGE') return `A file is larger than allowed (at most ${sizeText(limits.fileSize)}).`;
    if (code === 'FST_FILES_LIMIT') return `Too many files in one request (at most ${limits.files}).`;
    if (code === 'FST_PARTS_LIMIT') return `Too many fields and files in one request (at most ${limits.parts}).`;
    return `Too many fields in one request (at most ${limits.fields}).`;
  };

  app.setErrorHandler((err: FastifyError & { field?: string }, req, reply) => {
    // Headers set for a file that failed as it was read (deleted by an edit between its lookup and
    // its opening) must not go out with the error: a JSON body typed image/webp is refused by
    // Fastify (a 500), and a 404 must not be cached for a year.
    for (const name of FILE_HEADERS) reply.removeHeader(name);
    if (err.code === 'ENOENT') return reply.code(404).header('Cache-Control', 'no-cache').send(errorBody('Not found.'));
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.message, err.field));
    }
    if (err.validation) {
      if (err.validationContext === 'params') return reply.code(400).send(errorBody('Invalid ID provided.', 'id'));
      const schema = (req.routeOptions.schema?.body ?? {}) as Schema;
      const { message, field } = describeError(schema, err.validation);
      return reply.code(400).send(errorBody(message, field));
    }
    switch (err.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send(errorBody(formLimitText(err.code, req)));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(errorBody(`The request body is too large (at most ${sizeText(req.routeOptions.bodyLimit)}).`));
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(400).send(errorBody('The request must be multipart/form-data.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(errorBody('Unsupported content type.'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send(errorBody('The request body must be valid JSON.'));
    }
    const storage = storageFailure(err);
    if (storage) {
      // For the operator: the disk needs room, or its mount or permissions need a look.
      req.log.error({ err }, `storage failure answered ${storage.statusCode}`);
      return reply.code(storage.statusCode).send(errorBody(storage.message));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(errorBody(err.message));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(errorBody('Something went wrong on our side. Please try again later.'));
  });

  const imageJobs = limiter(config.imageJobs);
  const ctx = createCtx(app, db, config, tokens, logins, imageJobs);
  await registerRoutes(ctx);

  // Uploaded files: generated names, fixed types, cached for good (a replaced file gets a new name).
  await app.register(fastifyStatic, {
    root: uploadsDir(config.dataDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders(res, file) {
      res.header('X-Content-Type-Options', 'nosniff');
      if (file.endsWith('.pdf')) res.header('Content-Disposition', 'inline');
    },
  });

  const indexHtml = config.staticDir ? path.join(config.staticDir, 'index.html') : null;
  const spa = indexHtml !== null && existsSync(indexHtml) ? createSpaDocument(config.staticDir!, app, { ownApi: !config.apiOrigin }) : null;
  if (spa) {
    await app.register(fastifyStatic, {
      root: config.staticDir!,
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
      return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await spa.html(url));
    }
    return reply.code(404).send(errorBody('Not found.'));
  });

  if (swept.length) app.log.warn(`removed ${swept.length} files from uploads/ that no row refers to (left by interrupted requests)`);
  return { app, db, tokens, imageJobs, firstAdmin };
}

