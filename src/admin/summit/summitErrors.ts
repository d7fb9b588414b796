import { apiErrorText } from '../../api/errors';
import { ERROR_FIELD, isNoTokenError } from '../../domain/errors';
import { ERRORS, withDetail } from '../../domain/messages';

/**
 * The text of a failed summit call (spec section 8): 'Please login to perform this action.' for a
 * 'No token found' error, else '<prefix> <the response's message>' ('Failed to create summit.
 * Title too long.'), the error's own text when no response came, or the prefix alone.
 */
export function summitErrorText(error: unknown, prefix: string): string {
  if (isNoTokenError(error)) return ERRORS.summits.loginToAct;
  const own = error instanceof Error ? error.message : '';
  return withDetail(prefix, apiErrorText(error, ERROR_FIELD.summits, own));
}
