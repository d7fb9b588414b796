// The rows of the content tables as the routes read and write them: live ones only (none in the
// trash), each update in its own transaction with its activity entry.
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Ctx } from '../context.js';
import type { Db } from '../db/index.js';
import { isPostgres } from '../db/engine.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { idOf } from './forms.js';

/** The tables of the content screens, each with an id and a created_at. */
type Content = 'media' | 'summits' | 'books' | 'posts';

/** Answers 404 before the form is read, so an unknown id (or one in the trash) costs no upload. */
export async function mustExist(db: Db, table: Content, id: number, what: string) {
  if (!(await db.selectFrom(table).select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst())) throw notFound(what);
}

// Kysely cannot follow a table name that is a type parameter: the queries below name the union, and
// their rows are cast back to the one table T asked for. (The lint's type view calls those casts
// unnecessary; tsc does not compile without them.)
/* eslint-disable @typescript-eslint/no-unnecessary-type-assertion */

/** Every live row (none in the trash) of a content table, by the time it was added (then by id), oldest or newest first. */
export const allRows = <T extends Content>(db: Db, table: T, order: 'asc' | 'desc') =>
  db.selectFrom(table as Content).selectAll().where('deleted_at', 'is', null).orderBy('created_at', order).orderBy('id', order).execute() as Promise<Selectable<Database[T]>[]>;

/** Adds a row to a content table and answers it as stored. */
export const insertRow = <T extends Content>(db: Db, table: T, values: Insertable<Database[T]>) =>
  db.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;

/**
 * Updates row `id` of a content table with what `change` makes of it as it is now, read in the
 * transaction that writes so two edits at once each discard what they replaced; 404 naming `what`
 * when it is gone or in the trash. `record` writes the activity entry in the same transaction.
 */
export function updateRow<T extends Content>(
  db: Db,
  table: T,
  id: number,
  what: string,
  change: (current: Selectable<Database[T]>) => Updateable<Database[T]>,
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL runs transactions side by side: the row is locked until this one commits, or the
    // other edit would write over what it read (SQLite runs them one at a time anyway).
    const current = await trx
      .selectFrom(table as Content)
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(isPostgres(trx), (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!current) throw notFound(what);
    const values = change(current as Selectable<Database[T]>) as Updateable<Database[Content]>;
    const row = (await trx.updateTable(table as Content).set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()) as Selectable<Database[T]>;
    await record(trx);
    return row;
  });
}
/* eslint-enable @typescript-eslint/no-unnecessary-type-assertion */

/** An update's id and form, after a 404 for an unknown id (before the form is read, so it costs no upload). */
export async function updateForm(ctx: Ctx, req: FastifyRequest, table: Content, what: string) {
  const id = idOf(req);
  await mustExist(ctx.db, table, id, what);
  return { id, ...(await ctx.form(req)) };
}
