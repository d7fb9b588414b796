import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { API_BASE } from '../../api/client';
import { formatGalleryDate } from '../../domain/dates';
import { itemById } from '../../domain/items';
import { imageAttributes, imageSources, resolveFileUrl } from '../../domain/media';
import { itemPageTitle } from '../../domain/pageMeta';
import { paths } from '../../domain/paths';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { PUBLIC_TEXTS } from '../../domain/texts/publicTexts';
import { SmartImage } from '../../ui/SmartImage';
import { AttachmentLink } from '../home/AttachmentLink';
import { usePosts } from '../home/usePosts';
import { ItemArticle, ItemPageFrame, type ItemPageProps } from '../items/ItemPage';
import { usePageTitle } from '../layout/usePageTitle';
import styles from '../items/ItemPage.module.css';

/** The picture spans the item column: 56rem at most, less the page's padding. */
const PICTURE_SIZES = '(min-width: 960px) 848px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** /announcements/:id: one announcement whole (picture, title, date, text, attachment), from the home page's list. */
export default function AnnouncementPage({ notFound }: ItemPageProps) {
  const { id } = useParams();
  const [posts, load] = usePosts();
  useEffect(load, [load]);
  const post = posts.status === 'loaded' ? itemById(posts.data, id, (p) => p.ID) : null;
  usePageTitle(post && itemPageTitle('announcement', post.Title));
  if (posts.status === 'loaded' && !post) return notFound;

  const picture = post?.Image ? imageSources(post.Image, API_BASE) : null;
  const attachment = resolveFileUrl(post?.Attachment, API_BASE);
  return (
    <ItemPageFrame
      back={{ to: paths.home, label: PUBLIC_PAGES_TEXTS.items.backToAnnouncements }}
      loading={posts.status === 'idle' || posts.status === 'loading'}
      error={posts.status === 'error' ? PUBLIC_TEXTS.home.postsError : null}
    >
      {post && (
        <ItemArticle title={post.Title}>
          <p className={styles.meta}>
            {PUBLIC_PAGES_TEXTS.items.postedOn} <time dateTime={post.CreatedAt}>{formatGalleryDate(post.CreatedAt)}</time>
          </p>
          {picture && (
            <SmartImage
              className={styles.picture}
              {...imageAttributes(picture, PICTURE_SIZES)}
              alt=""
              priority
            />
          )}
          {post.Description && <p className={styles.text}>{post.Description}</p>}
          {attachment && <AttachmentLink className={styles.attachment} href={attachment} />}
        </ItemArticle>
      )}
    </ItemPageFrame>
  );
}
