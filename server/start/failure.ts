// Why a start failed, in the words of the person who started it: the cause and the fix, one line
// each (main.ts prints them, and exits 78 when starting again cannot help, else 1). Every failure a setting or the machine can cause is
// named here: a setting that cannot be used, the port, the data folder, PostgreSQL, the bucket.
// Anything else is a fault of the server itself, printed with its stack.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { passwordProblem } from '../auth/password.js';
import { ConfigError, type Config } from '../config.js';
import { explainUpgradeFailure } from './upgrade.js';

export interface StartFailure {
  cause: string;
  fix: string;
  /** Starting again, unchanged, fails the same way: a setting, or the database's schema. */
  lasting?: true;
}

/**
 * The exit code of a start that fails the same way however often it is tried (sysexits' EX_CONFIG):
 * the systemd unit does not restart on it (RestartPreventExitStatus, deploy/tucasa.service), where
 * Restart=on-failure started a failing migration again every 5 s for good. Any other failure exits 1
 * and is tried again: a port still held, PostgreSQL or the bucket not answering yet.
 */
export const LASTING_FAILURE_EXIT = 78;

/** Where the start was: reading the settings, opening the data (database, folder, bucket), listening. */
export type StartPhase = 'config' | 'open' | 'listen';

interface Context {
  phase: StartPhase;
  /** Null when the settings themselves could not be read. */
  config: Config | null;
}

type Failure = Error & {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  severity?: unknown;
  $metadata?: { httpStatusCode?: number };
};

const SETTING_FIX = 'Correct it in the environment, or unset it for its default (every setting: docs/configuration.md).';

/** The error and the errors it was caused by, outermost first. */
function chain(error: unknown): Failure[] {
  const out: Failure[] = [];
  for (let e = error; e instanceof Error && out.length < 10; e = e.cause) out.push(e);
  return out;
}

const codeOf = (e: Failure) => (typeof e.code === 'string' ? e.code : '');
const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused, nothing listens there',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'no route to that host',
  ENETUNREACH: 'no route to that network',
  ECONNRESET: 'the connection was cut',
};

/** The user this process runs as, for "give … write access". */
function user(): string {
  try {
    return os.userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}

function listening(e: Failure, config: Config | null): StartFailure | null {
  const host = config?.host ?? '0.0.0.0';
  const port = typeof e.port === 'number' ? e.port : (config?.port ?? 0);
  const hostFix = 'Set HOST to one of its addresses, or unset it to listen on all of them (0.0.0.0).';
  switch (codeOf(e)) {
    case 'EADDRINUSE':
      return {
        cause: `port ${port} is already in use on ${host} (by another program, or another copy of this server).`,
        fix: `Stop that program, or start on another port: PORT=${port === 65535 ? 8080 : port + 1} npm start`,
      };
    case 'EACCES':
      return {
        cause: `port ${port} needs administrator rights (every port below 1024 does).`,
        fix: 'Use a port from 1024 up, such as PORT=8080, behind a reverse proxy on 80 and 443 (docs/proxy.md).',
      };
    case 'EADDRNOTAVAIL':
      return { cause: `HOST=${host} is not an address of this machine.`, fix: hostFix };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { cause: `HOST=${host} is not a name this machine can resolve.`, fix: hostFix };
    default:
      return null;
  }
}

/** A path that is the data folder, inside it, or one of the folders it is created in. */
function ofDataDir(p: string, dataDir: string): boolean {
  const file = path.resolve(p);
  return file === dataDir || file.startsWith(dataDir + path.sep) || dataDir.startsWith(file + path.sep);
}

/** The file where a folder of `p` should be: `p` itself or the nearest of its parents that exists. */
function fileInTheWay(p: string): string {
  let at = path.resolve(p);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

function dataFolder(e: Failure, dataDir: string): StartFailure | null {
  const code = codeOf(e);
  const db = path.join(dataDir, 'tucasa.db');
  // A folder still to be created is created in the nearest one that exists.
  const access = `Give the user ${user()} write access to ${fileInTheWay(dataDir)} (chown or chmod), or set DATA_DIR to a folder it can write.`;
  const full = { cause: `the disk of the data folder ${dataDir} is full.`, fix: 'Free some space on it, or set DATA_DIR to a folder on a disk with room.' };
  if (code.startsWith('SQLITE_')) {
    if (code === 'SQLITE_CANTOPEN') return { cause: `the database file ${db} cannot be opened or created (its folder is not writable, or the file not readable).`, fix: access };
    if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM') return { cause: `the database file ${db} is read-only (${code}).`, fix: access };
    if (code === 'SQLITE_FULL') return full;
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
      return { cause: `${db} is not a usable SQLite database (${code}).`, fix: 'Set DATA_DIR to the right folder, or restore a backup into it (docs/backups.md).' };
    }
    return { cause: `the database file ${db} cannot be used: ${e.message} (${code}).`, fix: access };
  }
  if (typeof e.syscall !== 'string' || typeof e.path !== 'string' || !ofDataDir(e.path, dataDir)) return null;
  const where = `${e.syscall} ${e.path}`;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return { cause: `the data folder ${dataDir} cannot be written: permission denied (${where}).`, fix: access };
    case 'EROFS':
      return { cause: `the data folder ${dataDir} is on a read-only file system (${where}).`, fix: 'Set DATA_DIR to a folder on a writable disk.' };
    case 'ENOSPC':
    case 'EDQUOT':
      return full;
    case 'ENOTDIR':
    case 'EEXIST':
      return { cause: `DATA_DIR (${dataDir}) cannot be a folder: ${fileInTheWay(e.path)} is a file.`, fix: 'Set DATA_DIR to a folder; a missing one is created.' };
    default:
      return { cause: `the data folder ${dataDir} cannot be used: ${e.message}.`, fix: access };
  }
}

/** DATABASE_URL's place (host:port/database) and user, never its password. */
function postgresOf(url: string): { place: string; user: string; database: string } {
  try {
    const u = new URL(url);
    const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
    return { place: `${u.hostname}:${u.port || '5432'}/${database}`, user: decodeURIComponent(u.username), database };
  } catch {
    return { place: 'DATABASE_URL', user: '', database: '' };
  }
}

function postgres(errors: Failure[], url: string): StartFailure | null {
  const { place, user: dbUser, database } = postgresOf(url);
  const check = 'Check DATABASE_URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE) and that PostgreSQL accepts this user from this machine.';
  const network = errors.find((e) => NETWORK.has(codeOf(e)));
  if (network) {
    const code = codeOf(network);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return { cause: `the database host of DATABASE_URL (${place}) is not a name this machine can resolve.`, fix: 'Correct the host in DATABASE_URL.' };
    }
    return {
      cause: `cannot reach PostgreSQL at ${place}: ${NETWORK_WORDS[code] ?? code}.`,
      fix:
        code === 'ECONNREFUSED'
          ? 'Start PostgreSQL, or correct the host and port in DATABASE_URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE).'
          : 'Check that PostgreSQL runs and that this machine may reach it (firewall, listen_addresses), and the host and port in DATABASE_URL.',
    };
  }
  // PostgreSQL's own answers carry a SQLSTATE code (pg's DatabaseError).
  const answer = errors.find((e) => typeof e.severity === 'string' && /^[0-9A-Z]{5}$/.test(codeOf(e)));
  if (answer) {
    const code = codeOf(answer);
    if (code === '28P01' || code === '28000') {
      return { cause: `PostgreSQL at ${place} refused the user "${dbUser}": ${answer.message}.`, fix: 'Correct USER and PASSWORD in DATABASE_URL, or create that user in PostgreSQL.' };
    }
    if (code === '3D000') {
      return { cause: `PostgreSQL at ${place} has no database "${database}".`, fix: `Create it (createdb -O ${dbUser || 'USER'} ${database}), or correct DATABASE in DATABASE_URL.` };
    }
    if (code === '42501') {
      return {
        cause: `the user "${dbUser}" may not change the database's tables at ${place}: ${answer.message}.`,
        fix: 'Make that user the database\'s owner (ALTER DATABASE … OWNER TO …), or give it the rights to create tables.',
      };
    }
    return { cause: `PostgreSQL at ${place} answered: ${answer.message} (${code}).`, fix: check };
  }
  const last = errors.at(-1)!;
  if (/invalid url/i.test(last.message)) {
    return {
      cause: 'DATABASE_URL is not a valid URL.',
      fix: 'Write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE, with any special character of the password percent-encoded.',
      lasting: true,
    };
  }
  if (/timeout|timed out|terminated/i.test(last.message)) {
    return { cause: `no answer from PostgreSQL at ${place} (${last.message}).`, fix: check };
  }
  return null;
}

function bucketOf(config: Config): string {
  const s = config.storage!;
  return `s3://${s.bucket}/${s.prefix} ${s.endpoint ? `at ${s.endpoint}` : `on AWS (${s.region})`}`;
}

function bucket(errors: Failure[], config: Config): StartFailure | null {
  const s3 = errors.find((e) => e.$metadata !== undefined || e.name === 'CredentialsProviderError');
  if (!s3) return null;
  const where = bucketOf(config);
  const keys = 'Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that this key may list, read, write and delete in the bucket.';
  if (s3.name === 'CredentialsProviderError') {
    return { cause: `no credentials for the bucket ${where}.`, fix: 'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or another credential the AWS SDK finds).' };
  }
  const code = codeOf(s3);
  if (NETWORK.has(code)) {
    return {
      cause: `cannot reach the bucket ${where}: ${code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'no such host' : (NETWORK_WORDS[code] ?? code)}.`,
      fix: 'Start the storage service, or correct AWS_ENDPOINT_URL (and the bucket in STORAGE_URL).',
    };
  }
  const status = s3.$metadata?.httpStatusCode;
  if (s3.name === 'NoSuchBucket') return { cause: `there is no bucket ${where}.`, fix: 'Create it, or correct the bucket\'s name in STORAGE_URL.' };
  if (['PermanentRedirect', 'AuthorizationHeaderMalformed', 'IllegalLocationConstraintException'].includes(s3.name) || status === 301) {
    return { cause: `the bucket ${where} is in another region than AWS_REGION (${config.storage!.region}).`, fix: 'Set AWS_REGION to the bucket\'s region.' };
  }
  if (['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken'].includes(s3.name) || status === 401 || status === 403) {
    return { cause: `the bucket ${where} refused access (${s3.name}).`, fix: keys };
  }
  return { cause: `the bucket ${where} refused: ${s3.name}: ${s3.message}${status ? ` (HTTP ${status})` : ''}.`, fix: 'Check STORAGE_URL, AWS_ENDPOINT_URL and the credentials (docs/scaling.md).' };
}

/** The cause and the fix of a start's failure, or null when it is not one a setting or the machine explains. */
export function explainStartFailure(error: unknown, { phase, config }: Context): StartFailure | null {
  const errors = chain(error);
  if (!errors.length) return null;
  const setting = errors.find((e) => e instanceof ConfigError);
  if (setting) return { cause: setting.message.replace(/\.?$/, '.'), fix: SETTING_FIX, lasting: true };
  if (!config) return null;
  if (phase === 'listen') return listening(errors[0]!, config);
  if (phase !== 'open') return null;
  const upgrade = explainUpgradeFailure(errors, config);
  if (upgrade) return { ...upgrade, lasting: true };
  if (config.storage) {
    const found = bucket(errors, config);
    if (found) return found;
  }
  for (const e of errors) {
    const found = dataFolder(e, config.dataDir);
    if (found) return found;
  }
  if (config.databaseUrl) {
    const found = postgres(errors, config.databaseUrl);
    if (found) return found;
  }
  if (config.adminEmail && config.adminPassword) {
    const problem = passwordProblem(config.adminPassword);
    if (problem && errors.some((e) => e.message === problem)) {
      return {
        cause: `ADMIN_PASSWORD cannot be the first admin's password: ${problem}`,
        fix: 'Choose another (8 to 256 characters, not a common one), or unset ADMIN_PASSWORD to have one generated and printed.',
        lasting: true,
      };
    }
  }
  return null;
}

/**
 * What is printed: the cause and the fix when known (with the error's stack and causes below only
 * at LOG_LEVEL=debug or trace), else the error as Node shows it, stack included: a fault to report.
 */
export function startFailureText(error: unknown, context: Context, debug: boolean): string {
  const known = explainStartFailure(error, context);
  if (!known) return `The server could not start:\n${inspect(error)}\n`;
  const lines = [`The server could not start: ${known.cause}`, known.fix];
  if (debug) lines.push('', inspect(error));
  return `${lines.join('\n')}\n`;
}

/** How the process exits after `error`: LASTING_FAILURE_EXIT when starting again cannot help, else 1. */
export const startFailureExitCode = (error: unknown, context: Context): number => (explainStartFailure(error, context)?.lasting ? LASTING_FAILURE_EXIT : 1);
