import { sql } from 'kysely';
import { isPostgres } from '../../server/db/engine.js';
import type { Db } from '../../server/db/index.js';

/**
 * Holds the content version in an open transaction, so that a read of it waits as it would on a
 * database that does not answer: SQLite's one connection waits for the transaction to end; on
 * PostgreSQL the table is locked against reads. Resolves once held, with the call that ends it.
 */
export async function holdContentVersion(db: Db): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  let held = () => undefined as void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await sql`${sql.raw(isPostgres(db) ? 'lock table content_version in access exclusive mode' : 'select 1')}`.execute(trx);
    held();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}
