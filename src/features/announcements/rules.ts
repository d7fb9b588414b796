/**
 * Announcement (post) rules of the home page and the admin screen.
 */
import { sortByTime } from '../../domain/dates';

export const RECENT_POSTS_WINDOW_DAYS = 7;
export const RECENT_POSTS_WINDOW_MS = RECENT_POSTS_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** A Read More / Read Less toggle is offered only for a description longer than this. */
export const DESCRIPTION_TOGGLE_LENGTH = 100;
/** A per-post toggle appears only for a title longer than this. */
export const POST_TITLE_TOGGLE_LENGTH = 50;

function time(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' || typeof value === 'number') return new Date(value).getTime();
  return Number.NaN;
}

/**
 * Created within the last 7 days before `now`: from now minus 7 days (inclusive) to now
 * (inclusive). A missing, invalid or future CreatedAt is not recent.
 */
export function isRecentPost(post: { CreatedAt?: unknown }, now: Date | number): boolean {
  const created = time(post.CreatedAt);
  const at = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(created)) return false;
  return created <= at && at - created <= RECENT_POSTS_WINDOW_MS;
}

/** The recent posts, newest first. */
export function recentPosts<T extends { CreatedAt?: unknown }>(posts: readonly T[], now: Date | number): T[] {
  return newestFirst(posts.filter((p) => isRecentPost(p, now)));
}

/** Whether a description gets the Read More / Read Less toggle (over 100 characters). */
export function needsDescriptionToggle(description: string | null | undefined): boolean {
  return (description ?? '').length > DESCRIPTION_TOGGLE_LENGTH;
}

/** Whether a post title gets its toggle (over 50 characters). */
export function needsTitleToggle(title: string | null | undefined): boolean {
  return (title ?? '').length > POST_TITLE_TOGGLE_LENGTH;
}

/**
 * Newest first, for the admin list. The API answers oldest first and the original client reversed
 * the list; this sorts by CreatedAt instead (newest first; equal or unreadable dates keep the
 * reverse of the API order), which gives the same result and does not depend on the API order.
 */
export function newestFirst<T extends { CreatedAt?: unknown }>(posts: readonly T[]): T[] {
  return sortByTime(posts, (post) => time(post.CreatedAt), 'newest first');
}
