import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../../server/openapi.js';
import { bearer, call, removeDir, snapshot, startServer, type TestServer, type ErrorBody } from './helpers.js';

const ATTEMPTS = 30;

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer({ rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 5 }, contactAttemptsPerHour: ATTEMPTS });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
});

let lastAddress = 0;
const newAddress = () => `192.0.2.${++lastAddress}`;

/** About 1 MB of JSON nested 500,000 deep: slow to parse, and the reason JSON routes have small limits. */
const NESTED = '['.repeat(500_000) + ']'.repeat(500_000);
/** A character of 4 bytes in UTF-8 that JSON sends as is: the worst case of every text field. */
const WIDE = '😀';

const send = (payload: string | Readable, remoteAddress = newAddress()) =>
  call(s.app, { method: 'POST', url: '/api/v1.0/email/send', headers: { 'content-type': 'application/json' }, payload, remoteAddress });

const largestMessage = () =>
  JSON.stringify({
    lib_version: WIDE.repeat(50),
    user_id: WIDE.repeat(200),
    service_id: WIDE.repeat(200),
    template_id: WIDE.repeat(200),
    accessToken: WIDE.repeat(200),
    template_params: {
      from_email: `${'a'.repeat(64)}@${'b'.repeat(185)}.org`,
      message: WIDE.repeat(5000),
      date: WIDE.repeat(100),
      year: WIDE.repeat(10),
    },
  });

describe('request bodies', () => {
  it('a 1 MB deeply nested JSON to the contact form is refused 413 before it is parsed, stating the limit', async () => {
    const before = await snapshot(s);
    const started = Date.now();
    const res = await send(NESTED);
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error).toBe('The request body is too large (at most 32 KB).');
    expect(res.headers.connection).toBe('close');
    // Parsing it takes about a second of the event loop; refusing it by its Content-Length, nothing.
    expect(elapsed).toBeLessThan(1000);
    expect(await snapshot(s)).toEqual(before);
  });

  it('a body sent without a Content-Length (chunked) is cut off at the limit too', async () => {
    const res = await send(Readable.from([NESTED.slice(0, 20_000), NESTED.slice(20_000, 40_000), NESTED.slice(40_000)]));
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error).toBe('The request body is too large (at most 32 KB).');
  });

  it('the largest contact message the schema allows, in 4-byte characters, fits', async () => {
    const body = largestMessage();
    expect(Buffer.byteLength(body)).toBeGreaterThan(16 * 1024);
    expect((await send(body)).statusCode).toBe(200);
  });

  it('a 5 KB login is refused 413, and the largest one the schema allows fits', async () => {
    const login = (payload: string) =>
      call(s.app, { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload });
    const big = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorBody>().error).toBe('The request body is too large (at most 4 KB).');
    const largest = JSON.stringify({ email: `${WIDE.repeat(200)}@${WIDE.repeat(53)}`, password: WIDE.repeat(256) });
    expect(Buffer.byteLength(largest)).toBeGreaterThan(2 * 1024);
    expect((await login(largest)).statusCode).toBe(401);
  });

  it('a calendar event over 32 KB is refused 413, and the largest one the schema allows fits', async () => {
    const create = (payload: string) =>
      call(s.app, { method: 'POST', url: '/api/annual-calendars/create', headers: { ...bearer(token), 'content-type': 'application/json' }, payload });
    const event = { date: '2025-03-03T00:00:00.000Z', event: WIDE.repeat(200), participants: WIDE.repeat(500), description: WIDE.repeat(5000) };
    expect((await create(JSON.stringify(event))).statusCode).toBe(201);
    const big = await create(JSON.stringify({ ...event, padding: 'x'.repeat(32 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorBody>().error).toBe('The request body is too large (at most 32 KB).');
    const update = await call(s.app, {
      method: 'PUT',
      url: '/api/annual-calendars/1/update',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...event, padding: 'x'.repeat(32 * 1024) }),
    });
    expect(update.statusCode).toBe(413);
  });

  it('a call that takes no body accepts at most 1 KB, and so does an unknown URL', async () => {
    const res = await call(s.app, {
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'x'.repeat(2048) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error).toBe('The request body is too large (at most 1 KB).');
    const unknown = await s.app.inject({ method: 'POST', url: '/api/nothing-here', headers: { 'content-type': 'application/json' }, payload: NESTED });
    expect(unknown.statusCode).toBe(413);
  });

  it.each(allOperations.filter((op) => op.jsonBody).map((op) => [op.operationId, op] as const))(
    '%s refuses a 64 KB body with 413, stating a limit of its own (over the 1 KB of calls without a body)',
    async (_id, op) => {
      const res = await call(s.app, {
        method: op.method,
        url: op.path.replace(/\{\w+\}/g, '1'),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(64 * 1024) }),
        remoteAddress: newAddress(),
      });
      expect(res.statusCode).toBe(413);
      const limit = /^The request body is too large \(at most (\d+) KB\)\.$/.exec(res.json<ErrorBody>().error);
      expect(Number(limit?.[1])).toBeGreaterThan(1);
    },
  );
});

describe('contact attempts, counted before the body is read', () => {
  it(`refuse request ${ATTEMPTS + 1} of an hour from an address although none was stored`, async () => {
    const from = newAddress();
    const before = await snapshot(s);
    for (let i = 0; i < ATTEMPTS; i++) expect((await send(NESTED, from)).statusCode).toBe(413);
    expect(await snapshot(s)).toEqual(before);
    const valid = JSON.stringify({ service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: 'Hi' } });
    const res = await send(valid, from);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorBody>().error).toBe('Too many requests. Please wait a moment and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await snapshot(s)).toEqual(before);
    // Its neighbours are not concerned.
    expect((await send(valid)).statusCode).toBe(200);
  });

  it('count every request, stored ones too', async () => {
    const from = newAddress();
    const valid = (i: number) => JSON.stringify({ service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: `Hi ${i}` } });
    // Invalid ones do not use up the 5 stored messages an hour, but they are attempts.
    for (let i = 0; i < ATTEMPTS - 3; i++) expect((await send('{"template_params":', from)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await send(valid(i), from)).statusCode).toBe(200);
    expect((await send(valid(3), from)).statusCode).toBe(429);
  });
});
