// What a person sees who runs `npm start` in a terminal (LOG_FORMAT unset, standard output a
// terminal; or LOG_FORMAT=pretty): a short banner once the server listens, then one readable line
// a request, formatted by pino-pretty from the same log objects the JSON log is written from.
// Off a terminal (a service, a container, CI) nothing here is loaded: the log stays JSON, as fast.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { paths } from '../../src/kinds/paths.js';
import type { Config } from '../config.js';

/** Whether the log is written as readable lines: LOG_FORMAT, or unset on a terminal. */
export function prettyLogWanted(config: Pick<Config, 'logFormat'>, stdoutIsTTY: boolean | undefined): boolean {
  return config.logFormat === 'pretty' || (config.logFormat === null && stdoutIsTTY === true);
}

interface LoggedRequest {
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * The server's log lines as a terminal shows them: `[12:04:31] INFO: GET /calendar 200 12 ms 127.0.0.1`
 * for a request, the message for anything else (an error's stack below it). Written synchronously,
 * so the lines stay in order with the banner and none is lost when the process exits.
 */
export async function prettyLogStream(out: { write(text: string): unknown } = process.stdout): Promise<{ write(line: string): void }> {
  const { default: PinoPretty } = await import('pino-pretty');
  const prettify = PinoPretty.prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    // What the request line says already, and what a terminal needs not repeat on every line.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey, _levelLabel, { colors }) => {
      const { req, res, responseTime } = log as LoggedRequest;
      const msg = typeof log[messageKey] === 'string' ? log[messageKey] : '';
      if (!req?.method || !res?.statusCode) return msg;
      const status = res.statusCode;
      const tint = status >= 500 ? colors.red : status >= 400 ? colors.yellow : colors.green;
      const ms = typeof responseTime === 'number' ? ` ${responseTime < 10 ? responseTime.toFixed(1) : Math.round(responseTime)} ms` : '';
      // A visitor's request is the line itself; anything else about one (a page render's read) says what it is.
      const what = msg === 'request completed' ? '' : `${msg}: `;
      return `${what}${req.method} ${req.url} ${tint(String(status))}${ms}${req.remoteAddress ? colors.gray(` ${req.remoteAddress}`) : ''}`;
    },
  });
  return {
    write(line) {
      // The banner says where the server listens, once, instead of Fastify's line for each of the
      // machine's addresses.
      if (line.includes('"msg":"Server listening at ')) return;
      const text = prettify(line);
      if (text) out.write(text.endsWith('\n') ? text : `${text}\n`);
    },
  };
}

/** The address a person types: localhost for this machine's own and for every address (0.0.0.0, ::). */
function hostOf(address: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address)) return 'localhost';
  return address.includes(':') ? `[${address}]` : address;
}

/** DATABASE_URL without its user and password: host, port and database. */
function postgresPlace(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The lines printed once the server listens: where the website and its admin login are, and where
 * its data lives. `website` is false when there is no built website to serve (STATIC_DIR empty, or
 * without index.html): the API alone then.
 */
export function startBanner(config: Config, address: AddressInfo, website: boolean): string {
  const origin = `http://${hostOf(address.address)}:${address.port}`;
  const rows: Array<[string, string]> = [];
  if (website) {
    rows.push(['Website', `${origin}/`]);
    rows.push(['Admin login', `${origin}${paths.login}`]);
  } else {
    const why = config.staticDir === null ? 'STATIC_DIR is empty' : `no index.html in ${config.staticDir}`;
    rows.push(['API', `${origin}/api/ (no website here: ${why})`]);
  }
  if (config.publicOrigin) rows.push(['Public address', `${config.publicOrigin}/`]);
  rows.push([
    'Database',
    config.databaseUrl ? `PostgreSQL, ${postgresPlace(config.databaseUrl)}` : `SQLite, ${path.join(config.dataDir, 'tucasa.db')}`,
  ]);
  const bucket = config.storage;
  rows.push([
    'Files',
    bucket
      ? `bucket s3://${bucket.bucket}/${bucket.prefix} at ${bucket.endpoint ?? `AWS, ${bucket.region}`}`
      : `folder ${path.join(config.dataDir, 'uploads')}`,
  ]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const logged = ['info', 'debug', 'trace'].includes(config.logLevel)
    ? 'Each request is logged below (LOG_LEVEL=warn leaves them out). '
    : '';
  return ['', ...rows.map(([label, value]) => `  ${label.padEnd(width)}${value}`), '', `  ${logged}Stop with Ctrl+C.`, ''].join('\n');
}
