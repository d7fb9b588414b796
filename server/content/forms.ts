// What a form or a URL of the content routes carries: text fields as stored, and the item's ID.
import type { FastifyRequest } from 'fastify';

/** A form's text value, trimmed; undefined when the field was not sent. */
export const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);

/** An optional text that is stored as null when left blank. */
export const optionalText = (v: string | string[] | undefined) => text(v) || null;

/** An optional text on update: left out keeps the current value, sent blank clears it. */
export const updatedText = (v: string | string[] | undefined, current: string | null) =>
  v === undefined ? current : optionalText(v);

export const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;
