import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '../auth/admins.js';
import { verifyAgainstNothing, verifyPassword } from '../auth/password.js';
import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import { HttpError, unauthorized } from '../errors.js';

// One text for an unknown e-mail and a wrong password, so neither tells which accounts exist.
const WRONG = 'Invalid email or password.';

export function authRoutes({ route, db, tokens, config }: Ctx) {
  route(
    'login',
    async (req: FastifyRequest, reply) => {
      const { email, password } = req.body as { email: string; password: string };
      const who = normaliseEmail(email);
      const admin = await db.selectFrom('admins').selectAll().where('email', '=', who).executeTakeFirst();
      if (!admin) {
        await verifyAgainstNothing(password);
        req.log.warn({ email: who }, 'login failed: unknown e-mail');
        throw unauthorized(WRONG);
      }
      if (admin.locked_until && admin.locked_until > nowIso()) {
        req.log.warn({ email: who }, 'login refused: account locked');
        const minutes = Math.max(1, Math.ceil((Date.parse(admin.locked_until) - Date.now()) / 60000));
        throw new HttpError(429, `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      if (!(await verifyPassword(admin.password_hash, password))) {
        const failures = admin.failed_logins + 1;
        const lock = failures >= config.loginLock.failures;
        await db
          .updateTable('admins')
          .set({
            failed_logins: lock ? 0 : failures,
            locked_until: lock ? new Date(Date.now() + config.loginLock.minutes * 60000).toISOString() : admin.locked_until,
          })
          .where('id', '=', admin.id)
          .execute();
        req.log.warn({ email: who, failures, locked: lock }, lock ? 'login failed: account locked' : 'login failed: wrong password');
        throw unauthorized(WRONG);
      }
      await db.updateTable('admins').set({ failed_logins: 0, locked_until: null }).where('id', '=', admin.id).execute();
      req.log.info({ email: who }, 'login succeeded');
      return reply.send({ success: true, token: await tokens.issue(admin.id) });
    },
    // LoginRequest at its longest (a 254-character e-mail, a 256-character password, 4 bytes a
    // character) is about 2 KB.
    { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' }, bodyLimit: 4 * 1024 },
  );

  route('me', async (req) => {
    const admin = await db.selectFrom('admins').select('email').where('id', '=', req.admin!.id).executeTakeFirst();
    if (!admin) throw unauthorized();
    return { email: admin.email };
  });

  route('logout', async (req) => {
    await tokens.revoke(req.admin!.jti);
    return { message: 'Logged out.' };
  });
}
