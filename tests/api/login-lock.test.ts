import { createHmac, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { addAdmin, changePassword } from '../../server/auth/admins.js';
import { ADMIN, call, serverPerTest, type TestServer } from './helpers.js';

// Issue 10, items 1 and 2: guesses sent in parallel lock as sequential ones do; a lock answers like
// a wrong password; a browser that logged in before (device cookie) is not locked by strangers.

const OTHER = { email: 'second@example.org', password: 'another fine password' };
const WRONG_BODY = { error: 'Invalid email or password.', message: 'Invalid email or password.' };

// Every parallel guess waits its turn (none is refused as busy): these tests are about the counting.
const server = serverPerTest({ running: 2, waiting: 1000 });

type Creds = { email: string; password: string };
const wrong = (i: number, who: Creds = ADMIN) => ({ email: who.email, password: `wrong-guess-${i}` });

/** POST /api/user/login, with the device cookie given (none when undefined). */
function login(srv: TestServer, payload: Creds, cookie?: string, headers: Record<string, string> = {}) {
  return call(srv.app, {
    method: 'POST',
    url: '/api/user/login',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** The `name=value` pair of the device cookie a login answer sets. */
function deviceCookie(res: Awaited<ReturnType<typeof login>>): string {
  const set = res.headers['set-cookie'];
  expect(set, 'the answer sets the device cookie').toEqual(expect.any(String));
  return String(set).split(';')[0]!;
}

/** Logs in with the right password from a fresh browser and returns its device cookie. */
async function knownBrowser(srv: TestServer, who: Creds = ADMIN) {
  const res = await login(srv, who);
  expect(res.statusCode).toBe(200);
  return deviceCookie(res);
}

const adminRow = (srv: TestServer, email = ADMIN.email) =>
  srv.db.selectFrom('admins').select(['id', 'failed_logins', 'locked_until']).where('email', '=', email).executeTakeFirstOrThrow();

const deviceRows = (srv: TestServer) => srv.db.selectFrom('login_devices').selectAll().orderBy('created_at').execute();

const lockedForAboutFifteenMinutes = (until: string | null) => {
  expect(until).not.toBeNull();
  expect(Date.parse(until!)).toBeGreaterThan(Date.now() + 14 * 60000);
  expect(Date.parse(until!)).toBeLessThanOrEqual(Date.now() + 15 * 60000);
};

describe('parallel guesses', () => {
  it('20 wrong guesses at once lock the account exactly as 20 one after another', async () => {
    const sequential = await server();
    for (let i = 0; i < 20; i++) expect((await login(sequential, wrong(i))).statusCode).toBe(401);

    const parallel = await server();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(parallel, wrong(i))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(401));

    for (const srv of [sequential, parallel]) {
      const row = await adminRow(srv);
      expect(row.failed_logins).toBe(20);
      lockedForAboutFifteenMinutes(row.locked_until);
      const right = await login(srv, ADMIN);
      expect(right.statusCode).toBe(401);
      expect(right.json()).toEqual(WRONG_BODY);
    }
  });

  it('checks no more than LOGIN_LOCK_FAILURES passwords, however many guesses arrive at once', async () => {
    const srv = await server();
    const hash = (await srv.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    const verify = vi.spyOn(argon2, 'verify');
    await Promise.all(Array.from({ length: 20 }, (_, i) => login(srv, wrong(i))));
    const againstTheAccount = verify.mock.calls.filter(([h]) => h === hash).length;
    expect(againstTheAccount).toBe(5);
    // The 15 refused ones still spent a verification, against a hash of nothing.
    expect(verify).toHaveBeenCalledTimes(20);
  });

  it('lets a known device take as many guesses at once as one after another, no more', async () => {
    const srv = await server();
    const cookie = await knownBrowser(srv);
    await Promise.all(Array.from({ length: 20 }, (_, i) => login(srv, wrong(i), cookie)));
    const [device] = await deviceRows(srv);
    expect(device!.failed_logins).toBe(20);
    lockedForAboutFifteenMinutes(device!.locked_until);
    expect((await login(srv, ADMIN, cookie)).statusCode).toBe(401);
  });
});

describe('a locked account', () => {
  it('answers the right password exactly as an unknown e-mail and a wrong password, after a real verification', async () => {
    const srv = await server();
    for (let i = 0; i < 5; i++) expect((await login(srv, wrong(i))).statusCode).toBe(401);
    lockedForAboutFifteenMinutes((await adminRow(srv)).locked_until);

    const verify = vi.spyOn(argon2, 'verify');
    const locked = await login(srv, ADMIN);
    expect(verify).toHaveBeenCalledTimes(1);
    const unknown = await login(srv, { email: 'nobody@example.org', password: ADMIN.password });
    const wrongPassword = await login(srv, wrong(99));
    for (const res of [locked, unknown, wrongPassword]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG_BODY);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(locked.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('opens again when the lock has run out, with a fresh count', async () => {
    const srv = await server();
    for (let i = 0; i < 5; i++) await login(srv, wrong(i));
    await srv.db.updateTable('admins').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await login(srv, wrong(6))).statusCode).toBe(401);
    expect(await adminRow(srv)).toMatchObject({ failed_logins: 1, locked_until: null });
    expect((await login(srv, ADMIN)).statusCode).toBe(200);
    expect(await adminRow(srv)).toMatchObject({ failed_logins: 0, locked_until: null });
  });

  it('lets the right password in on the last allowed attempt, and does not stay locked by it', async () => {
    const srv = await server();
    for (let i = 0; i < 4; i++) await login(srv, wrong(i));
    expect((await login(srv, ADMIN)).statusCode).toBe(200);
    expect(await adminRow(srv)).toMatchObject({ failed_logins: 0, locked_until: null });
  });
});

describe('device cookies', () => {
  it('keep the owner in while strangers lock the account; a device locks itself alone', async () => {
    const srv = await server();
    const laptop = await knownBrowser(srv);
    const phone = await knownBrowser(srv);
    expect(laptop).not.toBe(phone);

    // A stranger (no cookie) locks the account.
    for (let i = 0; i < 5; i++) expect((await login(srv, wrong(i))).statusCode).toBe(401);
    expect((await login(srv, ADMIN)).statusCode).toBe(401);
    const account = await adminRow(srv);
    lockedForAboutFifteenMinutes(account.locked_until);

    // The owner's browsers still get in with the right password.
    expect((await login(srv, ADMIN, laptop)).statusCode).toBe(200);
    expect((await login(srv, ADMIN, phone)).statusCode).toBe(200);

    // Wrong guesses from the laptop lock the laptop, not the phone, and leave the account's count alone.
    for (let i = 0; i < 5; i++) expect((await login(srv, wrong(i), laptop)).statusCode).toBe(401);
    const refused = await login(srv, ADMIN, laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(WRONG_BODY);
    expect((await login(srv, ADMIN, phone)).statusCode).toBe(200);
    expect(await adminRow(srv)).toEqual(account);

    // The stranger is still locked out.
    expect((await login(srv, ADMIN)).statusCode).toBe(401);

    const [laptopRow, phoneRow] = await deviceRows(srv);
    expect(laptopRow!.failed_logins).toBe(6);
    lockedForAboutFifteenMinutes(laptopRow!.locked_until);
    expect(phoneRow).toMatchObject({ failed_logins: 0, locked_until: null });
  });

  it('a known device does not reset the account lock that strangers caused', async () => {
    const srv = await server();
    const laptop = await knownBrowser(srv);
    for (let i = 0; i < 5; i++) await login(srv, wrong(i));
    expect((await login(srv, ADMIN, laptop)).statusCode).toBe(200);
    lockedForAboutFifteenMinutes((await adminRow(srv)).locked_until);
  });

  it('is renewed, same device, on each successful login', async () => {
    const srv = await server();
    const cookie = await knownBrowser(srv);
    const again = await login(srv, ADMIN, cookie);
    expect(again.statusCode).toBe(200);
    expect(deviceCookie(again)).toBe(cookie);
    expect(await deviceRows(srv)).toHaveLength(1);
  });

  it('is ignored when tampered with, forged, signed for another admin or forgotten', async () => {
    const srv = await server();
    await addAdmin(srv.db, OTHER.email, OTHER.password, srv.app.clock());
    const mine = await knownBrowser(srv);
    const theirs = await knownBrowser(srv, OTHER);
    const [, myId, myDevice, myMac] = /^tucasa_device=(\d+)\.([^.]+)\.(.+)$/.exec(mine)!;
    const [, theirId, theirDevice, theirMac] = /^tucasa_device=(\d+)\.([^.]+)\.(.+)$/.exec(theirs)!;
    expect(myId).not.toBe(theirId);

    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const otherKey = randomBytes(32);
    const strangers = {
      'another admin’s cookie': theirs,
      'a changed signature': `tucasa_device=${myId}.${myDevice}.${flip(myMac!, myMac!.length - 1)}`,
      'a changed device id': `tucasa_device=${myId}.${flip(myDevice!, 0)}.${myMac}`,
      'another admin’s device with my id': `tucasa_device=${myId}.${theirDevice}.${theirMac}`,
      'a cookie signed with another key': `tucasa_device=${myId}.${myDevice}.${createHmac('sha256', otherKey).update(`${myId}.${myDevice}`).digest('base64url')}`,
      'a cookie without signature': `tucasa_device=${myId}.${myDevice}`,
    };

    for (let i = 0; i < 5; i++) await login(srv, wrong(i));
    for (const [what, cookie] of Object.entries(strangers)) {
      const before = await adminRow(srv);
      const res = await login(srv, ADMIN, cookie);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(WRONG_BODY);
      // Counted against the account, as a stranger's attempt is.
      expect((await adminRow(srv)).failed_logins, what).toBe(before.failed_logins + 1);
    }
    expect(await deviceRows(srv)).toEqual([
      expect.objectContaining({ failed_logins: 0 }),
      expect.objectContaining({ failed_logins: 0 }),
    ]);

    // The real cookie, among others, still works; once its device is forgotten it is a stranger's.
    expect((await login(srv, ADMIN, `theme=dark; ${mine}; other=1`)).statusCode).toBe(200);
    await srv.db.deleteFrom('login_devices').where('device_id', '=', myDevice!).execute();
    expect((await login(srv, ADMIN, mine)).statusCode).toBe(401);
  });

  it('are unlocked, with the account, by a password change (npm run admin -- passwd)', async () => {
    const srv = await server();
    const laptop = await knownBrowser(srv);
    for (let i = 0; i < 5; i++) {
      await login(srv, wrong(i));
      await login(srv, wrong(i), laptop);
    }
    const renewed = { ...ADMIN, password: 'a brand new password' };
    await changePassword(srv.db, srv.tokens, ADMIN.email, renewed.password);
    expect((await login(srv, renewed, laptop)).statusCode).toBe(200);
    expect((await login(srv, renewed)).statusCode).toBe(200);
  });

  it('gives a browser known for another admin a new device of its own', async () => {
    const srv = await server();
    await addAdmin(srv.db, OTHER.email, OTHER.password, srv.app.clock());
    const theirs = await knownBrowser(srv, OTHER);
    const res = await login(srv, ADMIN, theirs);
    expect(res.statusCode).toBe(200);
    // A new device of this admin, not theirs renewed.
    expect(deviceCookie(res)).not.toBe(theirs);
    expect(deviceCookie(res)).toMatch(/^tucasa_device=1\./);
    expect(await deviceRows(srv)).toHaveLength(2);
  });
});

describe('the login answer', () => {
  it('sets the device cookie HttpOnly, SameSite=Strict, on the login path only, for a year', async () => {
    const srv = await server();
    const res = await login(srv, ADMIN);
    expect(res.headers['set-cookie']).toMatch(
      /^tucasa_device=\d+\.[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/api\/user\/login; HttpOnly; SameSite=Strict$/,
    );
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const srv = await server({ trustProxy: ['127.0.0.1'] });
    const res = await login(srv, ADMIN, undefined, { 'x-forwarded-proto': 'https' });
    expect(res.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
