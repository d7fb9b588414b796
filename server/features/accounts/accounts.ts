import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { normaliseEmail, type Role } from '../../auth/admins.js';
import { SERVER_TEXTS } from '../../../src/domain/serverTexts.js';

/**
 * Accounts of the team (docs/decisions/015): invites and password resets as one-time links, roles,
 * deactivation, and the rule that the site always keeps an active owner.
 */

export type LinkPurpose = 'invite' | 'reset';
export type AccountState = 'invited' | 'active' | 'deactivated';

const DAY = 24 * 3600 * 1000;
/** How long a link works: an invite travels by any channel and may wait a week; a reset is urgent. */
export const LINK_LIFETIME: Record<LinkPurpose, number> = { invite: 7 * DAY, reset: DAY };

/** An invited account has no password until its link is used: no password can match this. */
export const NO_PASSWORD = '';

export const LAST_OWNER = SERVER_TEXTS.lastOwner;
export const EMAIL_TAKEN = SERVER_TEXTS.emailTaken;
export const LINK_INVALID = 'This link is not valid: it has expired or has already been used. Ask an owner for a new one.';

type AdminRow = Selectable<Database['admins']>;

export const stateOf = (a: Pick<AdminRow, 'deactivated_at' | 'password_hash'>): AccountState =>
  a.deactivated_at ? 'deactivated' : a.password_hash === NO_PASSWORD ? 'invited' : 'active';

/** An account as the API answers it (no hash, no counters). */
export function toAccount(a: AdminRow) {
  return {
    id: a.id,
    email: a.email,
    role: a.role,
    state: stateOf(a),
    last_login_at: a.last_login_at,
    created_at: a.created_at,
    language: a.language ?? null,
  };
}

/**
 * Only the SHA-256 of a link's token is stored and looked up: the token has 256 random bits, so the
 * lookup's timing tells nothing usable about another token, and a copy of the database opens nothing.
 */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link for the account; any link it had before stops working. Returns the token (shown once). */
export async function issueLink(db: Db, adminId: number, purpose: LinkPurpose, now: Date): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const expires_at = new Date(now.getTime() + LINK_LIFETIME[purpose]).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_links').where('admin_id', '=', adminId).execute();
    await trx.insertInto('account_links').values({ token_hash: hashToken(token), admin_id: adminId, purpose, expires_at, created_at: now.toISOString() }).execute();
  });
  return { token, expires_at };
}

/** Creates an invited account (no password yet) and its invite link; 409 when the e-mail is taken. */
export async function invite(db: Db, email: string, role: Role, now: Date) {
  const who = normaliseEmail(email);
  if (await db.selectFrom('admins').select('id').where('email', '=', who).executeTakeFirst()) throw conflict(EMAIL_TAKEN, 'email');
  const row = await db
    .insertInto('admins')
    .values({ email: who, password_hash: NO_PASSWORD, locked_until: null, created_at: now.toISOString(), role, deactivated_at: null, last_login_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { account: toAccount(row), link: await issueLink(db, row.id, 'invite', now) };
}

/** The account a link opens and its purpose: unknown, expired, or the account deactivated all read alike (404). */
export async function linkTarget(db: Db, token: string, now: Date) {
  const row = await db
    .selectFrom('account_links')
    .innerJoin('admins', 'admins.id', 'account_links.admin_id')
    .select(['admins.id', 'admins.email', 'admins.deactivated_at', 'account_links.purpose', 'account_links.expires_at'])
    .where('account_links.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at < now.toISOString() || row.deactivated_at) throw new LinkInvalid();
  return { adminId: row.id, email: row.email, purpose: row.purpose };
}

export class LinkInvalid extends Error {
  constructor() {
    super(LINK_INVALID);
  }
}

/**
 * Uses a link once: deletes it in the statement that finds it, so two uses at once cannot both pass.
 * Returns the account it opened.
 */
export async function consumeLink(db: Db, token: string, now: Date): Promise<number> {
  const row = await db
    .deleteFrom('account_links')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>=', now.toISOString())
    .returning('admin_id')
    .executeTakeFirst();
  if (!row) throw new LinkInvalid();
  return row.admin_id;
}

/**
 * Changes an account's role or active state in one transaction that first checks that an active owner
 * would remain (409 otherwise), so two owners demoting each other at once cannot both succeed.
 */
export async function changeAccount(db: Db, id: number, change: { role?: Role; deactivated_at?: string | null }) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound('Account');
    const next = { ...current, ...change };
    const wasOwner = current.role === 'owner' && stateOf(current) === 'active';
    const staysOwner = next.role === 'owner' && !next.deactivated_at;
    if (wasOwner && !staysOwner) {
      const others = await trx
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'owner')
        .where('deactivated_at', 'is', null)
        .where('password_hash', '!=', NO_PASSWORD)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) throw conflict(LAST_OWNER);
    }
    const row = await trx.updateTable('admins').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    // A deactivated account's links must not bring it back.
    if (change.deactivated_at) await trx.deleteFrom('account_links').where('admin_id', '=', id).execute();
    return row;
  });
}
