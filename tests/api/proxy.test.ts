import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.js';
import { ADMIN, call, removeDir, startServer } from './helpers.js';

const env = (TRUST_PROXY: string) => ({ DATA_DIR: '/tmp/unused', TRUST_PROXY });

describe('TRUST_PROXY', () => {
  it('takes the addresses and CIDR ranges of the proxies, IPv4 and IPv6', () => {
    expect(loadConfig(env(' 127.0.0.1, 10.0.0.0/8,::1 , fd00::/8')).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('trusts nobody by default', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/unused' }).trustProxy).toEqual([]);
    expect(loadConfig(env('')).trustProxy).toEqual([]);
    expect(loadConfig(env('false')).trustProxy).toEqual([]);
  });

  it.each([
    ['true', `"true" would believe any client's X-Forwarded-For`],
    ['1', '"1" (a number of hops) would believe'],
    ['2', '"2" (a number of hops) would believe'],
  ])('refuses %s at start, saying what to write instead', (value, why) => {
    expect(() => loadConfig(env(value))).toThrow(
      "TRUST_PROXY must list the proxies' addresses, such as TRUST_PROXY=127.0.0.1 or 10.0.0.0/8; " + why,
    );
  });

  it.each(['yes', 'localhost', '127.0.0.1,proxy', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.0/x', '300.1.1.1'])(
    'refuses %s: each entry must be an IP address or a CIDR range',
    (value) => {
      expect(() => loadConfig(env(value))).toThrow(/^TRUST_PROXY: ".+" is not an IP address or CIDR range/);
    },
  );
});

/** A fresh server with these settings, on its own DATA_DIR, closed and removed after `run`. */
async function withServer(overrides: Partial<Config>, run: (s: Awaited<ReturnType<typeof startServer>>) => Promise<void>) {
  const s = await startServer(overrides);
  try {
    await run(s);
  } finally {
    await s.close();
    removeDir(s.dataDir);
  }
}

const message = { service_id: 's', template_id: 't', template_params: { from_email: 'v@example.org', message: 'Hi' } };
const contact = (s: Awaited<ReturnType<typeof startServer>>, remoteAddress: string, forwarded?: string) =>
  call(s.app, {
    method: 'POST',
    url: '/api/v1.0/email/send',
    payload: message,
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
const lastClientIp = async (s: Awaited<ReturnType<typeof startServer>>) =>
  (await s.db.selectFrom('messages').select('client_ip').orderBy('id', 'desc').executeTakeFirstOrThrow()).client_ip;

describe('the client address behind a trusted proxy', () => {
  it('is the right-most X-Forwarded-For address that is not a proxy: a forged left-most one changes nothing', async () => {
    await withServer({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] }, async (s) => {
      expect((await contact(s, '127.0.0.1', '6.6.6.6, 203.0.113.7')).statusCode).toBe(200);
      expect(await lastClientIp(s)).toBe('203.0.113.7');
      // Through two proxies: the inner one's address is skipped as trusted.
      expect((await contact(s, '127.0.0.1', '6.6.6.6, 203.0.113.8, 10.1.2.3')).statusCode).toBe(200);
      expect(await lastClientIp(s)).toBe('203.0.113.8');
      // A dual-stack socket reports an IPv4 proxy as ::ffff:127.0.0.1.
      expect((await contact(s, '::ffff:127.0.0.1', '6.6.6.6, 203.0.113.9')).statusCode).toBe(200);
      expect(await lastClientIp(s)).toBe('203.0.113.9');
    });
  });

  it('is the connection address when the connection does not come from a listed proxy', async () => {
    await withServer({ trustProxy: ['127.0.0.1'] }, async (s) => {
      expect((await contact(s, '198.51.100.20', '6.6.6.6, 203.0.113.7')).statusCode).toBe(200);
      expect(await lastClientIp(s)).toBe('198.51.100.20');
    });
  });

  it('is the connection address when TRUST_PROXY is not set, whatever X-Forwarded-For says', async () => {
    await withServer({}, async (s) => {
      expect((await contact(s, '127.0.0.1', '6.6.6.6, 203.0.113.7')).statusCode).toBe(200);
      expect(await lastClientIp(s)).toBe('127.0.0.1');
    });
  });

  it('is what the login throttle counts: rotating the left-most address does not escape it', async () => {
    await withServer({ trustProxy: ['127.0.0.1'], rateLimits: { loginPerMinute: 3, loginGlobalPerMinute: 1000, messagesPerHour: 5 } }, async (s) => {
      const login = (forwarded: string) =>
        call(s.app, {
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'nobody@example.org', password: 'x' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
        });
      const codes: number[] = [];
      for (let i = 1; i <= 5; i++) codes.push((await login(`6.6.6.${i}, 203.0.113.7`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy has its own budget.
      expect((await login('203.0.113.99')).statusCode).toBe(401);
      expect(
        (await call(s.app, { method: 'POST', url: '/api/user/login', payload: ADMIN, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.100' } }))
          .statusCode,
      ).toBe(200);
    });
  });
});
