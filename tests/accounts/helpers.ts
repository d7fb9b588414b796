import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, call, type Schemas } from '../api/helpers.js';

export const EDITOR_PASSWORD = 'a long editor passphrase';

export type Role = Schemas['Role'];

/** The owner invites `email` as `role`; answers the new account and the link's token. */
export async function inviteAs(app: FastifyInstance, ownerToken: string, email: string, role: Role = 'editor') {
  const res = await call<Schemas['InviteResponse']>(app, { method: 'POST', url: '/api/accounts/invite', headers: bearer(ownerToken), payload: { email, role } });
  expect(res.statusCode, res.body).toBe(201);
  const { account, link } = res.json();
  return { id: account.id, token: link.token };
}

/** Uses a link with a password; answers the raw response. */
export const accept = (app: FastifyInstance, token: string, password = EDITOR_PASSWORD) =>
  call<Schemas['LoginResponse']>(app, { method: 'POST', url: '/api/account-links/accept', payload: { token, password } });

/** An account of `role` that has accepted its invite, with its id and a session token. */
export async function member(app: FastifyInstance, ownerToken: string, email: string, role: Role = 'editor') {
  const { id, token: link } = await inviteAs(app, ownerToken, email, role);
  const res = await accept(app, link);
  expect(res.statusCode, res.body).toBe(200);
  return { id, token: res.json().token };
}

export const me = (app: FastifyInstance, token: string) => call(app, { method: 'GET', url: '/api/user/me', headers: bearer(token) });

export const login = (app: FastifyInstance, email: string, password: string) =>
  call<Schemas['LoginResponse']>(app, { method: 'POST', url: '/api/user/login', payload: { email, password } });
