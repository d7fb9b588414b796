// Answers given before a request's body has been read whole (decision 027): the connection they
// came on must serve the next request at once, or say `Connection: close` and close. Each test
// sends on one raw keep-alive socket, as a browser's fetch does, and reads what comes back.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT, LINGER_MS } from '../../server/http/connections.js';
import { member } from '../accounts/helpers.js';
import { removeDir, startServer, type ErrorBody, type TestServer } from './helpers.js';
import { AT_ONCE_MS, BOUNDARY, HEALTH, form, formHeaders, PNG_SIGNATURE, rawClient, rawRequest as request, settingsForm } from './raw-client.js';

// Long enough that a connection left stuck (the defect) is told apart from one answered at once.
const IDLE_MS = 30_000;

let s: TestServer;
let port: number;
let token: string;
let editorToken: string;
beforeAll(async () => {
  s = await startServer({
    connections: { idleTimeoutMs: IDLE_MS, headersTimeoutMs: 10_000, maxPerAddress: 64, max: 10_000 },
    contactAttemptsPerHour: 1,
  });
  token = await s.login();
  editorToken = (await member(s.app, token, 'editor@example.org')).token;
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
});

const json = (value: unknown, auth?: string) => {
  const body = JSON.stringify(value);
  return { body, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...(auth ? { Authorization: `Bearer ${auth}` } : {}) } };
};

/** Writes `parts` on a new connection; the first answer has `status` and says `Connection: <connection>`. */
async function refusal(parts: Array<Buffer | string>, status: number, connection: 'keep-alive' | 'close') {
  const c = rawClient(port);
  for (const part of parts) c.socket.write(part);
  const refused = await c.next();
  expect(refused?.status, refused?.body).toBe(status);
  expect(refused?.headers.connection).toBe(connection);
  return { c, refused: refused! };
}

/** Sends `first` and, right behind it on the same connection, a health check: both are answered at once. */
async function keptOpen(first: Buffer, status: number) {
  const { c, refused } = await refusal([first, HEALTH], status, 'keep-alive');
  const health = await c.next();
  expect(health?.status, 'the next request on the connection').toBe(200);
  c.socket.destroy();
  return refused;
}

/**
 * Sends the head and the start of its body (the rest never comes: the body cannot have arrived
 * whole when it is answered): the answer says `Connection: close`, is read whole, and the server
 * ends the connection at once.
 */
async function closedAfter(head: Buffer, start: Buffer, status: number) {
  const { c, refused } = await refusal([head, start], status, 'close');
  expect(JSON.parse(refused.body)).toHaveProperty('message');
  expect(await c.closedWithin(AT_ONCE_MS), 'the server closes the connection').toBe(true);
  return refused;
}

describe('an answer before the body was read whole leaves the connection usable', () => {
  it('413, a file over its limit in a large form: Connection: close, the answer read whole, the connection closed', async () => {
    const body = settingsForm(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024, 0x41)]));
    const refused = await closedAfter(request('PUT', '/api/settings/update', formHeaders(body, token)), body.subarray(0, 5.5 * 1024 * 1024), 413);
    expect((JSON.parse(refused.body) as ErrorBody).field).toBe('heroBackgroundImage');
  });

  it('413 while the client is still sending: what it sends after the answer is read for a moment, not reset', async () => {
    // A reset would make the client's kernel drop the answer it has not read yet (a browser then
    // shows a network error, not "too large"); this client goes on sending past the server's end.
    const c = rawClient(port, { allowHalfOpen: true });
    c.socket.write(request('PUT', '/api/settings/update', { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': 50 * 1024 * 1024, Authorization: `Bearer ${token}` }));
    c.socket.write(settingsForm(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024, 0x41)])).subarray(0, 6 * 1024 * 1024));
    const refused = await c.next();
    expect(refused?.status).toBe(413);
    expect(refused?.headers.connection).toBe('close');
    const until = Date.now() + LINGER_MS / 4;
    while (Date.now() < until && !c.failed()) {
      c.socket.write(Buffer.alloc(16 * 1024, 0x41));
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(c.failed(), 'the client was reset while still sending').toBe(null);
    // Then the server gives up on it: the connection is gone on its side LINGER_MS after the answer.
    const connections = () => new Promise<number>((resolve, reject) => s.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    const deadline = Date.now() + LINGER_MS + AT_ONCE_MS;
    while ((await connections()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await connections()).toBe(0);
    c.socket.destroy();
  });

  it('415, a file of the wrong type with a large rest of the form behind it: Connection: close', async () => {
    const body = form({}, [
      ['heroBackgroundImage', 'hero.png', 'image/png', Buffer.alloc(1000, 0x20)],
      ['other', 'pad.bin', 'application/octet-stream', Buffer.alloc(4 * 1024 * 1024, 0x42)],
    ]);
    const refused = await closedAfter(request('PUT', '/api/settings/update', formHeaders(body, token)), body.subarray(0, 1024 * 1024), 415);
    expect((JSON.parse(refused.body) as ErrorBody).field).toBe('heroBackgroundImage');
  });

  it(`415 with a rest of at most ${DRAIN_LIMIT / 1024} KB: the rest is read, the next request answered`, async () => {
    const body = form({}, [
      ['heroBackgroundImage', 'hero.png', 'image/png', Buffer.alloc(1000, 0x20)],
      ['other', 'pad.bin', 'application/octet-stream', Buffer.alloc(DRAIN_LIMIT - 2000, 0x42)],
    ]);
    await keptOpen(request('PUT', '/api/settings/update', formHeaders(body, token), body), 415);
  });

  it('400, a malformed form: the rest is read, the next request answered', async () => {
    const body = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="missionText"\r\n\r\nM\r\n--${BOUNDARY}\r\nbroken\r\n\r\n`), Buffer.alloc(40 * 1024, 0x43)]);
    const refused = await keptOpen(request('PUT', '/api/settings/update', formHeaders(body, token), body), 400);
    expect((JSON.parse(refused.body) as ErrorBody).message).toMatch(/^The form could not be read/);
  });

  it('400, a form whose boundary never comes (a body of zeros the route would take): refused once 256 KB are read, Connection: close', async () => {
    // busboy throws away what precedes the first boundary without a limit: the 200 MB would be read whole.
    const head = request('POST', '/api/media/create', { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': 200 * 1024 * 1024, Authorization: `Bearer ${token}` });
    const refused = await closedAfter(head, Buffer.alloc(1024 * 1024, 0), 400);
    expect((JSON.parse(refused.body) as ErrorBody).message).toMatch(/^The form could not be read/);
  });

  it('413, a form that goes on after its last boundary (chunked): refused past the most its route can take, Connection: close', async () => {
    const whole = form({ missionText: 'M', subtitleText: 'S' }, []);
    const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    const head = request('PUT', '/api/settings/update', { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding': 'chunked', Authorization: `Bearer ${token}` });
    const rest = Array.from({ length: 20 }, () => chunk(Buffer.alloc(1024 * 1024, 0x20)));
    const refused = await closedAfter(head, Buffer.concat([chunk(whole), ...rest]), 413);
    expect((JSON.parse(refused.body) as ErrorBody).message).toMatch(/^The request body is too large \(at most \d+(\.\d)? MB\)\.$/);
  });

  it('413, a form declared larger than the most its route can take: answered before any of it is read', async () => {
    const head = request('PUT', '/api/settings/update', { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': 500 * 1024 * 1024, Authorization: `Bearer ${token}` });
    const refused = await closedAfter(head, Buffer.alloc(0), 413);
    expect((JSON.parse(refused.body) as ErrorBody).message).toMatch(/^The request body is too large/);
  });

  it('401, no token, with a small form: the form is read and thrown away, the next request answered', async () => {
    const body = settingsForm(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(40 * 1024, 0x41)]));
    await keptOpen(request('PUT', '/api/settings/update', formHeaders(body), body), 401);
  });

  it('401, no token, with a large upload: answered before it is sent, Connection: close, none of it read', async () => {
    const length = 200 * 1024 * 1024;
    const head = request('POST', '/api/media/create', { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': length });
    await closedAfter(head, Buffer.alloc(0), 401);
  });

  it('403, an editor calling an owner-only operation with a body: the next request answered', async () => {
    const { body, headers } = json({ email: 'someone@example.org', role: 'editor' }, editorToken);
    await keptOpen(request('POST', '/api/accounts/invite', headers, body), 403);
  });

  it('413, a JSON body declared larger than its limit: Connection: close (Fastify closes when its body parser fails)', async () => {
    const large = 1024 * 1024;
    await closedAfter(request('POST', '/api/user/login', { 'Content-Type': 'application/json', 'Content-Length': large }), Buffer.alloc(16 * 1024, 0x20), 413);
  });

  it('429, contact attempts over the limit, counted before the body is read: the next request answered', async () => {
    const message = { service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: 'Hello there' } };
    const first = json(message);
    const c = rawClient(port);
    c.socket.write(request('POST', '/api/v1.0/email/send', first.headers, first.body));
    expect((await c.next())?.status).not.toBe(429);
    c.socket.destroy();
    const second = json({ ...message, template_params: { ...message.template_params, message: 'x'.repeat(20 * 1024) } });
    await keptOpen(request('POST', '/api/v1.0/email/send', second.headers, second.body), 429);
  });

  it('a body of unknown length (chunked) refused early: Connection: close', async () => {
    const head = request('PUT', '/api/settings/update', { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding': 'chunked' });
    await closedAfter(head, Buffer.from('4000\r\n' + 'x'.repeat(0x4000) + '\r\n'), 401);
  });
});

describe('a form the multipart parser cannot read', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', `--x\r\n\r\n`],
    ['with a boundary over 70 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, `--x\r\n\r\n`],
    ['cut short', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="missionText"\r\n\r\nM`],
  ])('%s is answered 400, not 500', async (_case, type, payload) => {
    const res = await s.app.inject({ method: 'PUT', url: '/api/settings/update', headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().message).toBe('The form could not be read: it ends too early or is not well-formed multipart/form-data.');
  });
});
