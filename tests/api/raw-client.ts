// A raw HTTP/1.1 client on one keep-alive socket, for what fetch hides: which answer came on which
// connection, and whether the server kept it, closed it or reset it.
import net from 'node:net';

/**
 * How soon an answer "at once" comes: well under any idle timeout the tests set (30 s), so that a
 * connection left stuck is told apart. 5 s was too short for a 5.5 MB form's refusal beside the
 * other suites on a day this machine ran at half speed.
 */
export const AT_ONCE_MS = 12_000;

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw keep-alive connection that reads the answers as they come, one after the other. */
export function rawClient(port: number, { allowHalfOpen = false } = {}) {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen });
  let failed: Error | null = null;
  socket.on('error', (error) => (failed = error)); // a reset shows as a missing answer, or here
  let buffer = Buffer.alloc(0);
  let ended = false;
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  socket.on('data', (d: Buffer) => {
    buffer = Buffer.concat([buffer, d]);
    wake();
  });
  socket.on('end', () => {
    ended = true;
    wake();
  });
  socket.on('close', () => {
    ended = true;
    wake();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));

  /** The next whole answer, or null when none came within `ms` (or the connection ended first). */
  async function next(ms = AT_ONCE_MS): Promise<RawAnswer | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const head = buffer.indexOf('\r\n\r\n');
      if (head >= 0) {
        const lines = buffer.subarray(0, head).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length >= head + 4 + length) {
          const body = buffer.subarray(head + 4, head + 4 + length).toString('utf8');
          buffer = buffer.subarray(head + 4 + length);
          return { status: Number(lines[0]!.split(' ')[1]), headers, body };
        }
      }
      if (ended || Date.now() >= deadline) return null;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, Math.max(0, deadline - Date.now())).unref();
      });
    }
  }

  /** Whether the server closed the connection within `ms`. */
  const closedWithin = (ms: number) => Promise.race([closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
  return { socket, next, closedWithin, failed: () => failed };
}

export const HEALTH = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';

export function rawRequest(method: string, path: string, headers: Record<string, string | number>, body: Buffer | string = '') {
  const head = [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(body)]);
}


export const BOUNDARY = 'early-answers';
/** A multipart body: text fields, then files given as (field, name, type, bytes). */
export function form(fields: Record<string, string>, files: Array<[string, string, string, Buffer]>): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [field, name, type, bytes] of files) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
export const formHeaders = (body: Buffer, auth?: string) => ({
  'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  'Content-Length': body.length,
  ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
});
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The settings form with `hero` as its hero picture (typed PNG, whatever its bytes). */
export const settingsForm = (hero: Buffer, name = 'hero.png') => form({ missionText: 'M', subtitleText: 'S' }, [['heroBackgroundImage', name, 'image/png', hero]]);
