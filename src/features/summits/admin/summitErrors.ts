import { ERROR_FIELD, isNoTokenError } from '../../../domain/errors';
import type { ServerErrorWords } from '../../../domain/serverWords';
import { failureText } from '../../../admin/content/failureText';

/**
 * The text of a failed summit call (spec section 8): `loginToAct` ('Please login to perform this
 * action.') for a 'No token found' error, else '<prefix> <the response's message>' ('Failed to
 * create summit. Title too long.'), the error's own text when no response came, or the prefix alone.
 */
export function summitErrorText(error: unknown, prefix: string, loginToAct: string, words?: ServerErrorWords | null): string {
  if (isNoTokenError(error)) return loginToAct;
  return failureText(error, prefix, ERROR_FIELD.summits, words);
}
