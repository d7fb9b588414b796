/**
 * Summit rules: which summits are shown, how Posters are read, the form checks of spec section 5
 * and the retry policies of section 4.
 */

import { readDetailsByPath, readPictureDetails, type PictureDetails } from '../../domain/pictures';
import type { Locale } from '../../domain/locale';
import { SUMMIT_PAGE_TEXTS } from '../../domain/texts/pages/summit';
import { UNTITLED_SUMMIT, UNTITLED_SUMMIT_SW } from '../../domain/unnamed';

export { UNTITLED_SUMMIT, UNTITLED_SUMMIT_SW };

/** A numeric summit ID (a number, or text of digits), else null. */
function numericId(id: unknown): number | null {
  if (typeof id === 'number') return Number.isFinite(id) ? id : null;
  if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) return Number(id);
  return null;
}

/**
 * Posters given as an array or as JSON text of one. Entries that are not non-empty text are
 * skipped; anything unreadable (not JSON, not an array, missing) gives [].
 */
export function parsePosters(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
}

export interface SummitInput {
  ID?: unknown;
  Title?: unknown;
  OutfitImage?: unknown;
  OutfitImageDetails?: unknown;
  Timetable?: unknown;
  Posters?: unknown;
  PosterDetails?: unknown;
  CreatedAt?: unknown;
}

export interface SummitView {
  ID: number;
  /** The title, or 'Untitled Summit' when blank (its Swahili on a Swahili page). */
  Title: string;
  OutfitImage: string | null;
  /** The outfit picture's alt text and focal point (decision 024), when it has them. */
  OutfitImageDetails?: PictureDetails;
  Timetable: string | null;
  Posters: string[];
  /** Each poster's alt text and decorative mark (decision 024) by its path, when any has them. */
  PosterDetails?: Record<string, PictureDetails>;
}

function path(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const withPosterDetails = (PosterDetails: Record<string, PictureDetails>) => (Object.keys(PosterDetails).length > 0 ? { PosterDetails } : {});
const withDetails = (OutfitImageDetails: PictureDetails | null) => (OutfitImageDetails ? { OutfitImageDetails } : {});

/** The summit as pages show it, or null when its ID is missing or not numeric (the summit is dropped). */
export function normalizeSummit(raw: SummitInput, locale: Locale = 'en'): SummitView | null {
  const id = numericId(raw.ID);
  if (id === null) return null;
  const title = typeof raw.Title === 'string' ? raw.Title.trim() : '';
  return {
    ID: id,
    Title: title || (locale === 'sw' ? UNTITLED_SUMMIT_SW : UNTITLED_SUMMIT),
    OutfitImage: path(raw.OutfitImage),
    ...withDetails(readPictureDetails(raw.OutfitImageDetails)),
    Timetable: path(raw.Timetable),
    Posters: parsePosters(raw.Posters),
    ...withPosterDetails(readDetailsByPath(raw.PosterDetails)),
  };
}

/** Every summit with a numeric ID, normalised, in the API's order. */
export function normalizeSummits(list: readonly SummitInput[], locale: Locale = 'en'): SummitView[] {
  return list.flatMap((s) => normalizeSummit(s, locale) ?? []);
}

/** When and how often a failed load or save is tried again. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  readonly delayMs: number;
  /** Whether this error may be retried at all. */
  readonly isRetryable: (error: unknown) => boolean;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}

/**
 * Admin saves: only errors whose message contains 'timeout' (in any case: 'Request Timeout' too)
 * are retried, after 2 s, 3 attempts in all.
 */
export const ADMIN_SUMMIT_RETRY: RetryPolicy = {
  maxAttempts: 3,
  delayMs: 2000,
  isRetryable: (error) => messageOf(error).toLowerCase().includes('timeout'),
};

/** Public page load: any failure is retried after 2 s, up to 2 retries (3 attempts in all). */
export const PUBLIC_SUMMIT_RETRY: RetryPolicy = {
  maxAttempts: 3,
  delayMs: 2000,
  isRetryable: () => true,
};

/**
 * After attempt number `attempt` (1-based) failed with `error`: the delay before the next attempt,
 * or null when it must not be retried.
 */
export function nextRetryDelay(policy: RetryPolicy, attempt: number, error: unknown): number | null {
  if (attempt >= policy.maxAttempts || !policy.isRetryable(error)) return null;
  return policy.delayMs;
}

/** 'Retrying summit operation (Attempt n/3)...', n being the attempt about to be made. */
export function summitRetryMessage(nextAttempt: number, maxAttempts: number = ADMIN_SUMMIT_RETRY.maxAttempts): string {
  return SUMMIT_PAGE_TEXTS.retrying(nextAttempt, maxAttempts);
}

export interface RetryHooks {
  /** Called before each retry with the attempt about to be made (2, 3, ...) and the error that caused it. */
  onRetry?: (nextAttempt: number, error: unknown) => void;
  /** Waits; a test passes a fake. Defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops retrying (the last error is thrown) once aborted, e.g. when the page unmounts. */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `operation` under `policy`: resolves with its first success, or rejects with the last error
 * once the policy allows no more attempts. For the admin summit save, show
 * summitRetryMessage(n) from onRetry.
 */
export async function runWithRetry<T>(operation: (attempt: number) => Promise<T>, policy: RetryPolicy, hooks: RetryHooks = {}): Promise<T> {
  const sleep = hooks.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      const delay = nextRetryDelay(policy, attempt, error);
      if (delay === null || hooks.signal?.aborted) throw error;
      hooks.onRetry?.(attempt + 1, error);
      await sleep(delay);
      if (hooks.signal?.aborted) throw error;
    }
  }
}
