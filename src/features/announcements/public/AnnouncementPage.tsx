import { textLanguage } from '../../../domain/locale';
import { useEffect } from 'react';
import { API_BASE } from '../../../api/client';
import { withErrorText } from '../../../api/useLoad';
import { formatGalleryDate } from '../../../domain/dates';
import { imageAttributes, imageSources, resolveFileUrl } from '../../../domain/imageSources';
import { pictureAlt } from '../../../domain/pictures';
import { HOME_ROUTE } from '../../../domain/routes';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { ITEM_PAGE_TEXTS } from '../../../domain/texts/pages/items';
import { useLocale, usePublicTexts } from '../../../public/locale';
import { SmartImage } from '../../../ui/SmartImage';
import { useTimeZone } from '../../../public/useTimeZone';
import { AttachmentLink } from '../../../public/home/AttachmentLink';
import { useAnnouncements } from './useAnnouncements';
import { ItemArticle, ItemPageFrame, useListItem, type ItemPageProps } from '../../../public/items/ItemPage';
import styles from '../../../public/items/ItemPage.module.css';
import { WrittenText } from '../../../public/writtenText';

/** The picture spans the item column: 56rem at most, less the page's padding. */
const PICTURE_SIZES = '(min-width: 960px) 848px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** /announcements/:id: one announcement whole (picture, title, date, text, attachment), from the home page's list. */
export default function AnnouncementPage({ notFound }: ItemPageProps) {
  const texts = usePublicTexts();
  const pageTexts = usePagesTexts({ items: ITEM_PAGE_TEXTS });
  const [posts, load] = useAnnouncements();
  const timeZone = useTimeZone();
  const locale = useLocale();
  useEffect(load, [load]);
  const { item: post, missing, frame } = useListItem(withErrorText(posts, () => texts.home.postsError), 'announcement', (p) => p.ID, (p) => p.Title);
  if (missing) return notFound;

  const picture = post?.Image ? imageSources(post.Image, API_BASE) : null;
  const attachment = resolveFileUrl(post?.Attachment, API_BASE);
  return (
    <ItemPageFrame back={{ to: HOME_ROUTE, label: pageTexts.items.backToAnnouncements }} {...frame}>
      {post && (
        <ItemArticle title={post.Title} lang={textLanguage(post.Language)}>
          <p className={styles.meta}>
            {pageTexts.items.postedOn} <time dateTime={post.CreatedAt}>{formatGalleryDate(post.CreatedAt, timeZone, locale)}</time>
          </p>
          {picture && (
            <SmartImage
              className={styles.picture}
              {...imageAttributes(picture, PICTURE_SIZES)}
              alt={pictureAlt(post.ImageDetails)}
              priority
            />
          )}
          {post.Description && <WrittenText text={post.Description} className={styles.text} lang={textLanguage(post.Language)} />}
          {attachment && <AttachmentLink className={styles.attachment} href={attachment} />}
        </ItemArticle>
      )}
    </ItemPageFrame>
  );
}
