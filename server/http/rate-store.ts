import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/** How often an instance removes the windows that have ended. */
const SWEEP_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's `store`: the counts live in the database's rate_limits table, so every
 * instance on one database counts the same requests (the default store is per process). One
 * statement counts a hit, opening a new window when the last one has ended: atomic on SQLite and
 * PostgreSQL alike, however many instances count at once.
 */
export function databaseStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    db.deleteFrom('rate_limits')
      .where('resets_at', '<=', at)
      .execute()
      .catch(() => (lastSweep = 0)); // tried again at the next count
  };

  // Not `implements`: the typings say child() gets the route options, the plugin passes its merged
  // limit options, with the route under routeInfo.
  class DatabaseStore {
    /** Each route counts apart: the same address has its own count on the login and on the contact form. */
    namespace = '';

    incr(key: string, callback: Callback, timeWindow: number) {
      const at = now();
      const ended = sql<boolean>`rate_limits.resets_at <= ${at}`;
      db.insertInto('rate_limits')
        .values({ key: this.namespace + key, hits: 1, resets_at: at + timeWindow })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
            resets_at: sql<number>`case when ${ended} then excluded.resets_at else rate_limits.resets_at end`,
          }),
        )
        .returning(['hits', 'resets_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.resets_at) - at) }),
          (error: Error) => callback(error),
        );
      sweep(at);
    }

    // A route's own limit: its method and URL name its counts. The limits made with
    // createRateLimit (no route) share the bare keys: the login's 'every address' and the contact
    // form's per-address attempts, which cannot meet.
    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = routeOptions.routeInfo;
      const store = new DatabaseStore();
      store.namespace = route?.url ? `${String(route.method)} ${route.url} ` : '';
      return store;
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
