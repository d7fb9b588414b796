import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '../auth/admins.js';
import { verifyAgainstNothing, verifyPassword } from '../auth/password.js';
import type { Ctx } from '../context.js';
import { unauthorized } from '../errors.js';

// One text for an unknown e-mail, a wrong password and a locked account or device, so none of
// them tells which accounts exist.
const WRONG = 'Invalid email or password.';

export function authRoutes({ route, db, tokens, logins, config }: Ctx) {
  route(
    'login',
    async (req: FastifyRequest, reply) => {
      const { email, password } = req.body as { email: string; password: string };
      const who = normaliseEmail(email);
      const admin = await db.selectFrom('admins').select(['id', 'password_hash']).where('email', '=', who).executeTakeFirst();
      if (!admin) {
        await verifyAgainstNothing(password);
        req.log.warn({ email: who }, 'login failed: unknown e-mail');
        throw unauthorized(WRONG);
      }
      // Counted before the password is checked, so guesses sent in parallel count each.
      const attempt = await logins.begin(admin.id, req.headers.cookie);
      const from = attempt.deviceId ? 'known device' : 'account';
      if (!attempt.allowed) {
        // As long as a real check, and answered alike: a lock must not tell that the account exists.
        await verifyAgainstNothing(password);
        req.log.warn({ email: who, from, attempts: attempt.count }, 'login refused: locked');
        throw unauthorized(WRONG);
      }
      if (!(await verifyPassword(admin.password_hash, password))) {
        req.log.warn({ email: who, from, failures: attempt.count, locked: attempt.locked }, 'login failed: wrong password');
        throw unauthorized(WRONG);
      }
      reply.header('Set-Cookie', await logins.succeeded(attempt, req.protocol === 'https'));
      req.log.info({ email: who, from }, 'login succeeded');
      return reply.send({ success: true, token: await tokens.issue(admin.id) });
    },
    // LoginRequest at its longest (a 254-character e-mail, a 256-character password, 4 bytes a
    // character) is about 2 KB.
    { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' }, bodyLimit: 4 * 1024, noStore: true },
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
