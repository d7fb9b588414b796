import os from 'node:os';
import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { ADMIN, call, serverPerTest, type TestServer } from './helpers.js';

// Issue 10, item 6: a flood of logins must not take libuv's thread pool from file serving. At most
// 2 password checks run at once (1 on 2 cores; the dummy ones for unknown e-mails and locked accounts
// too), 4 more wait, the rest are answered 503 at once; and all addresses together have a ceiling per minute.

const BUSY = 'The server is busy. Please try again in a few seconds.';
const TOO_MANY = 'Too many logins on this site right now. Please try again in a minute.';

// The bound of a machine with 4 cores or more (2 cores check one at a time).
const server = serverPerTest({ running: 2, waiting: 4 });

const login = (srv: TestServer, payload: { email: string; password: string }, remoteAddress?: string, cookie?: string) =>
  call(srv.app, {
    method: 'POST',
    url: '/api/user/login',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Logs in with the right password and returns the device cookie (`name=value`) the browser keeps. */
async function ownersBrowser(srv: TestServer, remoteAddress?: string) {
  const res = await login(srv, ADMIN, remoteAddress);
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/** Counts the argon2 verifications running at once, through the real ones. */
function verificationsInFlight() {
  const real = argon2.verify.bind(argon2);
  const seen = { now: 0, most: 0, calls: 0 };
  vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
    seen.calls++;
    seen.now++;
    seen.most = Math.max(seen.most, seen.now);
    try {
      return await real(...args);
    } finally {
      seen.now--;
    }
  });
  return seen;
}

const lockTheAccount = async (srv: TestServer) => {
  for (let i = 0; i < 5; i++) expect((await login(srv, { email: ADMIN.email, password: `wrong-${i}` })).statusCode).toBe(401);
};

describe('password checks in flight', () => {
  it.each([
    ['unknown e-mails', async () => {}, (i: number) => ({ email: `nobody-${i}@example.org`, password: `guess-${i}` })],
    ['wrong passwords', async () => {}, (i: number) => ({ email: ADMIN.email, password: `guess-${i}` })],
    ['a locked account (the right password)', lockTheAccount, () => ADMIN],
  ])('are 2 at most for 30 logins at once with %s; the overflow is answered 503 with Retry-After', async (_, before, payload) => {
    const srv = await server();
    await before(srv);
    const seen = verificationsInFlight();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(srv, payload(i))));

    expect(seen.most).toBe(2);
    const busy = answers.filter((r) => r.statusCode === 503);
    const checked = answers.filter((r) => r.statusCode !== 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(checked.map((r) => r.statusCode)).toEqual(Array(checked.length).fill(401));
    // The 2 running and the 4 waiting, at least, were checked: each of them once.
    expect(checked.length).toBeGreaterThanOrEqual(6);
    expect(seen.calls).toBe(checked.length);
    for (const res of busy) {
      expect(res.json()).toEqual({ error: BUSY, message: BUSY });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }

    // Every slot was given back: one login after another is never refused as busy.
    for (let i = 0; i < 8; i++) expect((await login(srv, payload(100 + i))).statusCode).toBe(401);
  });

  it('lets a browser that has logged in before in during the flood, ahead of the strangers', async () => {
    const srv = await server();
    const cookie = await ownersBrowser(srv);
    const strangers = (from: number) =>
      Array.from({ length: 15 }, (_, i) => login(srv, { email: `nobody-${from + i}@example.org`, password: 'guess' }));
    const first = strangers(0);
    const owner = login(srv, ADMIN, undefined, cookie);
    const more = strangers(15);
    const answers = await Promise.all([...first, ...more]);
    expect(answers.filter((r) => r.statusCode === 503).length).toBeGreaterThan(0);
    expect((await owner).statusCode).toBe(200);
    // A cookie that this server did not sign waits with the strangers.
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const flood = strangers(30);
    const pretender = login(srv, ADMIN, undefined, forged);
    await Promise.all(flood);
    expect((await pretender).statusCode).toBe(503);
  });

  it('counts nothing against the account for a login refused as busy', async () => {
    const srv = await server({ loginLock: { failures: 1000, minutes: 15 } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(srv, { email: ADMIN.email, password: `guess-${i}` })));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThan(30);
    const row = await srv.db.selectFrom('admins').select('failed_logins').executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(checked);
    expect((await login(srv, ADMIN)).statusCode).toBe(200);
  });
});

describe('the ceiling for all addresses together', () => {
  it('refuses logins from many addresses, each under its own limit, past LOGIN_RATE_GLOBAL_PER_MINUTE', async () => {
    const srv = await server({ rateLimits: { loginPerMinute: 5, loginGlobalPerMinute: 12, messagesPerHour: 5 } });
    const codes: number[] = [];
    for (let i = 0; i < 16; i++) {
      codes.push((await login(srv, { email: `nobody-${i}@example.org`, password: 'guess' }, `203.0.113.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual([...Array<number>(12).fill(401), ...Array<number>(4).fill(429)]);

    // The owner too, from an address never seen: the ceiling is for the whole site.
    const refused = await login(srv, ADMIN, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY, message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('lets a browser that has logged in before in past the ceiling', async () => {
    const srv = await server({ rateLimits: { loginPerMinute: 5, loginGlobalPerMinute: 3, messagesPerHour: 5 } });
    const cookie = await ownersBrowser(srv, '198.51.100.7');
    for (let i = 0; i < 3; i++) await login(srv, { email: `nobody-${i}@example.org`, password: 'guess' }, `203.0.113.${i + 1}`);
    expect((await login(srv, ADMIN, '198.51.100.8')).statusCode).toBe(429);
    expect((await login(srv, ADMIN, '198.51.100.7', cookie)).statusCode).toBe(200);
  });

  it('is 120 a minute unless LOGIN_RATE_GLOBAL_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).rateLimits.loginGlobalPerMinute).toBe(120);
    expect(loadConfig({ LOGIN_RATE_GLOBAL_PER_MINUTE: '30' }).rateLimits.loginGlobalPerMinute).toBe(30);
  });
});

it('checks one password at a time on 2 cores, 2 from 3 cores on, never more than half the thread pool', () => {
  for (const [cores, running] of [[1, 1], [2, 1], [3, 2], [4, 2], [64, 2]] as const) {
    vi.spyOn(os, 'availableParallelism').mockReturnValue(cores);
    expect(loadConfig({}).loginChecks).toEqual({ running, waiting: 4 });
  }
});
