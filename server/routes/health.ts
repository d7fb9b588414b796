import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Ctx } from '../context.js';
import { HttpError } from '../http/errors.js';

/** Liveness and readiness, for a supervisor or a load balancer in front of several instances. */
export function healthRoutes({ app, route, db, config }: Ctx) {
  route('health', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  // For an uptime monitor: whether backups are current, never where they go nor why they fail.
  route('uptime', async (_req, reply) => {
    const status = app.backup?.status();
    const backup = { configured: !!status, lastBackupAt: status?.lastBackupAt ?? null, late: status?.late ?? false };
    return reply
      .code(backup.late ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .send({ status: backup.late ? 'backup-late' : 'ok', backup });
  });

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
