import { errorText, type ErrorField } from '../domain/errors';
import { serverErrorText, type ServerErrorWords } from '../domain/serverWords';
import { ApiError } from './errors';

/**
 * The text a page shows for a failed call (spec section 8): the error body's `field` ('error' for
 * leaders, calendar and books, 'message' for summits) when the server sent one, else the fallback.
 * Anything that is not an ApiError (a bug, an abort) gives the fallback. A screen in another
 * language passes its `words`, and says the answer in them (domain/serverTexts.ts).
 */
export function apiErrorText(error: unknown, field: ErrorField, fallback: string, words?: ServerErrorWords | null): string {
  if (!(error instanceof ApiError)) return fallback;
  const text = errorText(error.body, field, '');
  return serverErrorText({ status: error.status, text: text === '' ? null : text }, fallback, words);
}
