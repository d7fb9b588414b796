import { parseNumericId } from '../domain/ids';
import { inputError } from './errors';

export const INVALID_ID_TEXT = 'Invalid ID provided.';

/** A positive whole number (or text of digits) as the path's {id}, else ApiError 'Invalid ID provided.'. */
export function checkId(id: unknown): number {
  const n = parseNumericId(id);
  if (n === null) throw inputError(INVALID_ID_TEXT, 'INVALID_ID');
  return n;
}
