import { Feed } from 'feed';
import { FOLLOW_TEXTS } from '../../src/domain/follow.js';
import { paths } from '../../src/domain/paths.js';

/** An announcement as stored. */
export interface PostRow {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  created_at: string;
}

/**
 * The announcements as an RSS 2.0 feed, each linking to its own page, which is also its guid
 * (isPermaLink). `posts` come newest first, at most NEWS_FEED_LIMIT of them.
 */
export function newsFeed(posts: readonly PostRow[], origin: string): string {
  const newest = posts[0];
  const feed = new Feed({
    id: `${origin}${paths.home}`,
    link: `${origin}${paths.home}`,
    title: FOLLOW_TEXTS.newsTitle,
    description: FOLLOW_TEXTS.newsDescription,
    language: 'en',
    feedLinks: { rss: `${origin}${paths.newsFeed}` },
    generator: false,
    ...(newest ? { updated: new Date(newest.created_at) } : {}),
  });
  for (const post of posts) {
    feed.addItem({
      // Without an id the library makes the link the guid, marked as a permanent link.
      link: `${origin}${paths.announcement(post.id)}`,
      title: post.title,
      date: new Date(post.created_at),
      ...(post.description ? { description: post.description } : {}),
      ...(post.image ? { image: { url: `${origin}/${post.image}`, type: 'image/webp' } } : {}),
    });
  }
  return feed.rss2();
}
