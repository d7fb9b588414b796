import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, call, removeDir, startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 1000 } });
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
});

describe('POST /api/user/login', () => {
  it('answers success and a token for the right credentials, whatever the e-mail case', async () => {
    const res = await call(s.app, { method: 'POST', url: '/api/user/login', payload: { ...ADMIN, email: 'Admin@Example.ORG' } });
    expect(res.statusCode).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
    expect(res.json()).toEqual({ success: true, token: expect.stringMatching(/^ey/) });
  });

  it('is never stored by a cache: success, failure or invalid', async () => {
    const answers = [
      await call(s.app, { method: 'POST', url: '/api/user/login', payload: ADMIN }),
      await call(s.app, { method: 'POST', url: '/api/user/login', payload: { email: ADMIN.email, password: 'wrong-password' } }),
      await call(s.app, { method: 'POST', url: '/api/user/login', payload: { email: 'not-an-email', password: 'x' } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 400]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const unknown = await call(s.app, { method: 'POST', url: '/api/user/login', payload: { email: 'nobody@example.org', password: 'whatever12' } });
    const wrong = await call(s.app, { method: 'POST', url: '/api/user/login', payload: { email: ADMIN.email, password: 'wrong-password' } });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: 'x' }, 'Email is required', 'email'],
    [{ email: ADMIN.email }, 'Password is required', 'password'],
    [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email address', 'email'],
    [{ email: '', password: 'x' }, 'Email is required', 'email'],
    [{ email: ADMIN.email, password: 42 }, 'Password is required', 'password'],
  ])('rejects %o with 400 naming the field', async (payload, text, field) => {
    const res = await call(s.app, { method: 'POST', url: '/api/user/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: text, message: text, field });
  });

  it('rejects a body that is not JSON', async () => {
    const res = await call(s.app, { method: 'POST', url: '/api/user/login', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/user/me and POST /api/user/logout', () => {
  it('tells the e-mail for a valid token and 401 after logout revokes it', async () => {
    const token = await s.login();
    const me = await call(s.app, { method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: ADMIN.email });
    expect(me.headers['cache-control']).toBe('private, no-store');

    const out = await call(s.app, { method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await call(s.app, { method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 with no token, a malformed one, and one signed with another key', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('not.a.jwt')]) {
      const res = await call(s.app, { method: 'GET', url: '/api/user/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the first admin', () => {
  it('is admin@localhost with a generated password when none is configured, and can log in', async () => {
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { buildApp } = await import('../../server/app.js');
    const { loadConfig } = await import('../../server/config.js');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-first-'));
    const built = await buildApp(loadConfig({ DATA_DIR: dir, STATIC_DIR: '' }));
    try {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      expect(built.firstAdmin).toEqual({ email: 'admin@localhost', generatedPassword: expect.stringMatching(/^.{16,}$/) });
      const res = await call(built.app, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'admin@localhost', password: built.firstAdmin!.generatedPassword },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await built.app.close();
      removeDir(dir);
    }
    // A second start finds the admin and creates none.
  });
});
