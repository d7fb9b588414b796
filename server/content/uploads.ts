// A save's uploads put into the store, and the files they replace marked for removal once it succeeds.
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import type { TempFile } from '../files/storage.js';

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
