import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStore } from '../../server/http/rate-store.js';
import { call, removeDir, startServer, type TestServer } from './helpers.js';

// Two instances on one database (issue 14; PostgreSQL under npm run test:postgres, one SQLite file
// otherwise) count the same requests: a limit is reached with half the requests on each.

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  const limits = { rateLimits: { loginPerMinute: 4, loginGlobalPerMinute: 6, messagesPerHour: 2 }, contactAttemptsPerHour: 4 };
  a = await startServer(limits);
  b = await startServer(limits, a.dataDir);
});
afterAll(async () => {
  await a.close();
  await b.close();
  removeDir(a.dataDir);
});

const stranger = { email: 'nobody@example.org', password: 'not the password' };
const login = (srv: TestServer, remoteAddress: string) => call(srv.app, { method: 'POST', url: '/api/user/login', payload: stranger, remoteAddress });
const send = (srv: TestServer, remoteAddress: string, payload: string) =>
  call(srv.app, { method: 'POST', url: '/api/v1.0/email/send', headers: { 'content-type': 'application/json' }, payload, remoteAddress });
const message = (text: string) => JSON.stringify({ service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: text } });

describe('two instances on one database', () => {
  it('share the per-address login limit: two tries on each, the fifth is refused on either', async () => {
    const codes = [];
    for (const srv of [a, b, a, b, a, b]) codes.push((await login(srv, '198.51.100.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('share the login limit of every address together', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(i % 2 ? a : b, `198.51.100.${10 + i}`)).statusCode);
    // 4 from the test above and 4 here, of 6 a minute.
    expect(codes).toEqual([401, 401, 429, 429]);
  });

  it('share the contact form limits: attempts, and stored messages', async () => {
    expect((await send(a, '203.0.113.1', '{"template_params":')).statusCode).toBe(400);
    expect((await send(b, '203.0.113.1', '{"template_params":')).statusCode).toBe(400);
    expect((await send(a, '203.0.113.1', message('Hi'))).statusCode).toBe(200);
    expect((await send(b, '203.0.113.1', message('Hi again'))).statusCode).toBe(200);
    expect((await send(a, '203.0.113.1', message('Once more'))).statusCode).toBe(429);

    expect((await send(a, '203.0.113.2', message('One'))).statusCode).toBe(200);
    expect((await send(b, '203.0.113.2', message('Two'))).statusCode).toBe(200);
    expect((await send(b, '203.0.113.2', message('Three'))).statusCode).toBe(429);
  });
});

describe('the database store', () => {
  const incr = (Store: ReturnType<typeof databaseStore>, key: string, window: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      new Store({}).incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window, 10),
    );

  it('starts a new window when the last has ended, and removes the windows that have ended', async () => {
    let now = Date.now();
    const Store = databaseStore(a.db, () => now);
    expect(await incr(Store, 'k1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(await incr(Store, 'k1', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    now += 40_000;
    expect(await incr(Store, 'k1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    await incr(Store, 'k2', 1_000);
    now += 120_000;
    await incr(Store, 'k3', 1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const left = await a.db.selectFrom('rate_limits').select(['key', 'resets_at']).where('key', 'in', ['k1', 'k2', 'k3']).execute();
    expect(left.map((r) => r.key)).toEqual(['k3']);
  });
});
