/**
 * The one id rule every resource shares: a path's {id} is a positive whole number. Its own module
 * so that src/api/client.ts (in the main chunk) does not pull in the calendar rules that use it too.
 */

/** A positive whole number, given as a number or as digits. */
export function parseNumericId(id: unknown): number | null {
  if (typeof id === 'number') return Number.isInteger(id) && id > 0 ? id : null;
  if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) {
    const n = Number(id);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}
