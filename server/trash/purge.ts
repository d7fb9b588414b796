import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { purgeTrash } from './store.js';
import type { Clock } from '../clock.js';

/** How often a running server purges the trash: an item goes within an hour of its 30 days. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges the trash now (awaited: before the server listens) and then every `intervalMs` on a timer
 * that holds no process open and is stopped when the app closes (server/http/shutdown.ts), after the
 * purge in flight, if any, has finished with the database.
 */
export async function schedulePurge(app: FastifyInstance, db: Db, dataDir: string, clock: Clock, intervalMs = PURGE_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= purgeTrash(db, dataDir, clock())
      .then((n) => {
        if (n) app.log.info(`purged ${n} items trashed more than 30 days ago, with their files`);
      })
      .catch((err: unknown) => app.log.error({ err }, 'purging the trash failed; trying again at the next run'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  await run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
