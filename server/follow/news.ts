import { Feed } from 'feed';
import { FOLLOW_TEXTS, NEWS_FEED_LIMIT } from '../../src/domain/follow.js';
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
 * The announcements as an RSS 2.0 feed, newest first, each linking to its own page (its link is
 * also its permanent guid). `posts` come newest first, at most NEWS_FEED_LIMIT of them.
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
  for (const post of posts.slice(0, NEWS_FEED_LIMIT)) {
    const link = `${origin}${paths.announcement(post.id)}`;
    feed.addItem({
      id: link,
      link,
      title: post.title,
      date: new Date(post.created_at),
      ...(post.description ? { description: post.description } : {}),
      ...(post.image ? { image: { url: `${origin}/${post.image}`, type: 'image/webp' } } : {}),
    });
  }
  return feed.rss2();
}
