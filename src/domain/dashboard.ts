/**
 * What the admin dashboard shows: its totals and the toast for each failed count (spec section 8).
 */
import { ERRORS } from './notices';
import { errorText } from './errors';

/** A count as the API should send it (a whole number, not negative), else null. */
export function readCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * A card's total: the sum of the counts in its answer's `fields` (a kind's `admin.count`: one for
 * most, the four leader types' for the leaders), or null when any of them is not a count.
 */
export function totalOf(answer: unknown, fields: readonly string[]): number | null {
  const counts = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const parts = fields.map((field) => readCount(counts[field]));
  if (parts.some((n) => n === null)) return null;
  return (parts as number[]).reduce((sum, n) => sum + n, 0);
}

/**
 * The media count toast. An answer without a count says 'Failed to fetch media count'; a failed
 * call shows the server's `error` field when it sent one, else 'An unexpected error occurred while
 * fetching media count'. `body` is the parsed error body (undefined when no answer came).
 */
export type CountFailure = { kind: 'bad-answer' } | { kind: 'failed'; body?: unknown };

export function mediaCountFailureText(failure: CountFailure, texts: { readonly mediaCount: string; readonly mediaCountUnexpected: string } = ERRORS.dashboard): string {
  if (failure.kind === 'bad-answer') return texts.mediaCount;
  return errorText(failure.body, 'error', texts.mediaCountUnexpected);
}

