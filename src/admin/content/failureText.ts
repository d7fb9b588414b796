import { apiErrorText } from '../../api/errors';
import type { ErrorField } from '../../domain/errors';
import { withDetail } from '../../domain/messages';

/**
 * '<prefix> <why>' for a failed call: the spec's text first, then the server's reason read from the
 * error body's `field` ('Upload failed. media_files: files may be at most 10 MB.'), the error's own
 * text when no answer came, or the prefix alone.
 */
export function failureText(error: unknown, prefix: string, field: ErrorField): string {
  const own = error instanceof Error ? error.message : '';
  return withDetail(prefix, apiErrorText(error, field, own));
}
