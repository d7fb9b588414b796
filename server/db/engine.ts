import { PostgresAdapter } from 'kysely';

/** Whether a Kysely instance (or a transaction of one) talks to PostgreSQL rather than SQLite. */
export function isPostgres(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
