import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { recordActivity } from '../activity/log.js';
import { ACTIVITY_TEXTS } from '../../src/domain/texts/activityTexts.js';
import { discardPlan, planArchive, streamArchive } from '../backup/archive.js';
import { archiveLimits, restoreBackup } from '../backup/restore.js';
import { listSavedBackups, savedBackup } from '../backup/saved.js';
import type { Ctx } from '../context.js';
import { HttpError, unsupportedType } from '../http/errors.js';

// The log keeps English; the Activity screen shows these words in its reader's language (domain/activity.ts activityTitle).
const WRITTEN = ACTIVITY_TEXTS.written;

/** The answer of both calls on a server whose database is PostgreSQL (decision 023). */
export const POSTGRES_BACKUP =
  'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore (docs/backups.md), and its files with the bucket\'s or the disk\'s own tools.';

const TAR = 'application/x-tar';

const NOT_CONFIGURED = {
  configured: false,
  target: null,
  lastBackupAt: null,
  lastVerifiedAt: null,
  statesKept: 0,
  oldestStateAt: null,
  newestStateAt: null,
  lastError: null,
  late: false,
} as const;

/** Owner-only: a full backup as one archive, and restoring one (decision 023). */
export function backupRoutes({ app, route, db, config, clock }: Ctx) {
  const sqliteOnly = () => {
    if (config.databaseUrl) throw new HttpError(501, POSTGRES_BACKUP);
  };

  // The archive reaches the handler unread, as a stream, on this call only; any other call keeps
  // answering 415 to a tar body.
  app.addContentTypeParser(TAR, (req, payload, done) => {
    if (req.routeOptions.config.operationId === 'restoreBackup') done(null, payload);
    else done(unsupportedType('Unsupported content type.'), undefined);
  });

  route(
    'downloadBackup',
    async (req, reply) => {
      sqliteOnly();
      const at = clock();
      const plan = await planArchive(config.dataDir, at);
      const fileName = `tucasa-backup-${at.toISOString().slice(0, 16).replace(':', '-')}.tar`;
      try {
        await recordActivity(db, req, { action: 'backup', type: 'backup', title: WRITTEN.files(fileName, plan.uploads.length) });
      } catch (error) {
        await discardPlan(plan);
        throw error;
      }
      return reply
        .type(TAR)
        .header('content-length', plan.length)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(streamArchive(config.dataDir, plan));
    },
    { noStore: true, compress: false },
  );

  route('getBackupStatus', async () => app.backup?.status() ?? { ...NOT_CONFIGURED, database: config.databaseUrl ? 'postgres' : 'sqlite' }, { noStore: true });

  route(
    'listSavedBackups',
    async () => {
      sqliteOnly();
      return { backups: await listSavedBackups(config.dataDir) };
    },
    { noStore: true },
  );

  route(
    'downloadSavedBackup',
    async (req, reply) => {
      sqliteOnly();
      const { name } = req.params as { name: string };
      const saved = await savedBackup(config.dataDir, name);
      if (!saved) throw new HttpError(404, 'No kept backup has that name.');
      try {
        await recordActivity(db, req, { action: 'backup', type: 'backup', title: WRITTEN.keptBeforeRestore(name) });
      } catch (error) {
        saved.stream.destroy();
        throw error;
      }
      return reply
        .type(TAR)
        .header('content-length', saved.bytes)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(saved.stream);
    },
    { noStore: true, compress: false },
  );

  route(
    'restoreBackup',
    async (req) => {
      sqliteOnly();
      if (!req.headers['content-type']?.startsWith(TAR)) throw unsupportedType(`Send the backup as ${TAR}.`);
      // No body at all: Fastify calls no parser.
      if (!(req.body instanceof Readable)) throw new HttpError(422, 'The file is empty: choose a backup (.tar) downloaded from this page. Nothing was changed.');
      const actor = await db.selectFrom('admins').select('email').where('id', '=', req.admin!.id).executeTakeFirstOrThrow();
      // The idle timeout drops a client that stops sending; once the archive is in, the client
      // waits in silence while a large backup is checked, saved and swapped: no timeout then.
      // (An injected request, in the tests, has a socket without timeouts.)
      const socket = req.raw.socket as Partial<Pick<Socket, 'setTimeout'>>;
      const source = { archive: req.body, limits: archiveLimits(config.limits), onReceived: () => socket.setTimeout?.(0) };
      const { savedAs } = await restoreBackup(source, config.dataDir, () => db, clock());
      // The restored accounts: the same person, by e-mail, if the backup has them.
      const same = await db.selectFrom('admins').select('id').where('email', '=', actor.email).executeTakeFirst();
      await recordActivity(db, req, { action: 'restore-backup', type: 'backup', actorId: same?.id ?? null, actorEmail: actor.email, title: WRITTEN.stateBeforeKeptAs(savedAs) });
      return { savedAs, signInAgain: true };
    },
    { noStore: true },
  );
}
