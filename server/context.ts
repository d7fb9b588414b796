import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { LoginGuard } from './auth/logins.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { badRequest, unauthorized } from './errors.js';
import { readForm, type Form, type TempFile } from './files/multipart.js';
import { storeUpload } from './files/storage.js';
import type { Limiter } from './limiter.js';
import { operation, type Operation } from './openapi.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: { id: number; jti: string } | null;
    /** Temp files of this request; always removed when it ends. */
    temps: string[];
    /** Files stored by this request; removed again if it fails. */
    written: string[];
    /** Stored paths this request replaced; removed only once it has succeeded. */
    obsolete: string[];
  }
  interface FastifyContextConfig {
    operationId?: string;
    noStore?: boolean;
  }
}

export interface RouteExtras {
  /** Per-route rate limit (@fastify/rate-limit), declared on the route so no URL spelling bypasses it. */
  rateLimit?: { max: number; timeWindow: string | number; keyGenerator?: (req: FastifyRequest) => string; hook?: 'onRequest' | 'preHandler' };
  bodyLimit?: number;
  /** Every answer (errors and throttling included) says `Cache-Control: no-store`, token or not. */
  noStore?: boolean;
}

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What every route module receives. */
export interface Ctx {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tokens: TokenService;
  logins: LoginGuard;
  /** Declares the handler of an operation of openapi.yaml: method, path, validation and auth come from the document. */
  route(operationId: string, handler: Handler, extras?: RouteExtras): void;
  /** Reads and checks the multipart body of the request's operation. */
  form(req: FastifyRequest): Promise<Form>;
  /** Stores a checked upload, returning its relative path; it is removed again if the request fails. */
  store(req: FastifyRequest, file: TempFile): Promise<string>;
  /** Marks stored paths to be deleted once the request has succeeded. */
  discard(req: FastifyRequest, ...paths: Array<string | null | undefined>): void;
}

export function createCtx(
  app: FastifyInstance,
  db: Db,
  config: Config,
  tokens: TokenService,
  logins: LoginGuard,
  imageJobs: Limiter,
): Ctx {
  const authenticate = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!m) throw unauthorized();
    const found = await tokens.verify(m[1]!);
    if (!found) throw unauthorized('Your session has expired or is invalid. Please log in.');
    req.admin = { id: found.adminId, jti: found.jti };
  };

  const opOf = (req: FastifyRequest): Operation => operation(req.routeOptions.config.operationId!);

  return {
    app,
    db,
    config,
    tokens,
    logins,
    route(operationId, handler, extras = {}) {
      const op = operation(operationId);
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
        // onRequest: the token is checked before the body is read or validated.
        ...(op.requiresAuth ? { onRequest: authenticate } : {}),
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
}
