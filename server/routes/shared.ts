import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import type { TempFile } from '../files/multipart.js';

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

/** Answers 404 before the form is read, so an unknown id costs no upload. */
export async function mustExist(db: Db, table: 'media' | 'summits' | 'books' | 'posts', id: number, what: string) {
  if (!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())) throw notFound(what);
}
