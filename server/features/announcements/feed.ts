import { Feed } from 'feed';
import { FOLLOW_TEXTS } from '../../../src/domain/follow.js';
import { localizedPath, type Locale } from '../../../src/domain/locale.js';
import { paths } from '../../../src/kinds/paths.js';
import { FOLLOW } from '../../../src/domain/texts/sw/serverTexts.js';
import { richTextHtml } from '../../follow/richHtml.js';

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
 * (isPermaLink). `posts` come newest first, at most NEWS_FEED_LIMIT of them. In Swahili (issue 31)
 * the feed's own texts and its links are the Swahili site's.
 */
export function newsFeed(posts: readonly PostRow[], origin: string, locale: Locale = 'en'): string {
  const newest = posts[0];
  const texts = locale === 'sw' ? FOLLOW : FOLLOW_TEXTS;
  const page = (path: string) => `${origin}${localizedPath(locale, path)}`;
  const feed = new Feed({
    id: page(paths.home),
    link: page(paths.home),
    title: texts.newsTitle,
    description: texts.newsDescription,
    language: locale,
    feedLinks: { rss: `${origin}${locale === 'sw' ? paths.newsFeedSwahili : paths.newsFeed}` },
    generator: false,
    ...(newest ? { updated: new Date(newest.created_at) } : {}),
  });
  for (const post of posts) {
    feed.addItem({
      // Without an id the library makes the link the guid, marked as a permanent link.
      link: page(paths.announcement(post.id)),
      title: post.title,
      date: new Date(post.created_at),
      // As the page shows it: its links tappable in a reader too, nothing of it markup (issue 48).
      ...(post.description ? { description: richTextHtml(post.description) } : {}),
      ...(post.image ? { image: { url: `${origin}/${post.image}`, type: 'image/webp' } } : {}),
    });
  }
  return feed.rss2();
}
