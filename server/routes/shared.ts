import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Ctx } from '../context.js';
import type { Db } from '../db/index.js';
import { isPostgres } from '../db/engine.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import type { TempFile } from '../files/storage.js';

/** A form's text value, trimmed; undefined when the field was not sent. */
export const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);

/** An optional text that is stored as null when left blank. */
export const optionalText = (v: string | string[] | undefined) => text(v) || null;

/** An optional text on update: left out keeps the current value, sent blank clears it. */
export const updatedText = (v: string | string[] | undefined, current: string | null) =>
  v === undefined ? current : optionalText(v);

export const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;

/** Reads a JSON list column; anything but a list of strings (a hand-edited row) reads as empty. */
export function readList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  } catch {
    return [];
  }
}

/** A video's stored path -> its poster picture's (media.video_posters). */
export type Posters = Record<string, string>;

/** Reads a video_posters column; anything but an object of strings (a hand-edited row) reads as empty. */
export function readPosters(json: string): Posters {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return {};
  }
}

/**
 * Stores uploads one after the other. Not in parallel: once one fails the request ends and its
 * written files are removed, and a store still running at that moment could leave a file behind.
 */
export async function storeAll(ctx: Ctx, req: FastifyRequest, files: TempFile[] | undefined): Promise<string[]> {
  const stored: string[] = [];
  for (const f of files ?? []) stored.push(await ctx.store(req, f));
  return stored;
}

/** Stores the upload of a single-file field, if one came. */
export const storeIfSent = (ctx: Ctx, req: FastifyRequest, upload: TempFile | undefined) =>
  upload ? ctx.store(req, upload) : Promise.resolve(null);

/** The path a single-file field keeps: the one just stored (the replaced file goes once the request has succeeded), else the current one. */
export function replaced(ctx: Ctx, req: FastifyRequest, stored: string | null, current: string | null) {
  if (stored === null) return current;
  ctx.discard(req, current);
  return stored;
}

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
