// What a form or a URL of the content routes carries: text fields as stored, and the item's ID.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/locale.js';

/** A form's text value, trimmed; undefined when the field was not sent. */
export const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);

/** An optional text that is stored as null when left blank. */
export const optionalText = (v: string | string[] | undefined) => text(v) || null;

/** An optional text on update: left out keeps the current value, sent blank clears it. */
export const updatedText = (v: string | string[] | undefined, current: string | null) =>
  v === undefined ? current : optionalText(v);

/**
 * The language a form says its item is written in (issue 31; the contract has refused any other
 * value): `{ language }` when sent, else nothing, so a create takes the column's default ('en') and
 * an update keeps the current one.
 */
export const languageField = (v: string | string[] | undefined): { language?: Locale } => (v === 'en' || v === 'sw' ? { language: v } : {});

/** An item's language in an answer: left out for English, so an English item reads as the specification has it. */
export function languageAnswer<K extends string = 'Language'>(language: Locale, key: K = 'Language' as K): Partial<Record<K, Locale>> {
  return language === 'en' ? {} : ({ [key]: language } as Record<K, Locale>);
}

export const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;
