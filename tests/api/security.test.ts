import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { allOperations } from '../../server/openapi.js';
import { loadConfig } from '../../server/config.js';
import { inlineScriptHashes } from '../../server/plugins/security-headers.js';
import { ADMIN, bearer, call, removeDir, serverForFile, startServer, tamperedSubject } from './helpers.js';

const suite = serverForFile();

const urlOf = (p: string) => p.replace(/\{\w+\}/g, '1');
const secret = () => new TextEncoder().encode(readFileSync(path.join(suite.server.dataDir, 'jwt-secret'), 'utf8').trim());

function unsigned(jwt: string) {
  const [, p] = jwt.split('.');
  return [Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'), p, ''].join('.');
}

const guarded = allOperations.filter((op) => op.requiresAuth);

describe('every operation of openapi.yaml', () => {
  it('has a route', () => {
    for (const op of allOperations) {
      expect(suite.server.app.hasRoute({ method: op.method, url: op.routePath }), `${op.method} ${op.path} (${op.operationId})`).toBe(true);
    }
  });

  it('that needs a token is listed (the guard is declared by the document)', () => {
    expect(guarded.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['createMedia', 'deleteLeader', 'updateSettings', 'listMessages', 'me', 'logout']),
    );
    expect(guarded.map((o) => o.operationId)).not.toContain('listMedia');
  });
});

describe.each(guarded.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
  it('answers 401 without a token, with a tampered, an unsigned, an expired and a foreign-key token', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret());
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('y')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const headers of [{}, bearer(tamperedSubject(suite.token)), bearer(unsigned(suite.token)), bearer(expired), bearer(foreign)]) {
      const res = await call(suite.server.app, { method: op.method, url: urlOf(op.path), headers, payload: op.jsonBody ? {} : undefined });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('tokens', () => {
  it('expire', async () => {
    // The server's clock, moved on instead of waited for.
    let now = Date.now();
    const short = await startServer({ tokenTtlSeconds: 60 }, undefined, { clock: () => new Date(now) });
    try {
      const t = await short.login();
      now += 59_000;
      expect((await call(short.app, { method: 'GET', url: '/api/user/me', headers: bearer(t) })).statusCode).toBe(200);
      now += 2000;
      expect((await call(short.app, { method: 'GET', url: '/api/user/me', headers: bearer(t) })).statusCode).toBe(401);
    } finally {
      await short.close();
      removeDir(short.dataDir);
    }
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures, even for the right password, answering as for a wrong one', async () => {
    const srv = await startServer({ rateLimits: { loginPerMinute: 100, loginGlobalPerMinute: 1000, messagesPerHour: 5 } });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await call(srv.app, { method: 'POST', url: '/api/user/login', payload: { email: ADMIN.email, password: `wrong-${i}` } });
        expect(res.statusCode).toBe(401);
      }
      const right = await call(srv.app, { method: 'POST', url: '/api/user/login', payload: ADMIN });
      const unknown = await call(srv.app, { method: 'POST', url: '/api/user/login', payload: { email: 'nobody@example.org', password: 'whatever12' } });
      expect(right.statusCode).toBe(401);
      expect(right.json()).toEqual(unknown.json());
      const row = await srv.db.selectFrom('admins').select('locked_until').executeTakeFirstOrThrow();
      expect(Date.parse(row.locked_until!)).toBeGreaterThan(Date.now() + 14 * 60000);
      // once the lock expires, the right password works again
      await srv.db.updateTable('admins').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
      expect((await call(srv.app, { method: 'POST', url: '/api/user/login', payload: ADMIN })).statusCode).toBe(200);
    } finally {
      await srv.close();
      removeDir(srv.dataDir);
    }
  });

  it('throttles per address whatever the spelling of the URL', async () => {
    const srv = await startServer({ rateLimits: { loginPerMinute: 3, loginGlobalPerMinute: 1000, messagesPerHour: 5 } });
    try {
      const urls = ['/api/user/login', '/api/user/login/', '/api/user/login?x=1', '/api/user/login/'];
      const codes: number[] = [];
      for (const url of urls) {
        codes.push((await call(srv.app, { method: 'POST', url, payload: { email: 'a@b.co', password: 'x' } })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const throttled = await call(srv.app, { method: 'POST', url: '/api/user/login', payload: ADMIN });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['cache-control']).toBe('private, no-store');
      expect((await srv.app.inject({ method: 'POST', url: '/API/User/Login', payload: ADMIN })).statusCode).toBe(404);
    } finally {
      await srv.close();
      removeDir(srv.dataDir);
    }
  });
});

describe('defaults', () => {
  it('refuse images over 64 MP (a 144 MP one took 10 s and 1.3 GB) and encode two at a time', () => {
    const config = loadConfig({});
    expect(config.limits.maxImagePixels).toBe(64_000_000);
    expect(config.imageJobs).toBe(2);
    expect(loadConfig({ IMAGE_JOBS: '0' }).imageJobs).toBe(1);
  });
});

describe('headers', () => {
  it('sends a strict CSP, HSTS, a referrer policy and nosniff', async () => {
    const res = await suite.server.app.inject({ method: 'GET', url: '/no-such-page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // One year: helmet's default, and the least that browsers' HSTS preload lists accept.
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers the API's data with a policy that loads nothing and frames nowhere, and the reference page with the site's", async () => {
    for (const url of ['/api/posts', '/api/no-such-call', '/api/openapi.yaml']) {
      const res = await suite.server.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // Headers for pages only: not sent with data.
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    expect((await suite.server.app.inject({ method: 'GET', url: '/api/posts' })).headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    for (const url of ['/api/docs', '/api/docs/start.js']) {
      const csp = String((await suite.server.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
    }
  });

  it("allows the website's own inline script by its hash, and no other inline script", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-csp-'));
    const body = '\n      hold();\n    ';
    writeFileSync(path.join(dir, 'index.html'), `<div id="root"></div><script>${body}</script><script type="module" src="/m.js"></script>`);
    expect(inlineScriptHashes(dir)).toEqual([`'sha256-${createHash('sha256').update(body).digest('base64')}'`]);
    removeDir(dir);
    // index.html holds one (the taps before the app runs); Vite copies it into the build unchanged.
    expect(inlineScriptHashes(path.resolve('.'))).toHaveLength(1);
    expect(inlineScriptHashes(null)).toEqual([]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await suite.server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.', message: 'Not found.' });
  });
});
