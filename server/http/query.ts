import { badRequest } from './errors.js';

/**
 * A query string's parameters as Fastify parses them: a name given twice is an array. The route
 * table validates path parameters only; a route checks its query's with these.
 */
export type Query<K extends string> = Partial<Record<K, string | string[]>>;

/** A parameter's one value, undefined when left out; 400 naming it when it is given twice. */
export function single<K extends string>(query: Query<K>, name: K): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) throw badRequest(`${name} may be given once.`, name);
  return v;
}

/** A positive whole number from the query, undefined when left out; 400 naming the parameter otherwise. */
export function count<K extends string>(query: Query<K>, name: K, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const v = single(query, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < 1 || n > max) throw badRequest(`${name} must be a whole number from 1 to ${max}.`, name);
  return n;
}
