import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Ctx } from '../context.js';
import { HttpError } from '../http/errors.js';

/** Liveness and readiness, for a supervisor or a load balancer in front of several instances. */
export function healthRoutes({ route, db, config }: Ctx) {
  route('health', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  route('ready', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(db);
    } catch {
      throw new HttpError(503, 'Not ready: the database does not answer.');
    }
    // A real write: a full disk or a read-only mount must show here, before an upload finds it.
    const probe = path.join(config.dataDir, 'tmp', `ready-${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(path.dirname(probe), { recursive: true });
      await writeFile(probe, 'ok');
    } catch {
      throw new HttpError(503, 'Not ready: DATA_DIR cannot be written.');
    } finally {
      await rm(probe, { force: true }).catch(() => undefined);
    }
    return reply.send({ status: 'ok' });
  });
}
