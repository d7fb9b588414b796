import type { FastifyRequest } from 'fastify';
import {
  changeAccount,
  consumeLink,
  invite,
  issueLink,
  LinkInvalid,
  linkTarget,
  stateOf,
  toAccount,
} from './accounts.js';
import type { Role } from '../../auth/admins.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/password.js';
import { recordActivity } from '../../activity/log.js';
import { KB, type Ctx } from '../../context.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/errors.js';
import { idOf } from '../../content/forms.js';
import { SERVER_TEXTS } from '../../../src/domain/serverTexts.js';

const WRONG_CURRENT = SERVER_TEXTS.wrongCurrent;
const REACTIVATE_FIRST = SERVER_TEXTS.reactivateFirst;

/** The team's accounts (owners only, as openapi.yaml's `x-role` says), links, and one's own password. */
export function accountRoutes({ route, db, tokens, config, clock }: Ctx) {
  // Like the login's per-address limit: each of these checks a secret (a password or a link token).
  const guessing = { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' }, noStore: true };

  const accountOrThrow = async (id: number) => {
    const row = await db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Account');
    return row;
  };

  route('myAccount', async (req) => toAccount(await accountOrThrow(req.admin!.id)));

  route(
    'setOwnLanguage',
    async (req) => {
      const { language } = req.body as { language: 'en' | 'sw' };
      await db.updateTable('admins').set({ language }).where('id', '=', req.admin!.id).execute();
      return toAccount(await accountOrThrow(req.admin!.id));
    },
    { bodyLimit: 2 * KB },
  );

  route('listAccounts', async () => {
    const rows = await db.selectFrom('admins').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(toAccount);
  });

  route(
    'inviteAccount',
    async (req, reply) => {
      const { email, role } = req.body as { email: string; role: Role };
      const { account, link } = await invite(db, email, role, clock());
      // Never the token: it is a password until it is used.
      req.log.info({ account: account.id, role }, 'account invited');
      await recordActivity(db, req, { action: 'invite', type: 'account', id: account.id, title: account.email });
      return reply.code(201).send({ account, link: { ...link, purpose: 'invite' } });
    },
    { bodyLimit: 4 * KB, noStore: true },
  );

  route(
    'changeAccountRole',
    async (req) => {
      const { role } = req.body as { role: Role };
      const row = await changeAccount(db, idOf(req), { role });
      req.log.info({ account: row.id, role }, 'account role changed');
      await recordActivity(db, req, { action: 'role', type: 'account', id: row.id, title: `${row.email}: ${role}` });
      return toAccount(row);
    },
    { bodyLimit: 2 * KB },
  );

  route('deactivateAccount', async (req) => {
    const row = await changeAccount(db, idOf(req), { deactivated_at: clock().toISOString() });
    // The token check reads the account on every call too; revoking makes it final.
    await tokens.revokeAllFor(row.id);
    req.log.info({ account: row.id }, 'account deactivated');
    await recordActivity(db, req, { action: 'deactivate', type: 'account', id: row.id, title: row.email });
    return toAccount(row);
  });

  route('reactivateAccount', async (req) => {
    const row = await changeAccount(db, idOf(req), { deactivated_at: null });
    req.log.info({ account: row.id }, 'account reactivated');
    await recordActivity(db, req, { action: 'reactivate', type: 'account', id: row.id, title: row.email });
    return toAccount(row);
  });

  route(
    'issueAccountLink',
    async (req) => {
      const account = await accountOrThrow(idOf(req));
      const state = stateOf(account);
      if (state === 'deactivated') throw conflict(REACTIVATE_FIRST);
      const purpose = state === 'invited' ? 'invite' : 'reset';
      const link = await issueLink(db, account.id, purpose, clock());
      req.log.info({ account: account.id, purpose }, 'account link issued');
      await recordActivity(db, req, { action: 'link', type: 'account', id: account.id, title: `${account.email}: ${purpose}` });
      return { ...link, purpose };
    },
    { noStore: true },
  );

  /** The link's target, its absence answered as 404 with one text whatever the reason. */
  const target = async (req: FastifyRequest) => {
    try {
      return await linkTarget(db, (req.body as { token: string }).token, clock());
    } catch (error) {
      if (error instanceof LinkInvalid) throw new HttpError(404, error.message);
      throw error;
    }
  };

  route(
    'checkAccountLink',
    async (req) => {
      const { email, purpose } = await target(req);
      return { email, purpose };
    },
    { ...guessing, bodyLimit: 2 * KB },
  );

  route(
    'acceptAccountLink',
    async (req) => {
      const { token, password } = req.body as { token: string; password: string };
      const { adminId, purpose, email } = await target(req);
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem, 'password');
      const hash = await hashPassword(password);
      try {
        if ((await consumeLink(db, token, clock())) !== adminId) throw new LinkInvalid();
      } catch (error) {
        if (error instanceof LinkInvalid) throw new HttpError(404, error.message);
        throw error;
      }
      await db
        .updateTable('admins')
        .set({ password_hash: hash, failed_logins: 0, locked_until: null, last_login_at: clock().toISOString() })
        .where('id', '=', adminId)
        .execute();
      // Whoever knew the old password (the reason for a reset) is logged out.
      await tokens.revokeAllFor(adminId);
      await recordActivity(db, req, { action: 'accept', type: 'account', id: adminId, title: `${email}: ${purpose}`, actorId: adminId });
      req.log.info({ account: adminId, purpose }, 'account link used');
      return { success: true, token: await tokens.issue(adminId) };
    },
    { ...guessing, bodyLimit: 4 * KB },
  );

  route(
    'changeOwnPassword',
    async (req) => {
      const { currentPassword, newPassword } = req.body as { currentPassword: string; newPassword: string };
      const me = await db.selectFrom('admins').select(['id', 'email', 'password_hash']).where('id', '=', req.admin!.id).executeTakeFirst();
      if (!me) throw unauthorized();
      if (!(await verifyPassword(me.password_hash, currentPassword))) throw badRequest(WRONG_CURRENT, 'currentPassword');
      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem, 'newPassword');
      await db.updateTable('admins').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', me.id).execute();
      await tokens.revokeOthers(me.id, req.admin!.jti);
      await recordActivity(db, req, { action: 'password', type: 'account', id: me.id, title: me.email });
      req.log.info({ account: me.id }, 'password changed');
      return { message: SERVER_TEXTS.passwordChanged };
    },
    { ...guessing, bodyLimit: 4 * KB },
  );
}
