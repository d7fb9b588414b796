import type { Db } from './index.js';

/**
 * The announcements the public sees at `now` (decision 017): published, not yet unpublished, not
 * in the trash (decision 016). The
 * rule of src/domain/publishing.ts isPublic, in SQL; stored instants are toISOString text, so they
 * compare as text. Every public read of posts starts here: the list, item pages, feed, sitemap, og images.
 */
export function publicPosts(db: Db, now: Date = new Date()) {
  const at = now.toISOString();
  return db
    .selectFrom('posts')
    .where('deleted_at', 'is', null)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', at)
    .where((eb) => eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', at)]));
}
