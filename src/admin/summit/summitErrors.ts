import { ERROR_FIELD, isNoTokenError } from '../../domain/errors';
import { ERRORS } from '../../domain/messages';
import { failureText } from '../content/failureText';

/**
 * The text of a failed summit call (spec section 8): 'Please login to perform this action.' for a
 * 'No token found' error, else '<prefix> <the response's message>' ('Failed to create summit.
 * Title too long.'), the error's own text when no response came, or the prefix alone.
 */
export function summitErrorText(error: unknown, prefix: string): string {
  if (isNoTokenError(error)) return ERRORS.summits.loginToAct;
  return failureText(error, prefix, ERROR_FIELD.summits);
}
