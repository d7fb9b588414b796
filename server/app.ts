import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { ensureFirstAdmin } from './auth/admins.js';
import { loginGuard } from './auth/logins.js';
import { loadSecret, tokenService, type TokenService } from './auth/tokens.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { connectionCeiling, finishUnreadBodies, keepWorkingRequestsOpen, proxyMatcher, shareConnections } from './http/connections.js';
import { cachedReadsPlugin } from './cache/cachedReads.js';
import { ContentCache } from './cache/contentCache.js';
import { replayCachedReads } from './cache/replay.js';
import { createCtx } from './context.js';
import { limiter, type Limiter } from './http/limiter.js';
import { databaseStore } from './http/rate-store.js';
import { openDatabase, type Db } from './db/index.js';
import { tooManyRequests } from './http/errors.js';
import { uploadsDir } from './files/storage.js';
import { s3Store } from './files/s3.js';
import { chooseStore } from './files/stores.js';
import { sweepInterrupted } from './files/faults.js';
import { cacheHeadersPlugin } from './plugins/cache-headers.js';
import { crossOriginPlugin } from './plugins/cors.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { requestFilesPlugin } from './plugins/request-files.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { validationPlugin } from './plugins/validation.js';
import { websitePlugin } from './web/website.js';
import { registerRoutes } from './routes/index.js';
import { heroUploadId } from './features/settings/heroUpload.js';
import { schedulePurge } from './trash/purge.js';
import { trashedFiles } from './trash/store.js';
import { serverOptions, type LogOptions } from './http/server-options.js';
import { continuousBackup, type ContinuousBackup } from './backup/continuous.js';

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  tokens: TokenService;
  /** Image uploads being decoded and encoded (at most IMAGE_JOBS at once). */
  imageJobs: Limiter;
  /** BACKUP_URL's continuous backup (decision 031), its timer not started: main.ts starts it, a test runs its rounds. */
  backup: ContinuousBackup | null;
  /** Set when this start created the first admin with a generated password (print it once). */
  firstAdmin: { email: string; generatedPassword: string | null } | null;
}

export interface BuildOptions extends LogOptions {
  /**
   * Clear what an interrupted run left (temp files, uploads no row refers to) before serving; on by
   * default. Off for a tool that may run beside a live server on the same DATA_DIR (seed:demo),
   * whose uploads in flight are not referenced yet.
   */
  sweep?: boolean;
  /** The time now, for everything the server stamps or compares (server/clock.ts): a test moves it on instead of waiting. */
  clock?: Clock;
  /** How long the public reads wait for the content version (ContentCache): a test shortens it. */
  versionReadTimeoutMs?: number;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const db = await openDatabase(config);
  const secret = loadSecret(config.dataDir, config.jwtSecret);
  const clock = options.clock ?? systemClock;
  const tokens = tokenService(db, secret, config.tokenTtlSeconds, clock);
  const logins = loginGuard(db, secret, config.loginLock, clock);
  const firstAdmin = await ensureFirstAdmin(db, config.adminEmail, config.adminPassword, clock());
  uploadsDir(config.dataDir);
  const bucket = config.storage ? s3Store(config.storage) : null;
  chooseStore(config.dataDir, bucket);
  const fastifyOptions = serverOptions(config, options);
  const app = Fastify(fastifyOptions);
  // What a request stamps (the activity log) reads the app's clock: req.server.clock().
  app.decorate('clock', clock);
  keepWorkingRequestsOpen(app);
  finishUnreadBodies(app);
  const ceiling = connectionCeiling(config.connections.max);
  if (ceiling < config.connections.max) app.log.warn(`MAX_CONNECTIONS is ${config.connections.max}, but this process may open too few files for that: ${ceiling} connections at most (raise its open-file limit, ulimit -n)`);
  shareConnections(app, { max: ceiling, perAddress: config.connections.maxPerAddress }, proxyMatcher(config.trustProxy));
  app.addHook('onClose', async () => db.destroy());
  if (bucket) app.addHook('onClose', async () => bucket.close());
  const backup = config.backup ? continuousBackup({ backup: config.backup, dataDir: config.dataDir, sqlite: !config.databaseUrl, clock, log: app.log }) : null;
  app.decorate('backup', backup);
  // Added after the database's and the bucket's hooks: a round in flight ends before they close.
  if (backup) app.addHook('onClose', () => backup.stop());
  // Added after the database's hook: onClose hooks run last added first, so a purge in flight ends before it closes.
  await schedulePurge(app, db, config.dataDir, clock);
  // After the purge: a file it could not remove goes now.
  const swept = options.sweep === false ? [] : await sweepInterrupted(db, config.dataDir);

  await app.register(validationPlugin);
  app.decorateRequest('admin', null); // set by the routes' auth guard (context.ts)
  // In this order their hooks run: a request's files are settled before the answer's headers are set.
  await app.register(requestFilesPlugin, { config });
  await app.register(securityHeadersPlugin, { config });
  await app.register(cacheHeadersPlugin);
  await app.register(crossOriginPlugin, { config });
  // Public reads cached by content version (decision 022): their bodies compressed once, not per
  // answer; on the app's clock, as publication is decided.
  const cache = new ContentCache(db, clock, undefined, options.versionReadTimeoutMs);
  await app.register(cachedReadsPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  // The counts in the database, so every instance on it counts the same requests (issue 14).
  await app.register(rateLimit, { global: false, store: databaseStore(db), errorResponseBuilder: () => tooManyRequests() });
  await app.register(errorHandlerPlugin, { config });

  const imageJobs = limiter(config.imageJobs);
  await registerRoutes(createCtx(app, db, config, tokens, logins, imageJobs, clock, cache));
  await app.register(uploadsPlugin, { config, isTrashed: trashedFiles(cache, db), heroId: heroUploadId(cache, db) });
  await app.register(websitePlugin, { config, db, cache });
  replayCachedReads(app, cache, { nextId: fastifyOptions.genReqId, trustProxy: config.trustProxy });

  if (swept.length) app.log.warn(`removed ${swept.length} files from uploads/ that no row refers to (left by interrupted requests)`);
  return { app, db, tokens, imageJobs, firstAdmin, backup };
}
