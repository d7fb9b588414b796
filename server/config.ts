import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { uploadLimits } from './openapi.js';

/**
 * A setting that cannot be used, as its message says (the variable, what it got, what it takes).
 * The start stops with that message alone, no stack (main.ts).
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Every setting the server reads, read once from the environment and validated. */
export interface Config {
  port: number;
  host: string;
  /** How long a stop (SIGTERM, SIGINT) waits for the requests in flight before cutting them off. */
  shutdownGraceSeconds: number;
  dataDir: string;
  /**
   * DATABASE_URL when it names PostgreSQL (postgres://…); null keeps the embedded SQLite database
   * in DATA_DIR (DATABASE_URL unset, or sqlite:).
   */
  databaseUrl: string | null;
  /** STORAGE_URL when it names an S3 bucket (s3://BUCKET/prefix); null keeps uploads in DATA_DIR/uploads. */
  storage: StorageConfig | null;
  /** BACKUP_URL: where the continuous backup goes (server/backup/continuous.ts); null: none. */
  backup: BackupConfig | null;
  /** Folder of the built SPA; null serves the API alone (tests, `npm run dev`). */
  staticDir: string | null;
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  limits: {
    imageBytes: number;
    pdfBytes: number;
    videoBytes: number;
    heroBytes: number;
    maxImagePixels: number;
  };
  /** Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty trusts nobody. */
  trustProxy: string[];
  /** Origins of websites allowed to call the API from another origin (a split deployment's website). */
  corsOrigins: string[];
  /** Image uploads decoded and encoded at once; more wait their turn. */
  imageJobs: number;
  /**
   * The API's origin when the website this server serves was built to call another one
   * (VITE_API_BASE); its CSP then allows that origin. Null: the API is this server.
   */
  apiOrigin: string | null;
  /**
   * The website's public origin (https://www.example.org), for the absolute links of the feeds, the
   * sitemap and robots.txt. Null: each request's own (server/follow/origin.ts).
   */
  publicOrigin: string | null;
  /** Origin the SPA's EmailJS client may talk to besides this site (the CSP allows it). */
  emailjsOrigin: string | null;
  /** Logins per client address, password checks from every address together (a minute each), messages per address. */
  rateLimits: { loginPerMinute: number; loginGlobalPerMinute: number; messagesPerHour: number };
  /** Contact messages stored per hour from everyone together: a flood from many addresses stops there. */
  messagesPerHourTotal: number;
  /** Contact requests per address per hour, counted before the body is read: refused ones count too. */
  contactAttemptsPerHour: number;
  connections: {
    /** A connection whose client sends nothing (and reads nothing) for this long is closed, in ms. */
    idleTimeoutMs: number;
    /** The request line and headers must have arrived within this, in ms. */
    headersTimeoutMs: number;
    /**
     * Simultaneous connections per client address (per /64 for IPv6), proxies of trustProxy
     * excepted, once the server holds half of `max`; 0: no cap (decision 007).
     */
    maxPerAddress: number;
    /** Simultaneous connections in all; more are closed at once. */
    max: number;
  };
  loginLock: { failures: number; minutes: number };
  /** Password checks running at once and waiting (more: 503; server/http/limiter.ts). Not a setting: see loadConfig. */
  loginChecks: { running: number; waiting: number };
  logLevel: string;
  /**
   * LOG_FORMAT: 'json', one JSON object a line (as a service, a container or CI reads it), or
   * 'pretty', short readable lines; null (unset) chooses by where standard output goes: a terminal
   * gets 'pretty' (main.ts).
   */
  logFormat: 'json' | 'pretty' | null;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function positive(env: Env, name: string, fallback: number): number {
  const n = int(env, name, fallback);
  if (n === 0) throw new ConfigError(`${name} must be at least 1, got "${env[name]}"`);
  return n;
}

const MB = 1024 * 1024;

/**
 * The origin (scheme://host[:port]) of a URL. A browser's Origin header never has a path, so
 * 'https://site.org/' is taken as 'https://site.org', and anything else with a path is refused
 * at start instead of never matching. `withPath`: VITE_API_BASE may carry a path (the API's).
 */
function origin(name: string, raw: string, withPath = false): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name}: "${raw}" is not a URL such as https://www.example.org`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (!withPath && (url.pathname !== '/' || url.search || url.hash))) {
    throw new ConfigError(`${name}: "${raw}" must be an origin such as https://www.example.org (http or https, no path)`);
  }
  return url.origin;
}

const TRUST_PROXY_HINT = "TRUST_PROXY must list the proxies' addresses, such as TRUST_PROXY=127.0.0.1 or 10.0.0.0/8";

/**
 * TRUST_PROXY: the comma-separated addresses or CIDR ranges (IPv4 or IPv6) of the reverse proxies
 * in front of the server. The client is then the right-most X-Forwarded-For address that is not one
 * of them. `true` or a hop count would take a forged header at its word, so they are refused.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return [];
  if (value === 'true') throw new ConfigError(`${TRUST_PROXY_HINT}; "true" would believe any client's X-Forwarded-For`);
  if (/^\d+$/.test(value)) {
    throw new ConfigError(`${TRUST_PROXY_HINT}; "${value}" (a number of hops) would believe a client's forged X-Forwarded-For`);
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range (such as 127.0.0.1, 10.0.0.0/8 or fd00::/8)`);
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address!);
  if (family === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** DATABASE_URL: PostgreSQL's URL, or null for SQLite (unset, or `sqlite:`). */
export function parseDatabaseUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '' || /^sqlite:/i.test(value)) return null;
  if (/^postgres(ql)?:\/\//i.test(value)) return value;
  throw new ConfigError(`DATABASE_URL must be postgres://USER:PASSWORD@HOST:PORT/DATABASE (PostgreSQL) or unset (SQLite in DATA_DIR), got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
}

export interface StorageConfig {
  bucket: string;
  /** '' or ending in '/'. */
  prefix: string;
  /** AWS_ENDPOINT_URL: an S3-compatible service's address (then addressed path-style), null for AWS. */
  endpoint: string | null;
  region: string;
}

/** STORAGE_URL: s3://BUCKET/optional/prefix, or unset for DATA_DIR/uploads. Credentials stay the SDK's (never read here). */
export function parseStorage(env: Env, name = 'STORAGE_URL', unset = 'files in DATA_DIR/uploads'): StorageConfig | null {
  const value = env[name]?.trim() ?? '';
  if (value === '') return null;
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[A-Za-z0-9!_.*'()/-]*)?$/.exec(value);
  if (!m) throw new ConfigError(`${name} must be s3://BUCKET or s3://BUCKET/prefix (an S3 bucket name, lower case), or unset (${unset}), got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = env.AWS_ENDPOINT_URL?.trim() || null;
  if (endpoint !== null && !/^https?:\/\/[^\s/@]+(:\d+)?\/?$/i.test(endpoint)) {
    throw new ConfigError('AWS_ENDPOINT_URL must be an http(s) address such as https://s3.example.com or http://127.0.0.1:9000');
  }
  return { bucket: m[1]!, prefix: prefix ? `${prefix}/` : '', endpoint, region: env.AWS_REGION?.trim() || 'us-east-1' };
}

export interface BackupConfig {
  /** BACKUP_URL as given (the Backup screen and doctor show it); its folder (a second disk, a share) or bucket. */
  url: string;
  folder: string | null;
  bucket: StorageConfig | null;
  /** Every state of the last `keepHours` hours kept, then one a day for `keepDays` days. */
  keepHours: number;
  keepDays: number;
  /** Seconds between two rounds: a change is in the backup within this and one round's time. */
  intervalSeconds: number;
}

/** BACKUP_URL: an absolute folder or s3://BUCKET/prefix (credentials as for STORAGE_URL); unset: no continuous backup. */
export function parseBackup(env: Env): BackupConfig | null {
  const url = env.BACKUP_URL?.trim() ?? '';
  if (url === '') return null;
  const folder = url.startsWith('s3:') ? null : url.replace(/^file:\/\//, '');
  if (folder !== null && !path.isAbsolute(folder)) throw new ConfigError(`BACKUP_URL must be an absolute folder (/mnt/backup/tucasa) or s3://BUCKET/prefix, got "${url}"`);
  const bucket = folder === null ? parseStorage(env, 'BACKUP_URL', 'no continuous backup') : null;
  const times = { keepHours: positive(env, 'BACKUP_KEEP_HOURS', 24), keepDays: int(env, 'BACKUP_KEEP_DAYS', 30), intervalSeconds: positive(env, 'BACKUP_INTERVAL_SECONDS', 15) };
  return { url: folder ?? url, folder: folder && path.resolve(folder), bucket, ...times };
}

/** Parses durations such as "12h", "30m", "90s" or a number of seconds. */
export function parseDuration(raw: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!m) throw new ConfigError(`TOKEN_TTL must look like 12h, 30m or 3600, got "${raw}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** LOG_LEVEL: one of pino's levels (Fastify's logger would refuse any other with a stack trace). */
export function parseLogLevel(raw: string | undefined): string {
  const value = raw?.trim() || 'info';
  if (!LOG_LEVELS.includes(value)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return value;
}

/** LOG_FORMAT: json, pretty, or unset (null: pretty on a terminal, JSON otherwise). */
export function parseLogFormat(raw: string | undefined): 'json' | 'pretty' | null {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return null;
  if (value === 'json' || value === 'pretty') return value;
  throw new ConfigError(`LOG_FORMAT must be json or pretty (unset: readable lines on a terminal, JSON otherwise), got "${raw}"`);
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const config: Config = {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 25),
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    storage: parseStorage(env),
    backup: parseBackup(env),
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? './dist'),
    jwtSecret: env.JWT_SECRET || null,
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL ?? '12h'),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    limits: {
      // openapi.yaml states the limits (in bytes); these settings are in MB.
      imageBytes: int(env, 'MAX_IMAGE_MB', uploadLimits.image / MB) * MB,
      pdfBytes: int(env, 'MAX_PDF_MB', uploadLimits.pdf / MB) * MB,
      videoBytes: int(env, 'MAX_VIDEO_MB', uploadLimits.video / MB) * MB,
      heroBytes: uploadLimits.hero,
      // 64 MP: more than a phone's camera writes by default; a 144 MP image took 10 s and 1.3 GB.
      maxImagePixels: int(env, 'MAX_IMAGE_PIXELS', 8000 * 8000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    imageJobs: Math.max(1, int(env, 'IMAGE_JOBS', 2)),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((o) => origin('CORS_ORIGINS', o)),
    // A path alone ('/backend') is this same origin.
    apiOrigin: /^https?:/i.test(env.VITE_API_BASE?.trim() ?? '') ? origin('VITE_API_BASE', env.VITE_API_BASE!.trim(), true) : null,
    publicOrigin: env.PUBLIC_ORIGIN?.trim() ? origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN.trim()) : null,
    emailjsOrigin: env.VITE_EMAILJS_ORIGIN || null,
    rateLimits: {
      loginPerMinute: int(env, 'LOGIN_RATE_PER_MINUTE', 10),
      loginGlobalPerMinute: int(env, 'LOGIN_RATE_GLOBAL_PER_MINUTE', 120),
      messagesPerHour: int(env, 'MESSAGES_PER_HOUR', 5),
    },
    messagesPerHourTotal: int(env, 'MESSAGES_PER_HOUR_TOTAL', 60),
    contactAttemptsPerHour: int(env, 'CONTACT_ATTEMPTS_PER_HOUR', 30),
    connections: {
      idleTimeoutMs: positive(env, 'IDLE_TIMEOUT_SECONDS', 30) * 1000,
      headersTimeoutMs: positive(env, 'HEADERS_TIMEOUT_SECONDS', 20) * 1000,
      maxPerAddress: int(env, 'MAX_CONNECTIONS_PER_ADDRESS', 64),
      max: positive(env, 'MAX_CONNECTIONS', 10_000),
    },
    loginLock: { failures: int(env, 'LOGIN_LOCK_FAILURES', 5), minutes: int(env, 'LOGIN_LOCK_MINUTES', 15) },
    // argon2 is CPU work on libuv's thread pool (4 threads), which file reads share: at most half the
    // pool, and one core less than the machine has, so file reads and the event loop keep theirs
    // (one at once on 2 cores put GET /uploads/* at 26-44 ms during a flood, two at 127-155 ms).
    // Four waiting wait a few checks' time at most (about 0.1 s).
    loginChecks: { running: Math.max(1, Math.min(2, os.availableParallelism() - 1)), waiting: 4 },
    logLevel: parseLogLevel(env.LOG_LEVEL),
    logFormat: parseLogFormat(env.LOG_FORMAT),
    ...overrides,
  };
  if (config.port > 65535) throw new ConfigError(`PORT must be a port number from 0 to 65535, got "${env.PORT}"`);
  if (config.shutdownGraceSeconds < 1) throw new ConfigError('SHUTDOWN_GRACE_SECONDS must be at least 1');
  if (config.jwtSecret !== null && config.jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  return config;
}
