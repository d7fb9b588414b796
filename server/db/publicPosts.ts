import { RECENT_POSTS_WINDOW_MS } from '../../src/domain/posts.js';
import type { Db } from './index.js';

/**
 * The announcements the public sees at `now` (decision 017): published, not yet unpublished, not
 * in the trash (decision 016). The
 * rule of src/domain/publishing.ts isPublic, in SQL; stored instants are toISOString text, so they
 * compare as text. Every public read of posts starts here: the list, item pages, feed, sitemap, og images.
 */
export function publicPosts(db: Db, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('posts')
    .where('deleted_at', 'is', null)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', at)
    .where((eb) => eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', at)]));
}

/**
 * The next instant after `now` at which an announcement becomes public or stops being public with
 * no write (its publish_at or unpublish_at), in ms since the epoch; infinity when none is scheduled.
 * A cached public read that shows announcements is made again from then on (decision 022).
 */
export async function nextPublicationChange(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const next = await db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.min<string | null>(eb.case().when('publish_at', '>', at).then(eb.ref('publish_at')).end()).as('publish'),
      eb.fn.min<string | null>(eb.case().when('unpublish_at', '>', at).then(eb.ref('unpublish_at')).end()).as('unpublish'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const times = [next?.publish, next?.unpublish].filter((t): t is string => !!t).map((t) => Date.parse(t));
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}

/**
 * The next instant after `now` at which the home page's recent announcements change with no write
 * (src/domain/posts.ts isRecentPost): one of them leaves the window 7 days after it was created, or
 * one dated ahead enters it. In ms since the epoch; infinity when neither will happen.
 */
export async function nextRecentChange(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RECENT_POSTS_WINDOW_MS).toISOString();
  const at = now.toISOString();
  const next = await db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.min<string | null>(eb.case().when('created_at', '>=', since).then(eb.ref('created_at')).end()).as('leaving'),
      eb.fn.min<string | null>(eb.case().when('created_at', '>', at).then(eb.ref('created_at')).end()).as('entering'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const times = [
    next?.leaving ? Date.parse(next.leaving) + RECENT_POSTS_WINDOW_MS + 1 : Number.NaN,
    next?.entering ? Date.parse(next.entering) : Number.NaN,
  ].filter((t) => t > now.getTime());
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}
