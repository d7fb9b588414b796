import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_PASSWORD } from '../features/accounts/accounts.js';
import { normaliseEmail } from '../auth/admins.js';
import { LimiterFull, limiter } from '../http/limiter.js';
import { verifyAgainstNothing, verifyPassword } from '../auth/password.js';
import { recordActivity } from '../activity/log.js';
import type { Ctx } from '../context.js';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import { SERVER_TEXTS } from '../../src/domain/serverTexts.js';

// One text for an unknown e-mail, a wrong password and a locked account or device, so none of
// them tells which accounts exist.
const WRONG = SERVER_TEXTS.wrongLogin;
const BUSY = SERVER_TEXTS.busy;
const TOO_MANY = SERVER_TEXTS.tooManyLogins;
const BUSY_RETRY_SECONDS = 5;

export function authRoutes({ app, route, db, tokens, logins, config, clock }: Ctx) {
  // Password checks in flight: argon2 shares libuv's four threads with every file read, so a flood
  // of logins must leave some to GET /uploads/* (BENCHMARKS.md, "Login flood").
  const checks = limiter(config.loginChecks.running, config.loginChecks.waiting);
  // All addresses together: spread over many addresses, a flood passes every per-address limit.
  const everyAddress = app.createRateLimit({
    max: config.rateLimits.loginGlobalPerMinute,
    timeWindow: 60_000,
    keyGenerator: () => 'every address',
  });

  route(
    'login',
    async (req: FastifyRequest, reply) => {
      // Before anything is looked up: the answer is the same for every e-mail, known or not. A browser
      // that has logged in before waits in a line of its own and is not held to the global ceiling,
      // so a flood from strangers does not keep the owner out.
      const knownBrowser = logins.knownBrowser(req.headers.cookie);
      try {
        return await checks.run(
          async () => {
            // Counted once a slot is had, so logins refused as busy do not use up the minute's allowance.
            const ceiling = knownBrowser ? null : await everyAddress(req);
            if (ceiling && !ceiling.isAllowed && ceiling.isExceeded) {
              req.log.warn('login refused: LOGIN_RATE_GLOBAL_PER_MINUTE reached');
              reply.header('Retry-After', String(ceiling.ttlInSeconds));
              throw tooManyRequests(TOO_MANY);
            }
            return await logIn(req, reply);
          },
          { first: knownBrowser },
        );
      } catch (error) {
        if (!(error instanceof LimiterFull)) throw error;
        req.log.warn('login refused: too many password checks in flight');
        reply.header('Retry-After', String(BUSY_RETRY_SECONDS));
        throw new HttpError(503, BUSY);
      }
    },
    // LoginRequest at its longest (a 254-character e-mail, a 256-character password, 4 bytes a
    // character) is about 2 KB.
    { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' }, bodyLimit: 4 * 1024, noStore: true },
  );

  /** Checks the credentials; called holding a slot, as every password check (the dummy ones too) must be. */
  async function logIn(req: FastifyRequest, reply: FastifyReply) {
    const { email, password } = req.body as { email: string; password: string };
    const who = normaliseEmail(email);
    const admin = await db
      .selectFrom('admins')
      .select(['id', 'password_hash'])
      .where('email', '=', who)
      // A deactivated account, or an invited one without a password yet, logs in like an unknown e-mail.
      .where('deactivated_at', 'is', null)
      .where('password_hash', '!=', NO_PASSWORD)
      .executeTakeFirst();
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
      // One entry when a lock starts: only the guess that reached the limit gets this far locked,
      // the ones after it are refused above without a check.
      if (attempt.locked) {
        await recordActivity(db, req, { action: 'lock', type: 'account', id: admin.id, title: from, actorId: admin.id });
      }
      throw unauthorized(WRONG);
    }
    reply.header('Set-Cookie', await logins.succeeded(attempt, req.protocol === 'https'));
    await db.updateTable('admins').set({ last_login_at: clock().toISOString() }).where('id', '=', admin.id).execute();
    req.log.info({ email: who, from }, 'login succeeded');
    await recordActivity(db, req, { action: 'login', type: 'account', id: admin.id, title: who, actorId: admin.id });
    return reply.send({ success: true, token: await tokens.issue(admin.id) });
  }

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
