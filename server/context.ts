import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Role } from './auth/admins.js';
import type { LoginGuard } from './auth/logins.js';
import type { TokenService } from './auth/tokens.js';
import { cachedJson } from './cache/cachedReads.js';
import type { ContinuousBackup } from './backup/continuous.js';
import type { Clock } from './clock.js';
import type { ContentCache, Loaded } from './cache/contentCache.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from './http/errors.js';
import { readForm, type Form } from './files/multipart.js';
import { storeUpload, type TempFile } from './files/storage.js';
import type { Limiter } from './http/limiter.js';
import { operation, type Operation } from './openapi.js';
import { SERVER_TEXTS } from '../src/domain/serverTexts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (buildApp's option, server/clock.ts). */
    clock: Clock;
    /** BACKUP_URL's continuous backup, or null (server/backup/continuous.ts). */
    backup: ContinuousBackup | null;
  }
  interface FastifyRequest {
    admin: { id: number; jti: string; role: Role } | null;
    /** Temp files of this request; always removed when it ends. */
    temps: string[];
    /** Names this request put in the file store (uploads/ or the bucket); removed again if it fails. */
    written: string[];
    /** Stored paths this request replaced; removed only once it has succeeded. */
    obsolete: string[];
  }
  interface FastifyContextConfig {
    operationId?: string;
    noStore?: boolean;
  }
}

export const KB = 1024;

/** The 403 of an owner-only call made by an editor. */
export const OWNERS_ONLY = SERVER_TEXTS.ownersOnly;

export interface RouteExtras {
  /** Per-route rate limit (@fastify/rate-limit), declared on the route so no URL spelling bypasses it. */
  rateLimit?: { max: number; timeWindow: string | number; keyGenerator?: (req: FastifyRequest) => string; hook?: 'onRequest' | 'preHandler' };
  /**
   * A second, looser limit per client address counted at onRequest, before the body is read, so every
   * attempt counts (too large, malformed, invalid ones too): for a route whose `rateLimit` counts only
   * what passed validation.
   */
  attemptLimit?: { max: number; timeWindow: string | number };
  /** Largest body accepted, in bytes (413 beyond, stating it); required when the operation takes JSON. */
  bodyLimit?: number;
  /** Every answer (errors and throttling included) says `Cache-Control: no-store`, token or not. */
  noStore?: boolean;
  /** Off: the answer goes as it is, with its Content-Length (a download whose progress is shown). */
  compress?: false;
}

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What every route module receives. */
export interface Ctx {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tokens: TokenService;
  logins: LoginGuard;
  /** Image encodes (uploads, link-preview pictures): at most IMAGE_JOBS at once. */
  imageJobs: Limiter;
  /** Declares the handler of an operation of openapi.yaml: method, path, validation and auth come from the document. */
  route: (operationId: string, handler: Handler, extras?: RouteExtras) => void;
  /**
   * Declares a public read without parameters whose answer depends on the content tables alone
   * (and on the time through `until`): answered from the instance's cache while the content has
   * not changed (decision 022).
   */
  publicRead: <T>(operationId: string, load: (now: Date) => Promise<Loaded<T>>) => void;
  /** The public reads' cache of this instance. */
  cache: ContentCache;
  /** Reads and checks the multipart body of the request's operation. */
  form: (req: FastifyRequest) => Promise<Form>;
  /** Stores a checked upload, returning its relative path; it is removed again if the request fails. */
  store: (req: FastifyRequest, file: TempFile) => Promise<string>;
  /** The time now (buildApp's clock, server/clock.ts): publication, stamps, expiries, the trash. */
  clock: Clock;
  /** Marks stored paths to be deleted once the request has succeeded. */
  discard: (req: FastifyRequest, ...paths: Array<string | null | undefined>) => void;
}

export function createCtx(
  app: FastifyInstance,
  db: Db,
  config: Config,
  tokens: TokenService,
  logins: LoginGuard,
  imageJobs: Limiter,
  clock: Clock,
  cache: ContentCache,
): Ctx {
  const authenticate = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!m) throw unauthorized();
    const found = await tokens.verify(m[1]!);
    if (!found) throw unauthorized(SERVER_TEXTS.sessionExpired);
    req.admin = { id: found.adminId, jti: found.jti, role: found.role };
  };

  // The role the document's `x-role` asks for, checked after the token (so 401 comes before 403)
  // and before the body is read.
  const ownerOnly = async (req: FastifyRequest) => {
    if (req.admin?.role !== 'owner') throw forbidden(OWNERS_ONLY);
  };

  const opOf = (req: FastifyRequest): Operation => operation(req.routeOptions.config.operationId!);

  // Its own counter beside the route's rateLimit: the plugin's route hook runs once per request, so a
  // second one would be skipped; createRateLimit only counts and leaves the answer to us.
  const countAttempts = (limit: NonNullable<RouteExtras['attemptLimit']>) => {
    const count = app.createRateLimit(limit);
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const result = await count(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests();
      }
    };
  };

  const ctx: Ctx = {
    app,
    db,
    config,
    tokens,
    logins,
    imageJobs,
    clock,
    cache,
    publicRead(operationId, load) {
      ctx.route(operationId, cachedJson(cache, operationId, load));
      cache.paths.set(operation(operationId).routePath, operationId);
    },
    route(operationId, handler, extras = {}) {
      const op = operation(operationId);
      if (op.role && !op.requiresAuth) throw new Error(`${operationId} has an x-role but takes no token`);
      // Fastify's default (1 MB) would let one anonymous request hold the event loop parsing it.
      if (op.jsonBody && !extras.bodyLimit) throw new Error(`${operationId} takes a JSON body: declare its bodyLimit`);
      const onRequest = [
        // The token is checked before the body is read or validated.
        ...(op.requiresAuth ? [authenticate] : []),
        ...(op.role === 'owner' ? [ownerOnly] : []),
        ...(extras.attemptLimit ? [countAttempts(extras.attemptLimit)] : []),
      ];
      const options: RouteOptions = {
        method: op.method,
        url: op.routePath,
        schema: {
          ...(op.params ? { params: op.params } : {}),
          ...(op.jsonBody ? { body: op.jsonBody } : {}),
        },
        config: {
          operationId,
          ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}),
          ...(extras.noStore ? { noStore: true } : {}),
        },
        ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
        ...(extras.compress === false ? { compress: false as const } : {}),
        ...(onRequest.length ? { onRequest } : {}),
        handler,
      };
      app.route(options);
    },
    async form(req) {
      const op = opOf(req);
      if (!op.formBody) throw badRequest('This call takes no form.');
      return readForm(req, op.formBody, config, req.temps);
    },
    store(req, file) {
      const store = () => storeUpload(config.dataDir, file, config.limits.maxImagePixels, req.written);
      // Decoding and encoding a camera photo takes hundreds of MB and several threads: a few at a time.
      return file.kind === 'image' ? imageJobs.run(store) : store();
    },
    discard(req, ...paths) {
      for (const p of paths) if (p) req.obsolete.push(p);
    },
  };
  return ctx;
}
