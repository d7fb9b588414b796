import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/** An id the database numbers itself: AUTOINCREMENT in SQLite, an identity column in PostgreSQL. */
export function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
}
