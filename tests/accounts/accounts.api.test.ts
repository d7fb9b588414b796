import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/features/accounts/accounts.js';
import { ADMIN, bearer, call, serverForFile, type ErrorBody, type Schemas } from '../api/helpers.js';
import { accept, EDITOR_PASSWORD, inviteAs, login, me, member } from './helpers.js';

// Issue 13, accounts and roles: invites, reset links, roles, deactivation, the last owner, one's own password.

const suite = serverForFile({ rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 5 } });
const app = () => suite.server.app;
const owner = () => bearer(suite.token);
let n = 0;
const fresh = () => `person${++n}@example.org`;

const checkLink = (token: string) => call<Schemas['LinkInfo']>(app(), { method: 'POST', url: '/api/account-links/check', payload: { token } });
const post = (url: string, headers = owner(), payload?: object) => call<Schemas['Account']>(app(), { method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const setRole = (id: number, role: string, headers = owner()) =>
  call<Schemas['Account']>(app(), { method: 'PUT', url: `/api/accounts/${id}/role`, headers, payload: { role } });
const accounts = async () => (await call<Schemas['Account'][]>(app(), { method: 'GET', url: '/api/accounts', headers: owner() })).json();
const ownId = async () => (await call<Schemas['Account']>(app(), { method: 'GET', url: '/api/user/account', headers: owner() })).json().id;

describe('the first admin', () => {
  it('is an active owner', async () => {
    const res = await call<Schemas['Account']>(app(), { method: 'GET', url: '/api/user/account', headers: owner() });
    expect(res.json()).toMatchObject({ email: ADMIN.email, role: 'owner', state: 'active' });
    expect(res.json().last_login_at).not.toBeNull();
  });
});

describe('invites', () => {
  it('creates an invited account that cannot log in until its link sets a password', async () => {
    const email = fresh();
    const { id, token } = await inviteAs(app(), suite.token, email);
    expect((await accounts()).find((a) => a.id === id)).toMatchObject({ email, role: 'editor', state: 'invited', last_login_at: null });
    expect((await login(app(), email, EDITOR_PASSWORD)).statusCode).toBe(401);

    expect((await checkLink(token)).json()).toEqual({ email, purpose: 'invite' });
    const accepted = await accept(app(), token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('private, no-store');
    expect((await me(app(), accepted.json().token)).statusCode).toBe(200);
    expect((await login(app(), email, EDITOR_PASSWORD)).statusCode).toBe(200);
    expect((await accounts()).find((a) => a.id === id)?.state).toBe('active');
  });

  it('works once: a second use, and a check after it, answer 404', async () => {
    const { token } = await inviteAs(app(), suite.token, fresh());
    expect((await accept(app(), token)).statusCode).toBe(200);
    const again = await accept(app(), token, 'another long passphrase');
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().message).toBe('This link is not valid: it has expired or has already been used. Ask an owner for a new one.');
    expect((await checkLink(token)).statusCode).toBe(404);
  });

  it('expires after 7 days', async () => {
    const { token } = await inviteAs(app(), suite.token, fresh());
    const link = await suite.server.db.selectFrom('account_links').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    await suite.server.db.updateTable('account_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    expect((await checkLink(token)).statusCode).toBe(404);
    expect((await accept(app(), token)).statusCode).toBe(404);
  });

  it('refuses a wrong token, and stores only the hash of the right one', async () => {
    const { token } = await inviteAs(app(), suite.token, fresh());
    for (const wrong of [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'x', hashToken(token)]) {
      expect((await checkLink(wrong)).statusCode).toBe(404);
      expect((await accept(app(), wrong)).statusCode).toBe(404);
    }
    const stored = await suite.server.db.selectFrom('account_links').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
  });

  it('applies the password rules, and the link still works after a refused password', async () => {
    const { token } = await inviteAs(app(), suite.token, fresh());
    const weak = await accept(app(), token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorBody>()).toMatchObject({ message: 'This password is too common: choose another.', field: 'password' });
    expect((await accept(app(), token, 'short')).json<ErrorBody>().message).toBe('Password must be at least 8 characters.');
    expect((await accept(app(), token)).statusCode).toBe(200);
  });

  it('refuses an e-mail that already has an account (409), whatever its case', async () => {
    const res = await call(app(), { method: 'POST', url: '/api/accounts/invite', headers: owner(), payload: { email: ADMIN.email.toUpperCase(), role: 'editor' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>()).toMatchObject({ message: 'An account with this e-mail already exists.', field: 'email' });
  });

  it('refuses an unknown role and a malformed e-mail (400)', async () => {
    for (const payload of [{ email: fresh(), role: 'admin' }, { email: 'nope', role: 'editor' }]) {
      expect((await call(app(), { method: 'POST', url: '/api/accounts/invite', headers: owner(), payload })).statusCode).toBe(400);
    }
  });

  it('limits the bodies of the link calls like the login (413)', async () => {
    const big = { token: 'x'.repeat(5000), password: 'y'.repeat(5000) };
    expect((await call(app(), { method: 'POST', url: '/api/account-links/accept', payload: big })).statusCode).toBe(413);
    expect((await call(app(), { method: 'POST', url: '/api/account-links/check', payload: { token: 'x'.repeat(3000) } })).statusCode).toBe(413);
  });

  it('a new link replaces the one before', async () => {
    const { id, token: first } = await inviteAs(app(), suite.token, fresh());
    const again = await call<Schemas['AccountLink']>(app(), { method: 'POST', url: `/api/accounts/${id}/link`, headers: owner() });
    expect(again.json().purpose).toBe('invite');
    expect((await checkLink(first)).statusCode).toBe(404);
    expect((await accept(app(), again.json().token)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('an editor gets its role from /api/user/account, and a role change counts at its next call', async () => {
    const editor = await member(app(), suite.token, fresh());
    const mine = await call<Schemas['Account']>(app(), { method: 'GET', url: '/api/user/account', headers: bearer(editor.token) });
    expect(mine.json().role).toBe('editor');
    expect((await call(app(), { method: 'GET', url: '/api/accounts', headers: bearer(editor.token) })).statusCode).toBe(403);
    expect((await setRole(editor.id, 'owner')).json().role).toBe('owner');
    expect((await call(app(), { method: 'GET', url: '/api/accounts', headers: bearer(editor.token) })).statusCode).toBe(200);
    expect((await setRole(editor.id, 'editor')).statusCode).toBe(200);
    expect((await call(app(), { method: 'GET', url: '/api/accounts', headers: bearer(editor.token) })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await setRole(99999, 'editor')).statusCode).toBe(404);
    expect((await post('/api/accounts/99999/deactivate')).statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('stops every open token at its next call, refuses the login, and reactivation does not bring old sessions back', async () => {
    const email = fresh();
    const editor = await member(app(), suite.token, email);
    const second = (await login(app(), email, EDITOR_PASSWORD)).json().token;
    expect((await me(app(), editor.token)).statusCode).toBe(200);

    const off = await post(`/api/accounts/${editor.id}/deactivate`);
    expect(off.json().state).toBe('deactivated');
    for (const token of [editor.token, second]) expect((await me(app(), token)).statusCode).toBe(401);
    expect((await login(app(), email, EDITOR_PASSWORD)).statusCode).toBe(401);

    const reset = await call(app(), { method: 'POST', url: `/api/accounts/${editor.id}/link`, headers: owner() });
    expect(reset.statusCode).toBe(409);

    expect((await post(`/api/accounts/${editor.id}/reactivate`)).json().state).toBe('active');
    expect((await me(app(), editor.token)).statusCode).toBe(401);
    expect((await login(app(), email, EDITOR_PASSWORD)).statusCode).toBe(200);
  });

  it('the token check itself reads the account: deactivated in the database alone, a token stops', async () => {
    const editor = await member(app(), suite.token, fresh());
    await suite.server.db.updateTable('admins').set({ deactivated_at: new Date().toISOString() }).where('id', '=', editor.id).execute();
    expect((await me(app(), editor.token)).statusCode).toBe(401);
  });

  it('deletes the open links of the account', async () => {
    const { id, token } = await inviteAs(app(), suite.token, fresh());
    await post(`/api/accounts/${id}/deactivate`);
    expect((await accept(app(), token)).statusCode).toBe(404);
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or deactivated (409); with a second owner it can', async () => {
    const first = await ownId();
    const demote = await setRole(first, 'editor');
    expect(demote.statusCode).toBe(409);
    expect(demote.json<ErrorBody>().message).toBe('The last active owner cannot be demoted or deactivated. Make another account an owner first.');
    expect((await post(`/api/accounts/${first}/deactivate`)).statusCode).toBe(409);

    // An invited owner (no password yet) does not count as a remaining owner.
    const { id: invited } = await inviteAs(app(), suite.token, fresh(), 'owner');
    expect((await setRole(first, 'editor')).statusCode).toBe(409);
    await post(`/api/accounts/${invited}/deactivate`);

    const other = await member(app(), suite.token, fresh(), 'owner');
    expect((await setRole(other.id, 'editor', owner())).statusCode).toBe(200);
    expect((await setRole(other.id, 'owner', owner())).statusCode).toBe(200);
    // Now the other owner may demote the first, who may not demote the other back.
    expect((await setRole(first, 'editor', bearer(other.token))).statusCode).toBe(200);
    expect((await setRole(other.id, 'editor', bearer(other.token))).statusCode).toBe(409);
    expect((await setRole(first, 'owner', bearer(other.token))).statusCode).toBe(200);
  });
});

describe('password reset links', () => {
  it('set a new password once, and log out every session of the account', async () => {
    const email = fresh();
    const editor = await member(app(), suite.token, email);
    const link = await call<Schemas['AccountLink']>(app(), { method: 'POST', url: `/api/accounts/${editor.id}/link`, headers: owner() });
    expect(link.json().purpose).toBe('reset');
    const hours = (Date.parse(link.json().expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await checkLink(link.json().token)).json()).toEqual({ email, purpose: 'reset' });

    const used = await accept(app(), link.json().token, 'a brand new passphrase');
    expect(used.statusCode).toBe(200);
    expect((await me(app(), editor.token)).statusCode).toBe(401);
    expect((await me(app(), used.json().token)).statusCode).toBe(200);
    expect((await login(app(), email, EDITOR_PASSWORD)).statusCode).toBe(401);
    expect((await login(app(), email, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await accept(app(), link.json().token, 'yet another passphrase')).statusCode).toBe(404);
  });
});

describe('changing one\'s own password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(app(), { method: 'POST', url: '/api/user/password', headers: bearer(token), payload: { currentPassword, newPassword } });

  it('needs the current password, keeps this session and logs out the others', async () => {
    const email = fresh();
    const editor = await member(app(), suite.token, email);
    const other = (await login(app(), email, EDITOR_PASSWORD)).json().token;

    const wrong = await change(editor.token, 'not my password', 'a newer passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>()).toMatchObject({ message: 'Your current password is not right.', field: 'currentPassword' });
    expect((await me(app(), other)).statusCode).toBe(200);

    const common = await change(editor.token, EDITOR_PASSWORD, 'password123');
    expect(common.json<ErrorBody>()).toMatchObject({ message: 'This password is too common: choose another.', field: 'newPassword' });

    const done = await change(editor.token, EDITOR_PASSWORD, 'a newer passphrase');
    expect(done.statusCode).toBe(200);
    expect((await me(app(), editor.token)).statusCode).toBe(200);
    expect((await me(app(), other)).statusCode).toBe(401);
    expect((await login(app(), email, 'a newer passphrase')).statusCode).toBe(200);
  });

  it('limits its body like the login (413)', async () => {
    const res = await change(suite.token, 'x'.repeat(3000), 'y'.repeat(3000));
    expect(res.statusCode).toBe(413);
  });
});

describe("one's own language (issue 31)", () => {
  const choose = (token: string, payload: unknown) =>
    call<Schemas['Account']>(app(), { method: 'PUT', url: '/api/user/language', headers: bearer(token), payload: payload as object });
  const own = async (token: string) => (await call<Schemas['Account']>(app(), { method: 'GET', url: '/api/user/account', headers: bearer(token) })).json();

  it('is null until chosen, then kept with the account: every session and the owners’ list read it', async () => {
    const email = fresh();
    const editor = await member(app(), suite.token, email);
    expect((await own(editor.token)).language).toBeNull();

    const chosen = await choose(editor.token, { language: 'sw' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ email, language: 'sw' });
    const other = (await login(app(), email, EDITOR_PASSWORD)).json().token;
    expect((await own(other)).language).toBe('sw');
    expect((await accounts()).find((a) => a.email === email)?.language).toBe('sw');
    // Only the caller's own account changes.
    expect((await own(suite.token)).language).toBeNull();

    expect((await choose(other, { language: 'en' })).json().language).toBe('en');
    expect((await own(editor.token)).language).toBe('en');
  });

  it('refuses anything but en or sw, a missing one and a call without a session, changing nothing', async () => {
    const editor = await member(app(), suite.token, fresh());
    await choose(editor.token, { language: 'sw' });
    for (const payload of [{ language: 'fr' }, { language: 'SW' }]) {
      const res = await choose(editor.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().message).toBe('Language must be en (English) or sw (Kiswahili).');
    }
    for (const payload of [{}, { language: null }]) {
      const missing = await choose(editor.token, payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorBody>().message).toBe('Language is required');
    }
    expect((await call(app(), { method: 'PUT', url: '/api/user/language', payload: { language: 'en' } })).statusCode).toBe(401);
    expect((await choose(editor.token, { language: 'sw', padding: 'x'.repeat(3000) })).statusCode).toBe(413);
    expect((await own(editor.token)).language).toBe('sw');
  });
});
