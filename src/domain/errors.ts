/**
 * Which text an error shows (spec section 8): for leaders, calendar and books the response's
 * 'error' field, for summits its 'message' field, else the screen's fallback. Our API sends the
 * same text in both fields, so either reading works against it; the rule matters for other servers.
 */

export type ErrorField = 'error' | 'message';

/** The field of this resource's error bodies the spec reads. */
export const ERROR_FIELD = {
  leaders: 'error',
  calendar: 'error',
  books: 'error',
  summits: 'message',
} as const satisfies Record<string, ErrorField>;

/** body[field] when it is non-blank text, else the fallback. body is the parsed response body (any shape). */
export function errorText(body: unknown, field: ErrorField, fallback: string): string {
  if (body !== null && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/** A thrown value's own message when it has a non-blank one ('public shows the error's own message if any'), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  return errorText(error, 'message', fallback);
}

/** Whether an error is the 'No token found' one (the summit screen then shows 'Please login to perform this action.'). */
export function isNoTokenError(error: unknown): boolean {
  return errorMessage(error, '').includes('No token found');
}
