import { type ApiError } from '../../api/errors';
import { apiErrorText } from '../../api/errorText';
import type { ErrorField } from '../../domain/errors';
import { withDetail } from '../../domain/notices';
import { serverErrorText, type ServerErrorWords } from '../../domain/serverWords';

/**
 * '<prefix> <why>' for a failed call: the spec's text first, then the server's reason read from the
 * error body's `field` ('Upload failed. media_files: files may be at most 10 MB.'), the error's own
 * text when no answer came, or the prefix alone. A screen in another language passes its `words`.
 */
export function failureText(error: unknown, prefix: string, field: ErrorField, words?: ServerErrorWords | null): string {
  // In another language than the server's, its reason as those words say it (domain/serverTexts.ts).
  if (words) return withDetail(prefix, apiErrorText(error, field, '', words));
  const own = error instanceof Error ? error.message : '';
  return withDetail(prefix, apiErrorText(error, field, own));
}

/**
 * The server's words for a refusal (`error.message`): as sent in English, in the screen's language
 * with `words` (quoted after `own` when it has no words for them).
 */
export function refusalText(error: ApiError, words?: ServerErrorWords | null, own = ''): string {
  return serverErrorText({ status: error.status, text: error.message }, own, words);
}
