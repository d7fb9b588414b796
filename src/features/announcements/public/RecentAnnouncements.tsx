import { textLanguage } from '../../../domain/locale';
import type { Post } from '../api';
import { formatGalleryDate } from '../../../domain/dates';
import { useLocale, usePublicTexts } from '../../../public/locale';
import { POST_TITLE_TOGGLE_LENGTH } from '../rules';
import { EmptyState } from '../../../ui/EmptyState';
import { ReadMore } from '../../../ui/ReadMore';
import { announcementPage } from '../routes';
import { useTimeZone } from '../../../public/useTimeZone';
import { TitleLink } from '../../../public/items/TitleLink';
import styles from './RecentAnnouncements.module.css';

export interface RecentAnnouncementsProps {
  /** Already the recent ones (rules.ts recentPosts), newest first. */
  posts: readonly Post[];
}

/** Posts of the last 7 days: title (with a toggle over 50 characters) and date. */
export function RecentAnnouncements({ posts }: RecentAnnouncementsProps) {
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
                <TitleLink to={announcementPage(post.ID)}>
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
