import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
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

/** The path to keep for a single-file field: the new upload if one came (the old file then goes once the request succeeds), else the current one. */
export async function replaceFile(ctx: Ctx, req: FastifyRequest, upload: TempFile | undefined, current: string | null) {
  if (!upload) return current;
  const stored = await ctx.store(req, upload);
  ctx.discard(req, current);
  return stored;
}
