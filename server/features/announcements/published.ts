import { RECENT_POSTS_WINDOW_MS } from '../../../src/features/announcements/rules.js';
import type { Db } from '../../db/index.js';

/**
 * The announcements the public sees at `now` (decision 017): published, not yet unpublished, not
 * in the trash (decision 016). The
 * rule of src/features/announcements/publishing.ts isPublic, in SQL; stored instants are toISOString text, so they
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

type PostTime = 'publish_at' | 'unpublish_at' | 'created_at';

/**
 * Among the posts not in the trash, the earliest `first` and the earliest `second` past their bounds
 * (`[column, '>' or '>=', instant]`), in one query; null where none is.
 */
async function earliest(db: Db, first: [PostTime, '>' | '>=', string], second: [PostTime, '>' | '>=', string]): Promise<[string | null, string | null]> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.min<string | null>(eb.case().when(...first).then(eb.ref(first[0])).end()).as('first'),
      eb.fn.min<string | null>(eb.case().when(...second).then(eb.ref(second[0])).end()).as('second'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return [row?.first ?? null, row?.second ?? null];
}

/**
 * The next instant after `now` at which an announcement becomes public or stops being public with
 * no write (its publish_at or unpublish_at), in ms since the epoch; infinity when none is scheduled.
 * A cached public read that shows announcements is made again from then on (decision 022).
 */
export async function nextPublicationChange(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const times = (await earliest(db, ['publish_at', '>', at], ['unpublish_at', '>', at])).filter((t): t is string => !!t).map((t) => Date.parse(t));
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}

/**
 * The next instant after `now` at which the home page's recent announcements change with no write
 * (src/features/announcements/rules.ts isRecentPost): one of them leaves the window 7 days after it was created, or
 * one dated ahead enters it. In ms since the epoch; infinity when neither will happen.
 */
export async function nextRecentChange(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RECENT_POSTS_WINDOW_MS).toISOString();
  const [leaving, entering] = await earliest(db, ['created_at', '>=', since], ['created_at', '>', now.toISOString()]);
  const times = [leaving ? Date.parse(leaving) + RECENT_POSTS_WINDOW_MS + 1 : Number.NaN, entering ? Date.parse(entering) : Number.NaN].filter(
    (t) => t > now.getTime(),
  );
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}
