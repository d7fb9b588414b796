import { ACCOUNT_LINK_ROUTE } from '../../domain/routes';

/** Accounts and roles (docs/decisions/015): the rules the admin screens show, the server enforces. */

export type Role = 'owner' | 'editor';
export type AccountState = 'invited' | 'active' | 'deactivated';

export interface AccountLike {
  id: number;
  role: Role;
  state: AccountState;
}

/**
 * The address an owner sends: the token after '#', so it never reaches a server (no access log, no
 * Referer) and the page hands it to the API in a request body.
 */
export const accountLinkUrl = (origin: string, token: string) => `${origin}${ACCOUNT_LINK_ROUTE}#${token}`;

// base64url of 32 random bytes is 43 characters; anything else is not a link of ours.
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The token of `location.hash` ('#abc…'), or null when it is missing or not one of ours. */
export function linkTokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return TOKEN.test(token) ? token : null;
}

/** Whether the site would still have an active owner without `account` as one (the server's 409 rule). */
export function anotherActiveOwner(accounts: readonly AccountLike[], account: AccountLike): boolean {
  return accounts.some((a) => a.id !== account.id && a.role === 'owner' && a.state === 'active');
}

/** The screen may take away this account's owner role or deactivate it. */
export const mayLoseOwner = (accounts: readonly AccountLike[], account: AccountLike) =>
  !(account.role === 'owner' && account.state === 'active') || anotherActiveOwner(accounts, account);

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export const PASSWORD_MIN = 8;

/** The checks made before sending a new password; the server still applies every rule (common passwords too). */
export function newPasswordErrors({ password, repeat }: NewPasswordValues, texts: { required: string; tooShort: string; differ: string }) {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!password) errors.password = texts.required;
  else if (password.length < PASSWORD_MIN) errors.password = texts.tooShort;
  else if (repeat !== password) errors.repeat = texts.differ;
  return errors;
}
