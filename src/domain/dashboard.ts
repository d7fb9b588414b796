/**
 * What the admin dashboard shows: its totals and the toast for each failed count (spec section 8).
 */
import { ERRORS } from './notices';
import { errorText } from './errors';

export interface LeaderCountsInput {
  total_chaplains?: unknown;
  total_union_leaders?: unknown;
  total_conference_leaders?: unknown;
  total_zone_leaders?: unknown;
}

/** A count as the API should send it (a whole number, not negative), else null. */
export function readCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The leaders card: the sum of the four counts, or null when any of them is not a count. */
export function totalLeaders(counts: LeaderCountsInput): number | null {
  const parts = [counts.total_chaplains, counts.total_union_leaders, counts.total_conference_leaders, counts.total_zone_leaders].map(readCount);
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

