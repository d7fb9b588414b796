/** The team's accounts (tag accounts): owners' calls, one's own account and password, and the one-time links. */
import type { components } from '../../../../shared/api-schema';
import { api, type CallOptions } from '../../../api/client';
import { expectArray, unwrap } from '../../../api/errors';
import { checkId } from '../../../api/checkId';
import { requireToken, setToken } from '../../../api/token';

type S = components['schemas'];
export type Account = S['Account'];
export type Role = S['Role'];
export type AccountLink = S['AccountLink'];
export type LinkInfo = S['LinkInfo'];

/** GET /api/user/account: the caller's account and role. */
export async function myAccount(options: CallOptions = {}): Promise<Account> {
  requireToken();
  return unwrap(api.GET('/api/user/account', { signal: options.signal }));
}

/** PUT /api/user/language: the back-office's language for the caller's account, kept with it. */
export async function setOwnLanguage(language: 'en' | 'sw', options: CallOptions = {}): Promise<Account> {
  requireToken();
  return unwrap(api.PUT('/api/user/language', { body: { language }, signal: options.signal }));
}

/** GET /api/accounts (owners; ApiError 403 for an editor). */
export async function listAccounts(options: CallOptions = {}): Promise<Account[]> {
  requireToken();
  return expectArray<Account>(await unwrap(api.GET('/api/accounts', { signal: options.signal })));
}

/** POST /api/accounts/invite: the new account and its link (its token is shown this once). */
export async function inviteAccount(body: { email: string; role: Role }, options: CallOptions = {}) {
  requireToken();
  return unwrap(api.POST('/api/accounts/invite', { body, signal: options.signal }));
}

const byId = (id: number) => ({ params: { path: { id: checkId(id) } } });

/** PUT /api/accounts/{id}/role. */
export async function changeRole(id: number, role: Role, options: CallOptions = {}): Promise<Account> {
  requireToken();
  return unwrap(api.PUT('/api/accounts/{id}/role', { ...byId(id), body: { role }, signal: options.signal }));
}

/** POST /api/accounts/{id}/deactivate or /reactivate. */
export async function setActive(id: number, active: boolean, options: CallOptions = {}): Promise<Account> {
  requireToken();
  const call = active ? api.POST('/api/accounts/{id}/reactivate', { ...byId(id), signal: options.signal }) : api.POST('/api/accounts/{id}/deactivate', { ...byId(id), signal: options.signal });
  return unwrap(call);
}

/** POST /api/accounts/{id}/link: a new invite link (invited account) or password-reset link (active one). */
export async function issueLink(id: number, options: CallOptions = {}): Promise<AccountLink> {
  requireToken();
  return unwrap(api.POST('/api/accounts/{id}/link', { ...byId(id), signal: options.signal }));
}

/** POST /api/user/password: the other sessions are logged out, this one stays. */
export async function changeOwnPassword(body: { currentPassword: string; newPassword: string }, options: CallOptions = {}) {
  requireToken();
  return unwrap(api.POST('/api/user/password', { body, signal: options.signal }));
}

/** POST /api/account-links/check: whom a link is for (ApiError 404 when it no longer works). */
export function checkLink(token: string, options: CallOptions = {}): Promise<LinkInfo> {
  return unwrap(api.POST('/api/account-links/check', { body: { token }, signal: options.signal }));
}

/** POST /api/account-links/accept: sets the password and stores the new session's token. */
export async function acceptLink(token: string, password: string, options: CallOptions = {}): Promise<void> {
  const answer = await unwrap(api.POST('/api/account-links/accept', { body: { token, password }, signal: options.signal }));
  setToken(answer.token);
}
