import { textLanguage } from '../../../domain/locale';
import { API_BASE } from '../../../api/client';
import type { Post } from '../api';
import { imageSources, resolveFileUrl } from '../../../domain/imageSources';
import { focusPosition, pictureAlt } from '../../../domain/pictures';
import { DESCRIPTION_TOGGLE_LENGTH } from '../rules';
import { usePublicTexts } from '../../../public/locale';
import { TIMINGS } from '../../../domain/timings';
import { Carousel } from '../../../ui/Carousel';
import { EmptyState } from '../../../ui/EmptyState';
import { ReadMore } from '../../../ui/ReadMore';
import { SmartImage } from '../../../ui/SmartImage';
import { announcementPage } from '../routes';
import { TitleLink } from '../../../public/items/TitleLink';
import { AttachmentLink } from '../../../public/home/AttachmentLink';
import styles from './AnnouncementsCarousel.module.css';
import { RichText } from '../../../ui/RichText';
// Its own module, not the index's: only the slides need it, and so only the home page's chunk.
import { richTextLength, richTextPreview } from '../../../ui/RichText/preview';
import { WrittenDocument } from '../../../public/writtenText';

export interface AnnouncementsCarouselProps {
  /** Newest first. */
  posts: readonly Post[];
  /** Auto-advance every 5 s (default). */
  autoPlay?: boolean;
}

/** The announcements carousel: picture, title, description (Read More over 100 characters), attachment. */
export function AnnouncementsCarousel({ posts, autoPlay = true }: AnnouncementsCarouselProps) {
  const texts = usePublicTexts();
  if (posts.length === 0) return <EmptyState message={texts.home.noAnnouncements} />;
  return (
    <Carousel
      label={texts.home.announcements}
      autoPlay={autoPlay}
      interval={TIMINGS.carouselIntervalMs}
      swipeThreshold={TIMINGS.swipeThresholdPx}
      items={posts.map((post, index) => ({
        key: post.ID,
        render: () => <Slide post={post} first={index === 0} />,
      }))}
    />
  );
}

function Slide({ post, first }: { post: Post; first: boolean }) {
  const picture = post.Image ? imageSources(post.Image, API_BASE) : null;
  const attachment = resolveFileUrl(post.Attachment, API_BASE);
  return (
    <article className={styles.slide}>
      <div className={styles.picture}>
        {picture && (
          <SmartImage
            src={picture.src}
            srcSet={picture.srcSet}
            // The slide's picture: 3/5 of the 70rem content from 1024 px, the full width below.
            sizes="(min-width: 1152px) 672px, (min-width: 1024px) calc((100vw - 2rem) * 0.6), calc(100vw - 2rem)"
            width={picture.width ?? undefined}
            height={picture.height ?? undefined}
            alt={pictureAlt(post.ImageDetails)}
            style={{ objectPosition: focusPosition(post.ImageDetails) }}
            // Below the fold on every screen; the first slide's picture is the one seen first.
            loading={first ? 'eager' : 'lazy'}
            className={styles.image}
          />
        )}
      </div>
      <div className={styles.text}>
        <h3 className={styles.title} lang={textLanguage(post.Language)}>
          <TitleLink to={announcementPage(post.ID)} className={styles.titleLink}>
            {post.Title}
          </TitleLink>
        </h3>
        {post.Description && <SlideDescription text={post.Description} lang={textLanguage(post.Language)} />}
        {attachment && <AttachmentLink className={styles.attachment} href={attachment} />}
      </div>
    </article>
  );
}

/**
 * The description, cut to its first 100 characters on one line with 'Read More' (the slide's text
 * box holds no more), then whole: its links, formatting, lists and line breaks (public/writtenText.tsx).
 */
function SlideDescription({ text, lang }: { text: string; lang: string }) {
  // Only while the parser loads (a slide drawn without the server), in the slide's fixed text box.
  return (
    <WrittenDocument text={text} fallback={null}>
      {(document) => (
        <ReadMore
          as="div"
          text={text}
          length={richTextLength(document)}
          threshold={DESCRIPTION_TOGGLE_LENGTH}
          className={styles.description}
          renderText={(_shown, cut) => <RichText document={cut ? richTextPreview(document, DESCRIPTION_TOGGLE_LENGTH) : document} lang={lang} />}
        />
      )}
    </WrittenDocument>
  );
}
