import { textLanguage } from '../../domain/locale';
import type { Post } from '../../api/posts';
import { formatGalleryDate } from '../../domain/dates';
import { useLocale, usePublicTexts } from '../locale';
import { POST_TITLE_TOGGLE_LENGTH } from '../../domain/posts';
import { EmptyState } from '../../ui/EmptyState';
import { ReadMore } from '../../ui/ReadMore';
import { paths } from '../../kinds/paths';
import { useTimeZone } from '../useTimeZone';
import { TitleLink } from '../items/TitleLink';
import styles from './RecentPosts.module.css';

export interface RecentPostsProps {
  /** Already the recent ones (domain/posts recentPosts), newest first. */
  posts: readonly Post[];
}

/** Posts of the last 7 days: title (with a toggle over 50 characters) and date. */
export function RecentPosts({ posts }: RecentPostsProps) {
  const texts = usePublicTexts();
  const timeZone = useTimeZone();
  const locale = useLocale();
  if (posts.length === 0) return <EmptyState message={texts.home.noRecentPosts} />;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.ID} className={styles.item}>
          <article className={styles.post}>
            <ReadMore
              as="h3"
              text={post.Title}
              threshold={POST_TITLE_TOGGLE_LENGTH}
              className={styles.title}
              renderText={(shown) => (
                <TitleLink to={paths.announcement(post.ID)}>
                  <span lang={textLanguage(post.Language)}>{shown}</span>
                </TitleLink>
              )}
            />
            <p className={styles.date}>
              <time dateTime={post.CreatedAt}>{formatGalleryDate(post.CreatedAt, timeZone, locale)}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
