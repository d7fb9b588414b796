import { API_BASE } from '../../api/client';
import type { FeaturedBookView } from '../../domain/books';
import { imageAttributes, imageSources } from '../../domain/media';
import { pictureAlt } from '../../domain/pictures';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { SmartImage } from '../../ui/SmartImage';
import { BOOK_COVER_SIZES } from '../../domain/pictureSizes';
import styles from './FeaturedBook.module.css';


/** The featured book: cover, title, 'Description:' and 'View Reading Plan' when present (spec section 2). */
export function FeaturedBook({ book }: { book: FeaturedBookView }) {
  const cover = imageSources(book.image, API_BASE);
  return (
    <article className={styles.book}>
      <SmartImage
        className={styles.cover}
        {...imageAttributes(cover, BOOK_COVER_SIZES, [256, 384])}
        alt={pictureAlt(book.imageDetails, PUBLIC_PAGES_TEXTS.book.coverAlt(book.title))}
        fit="contain"
        // The cover is the largest picture of the page, in view on arrival.
        priority
      />
      <div className={styles.body}>
        <h2 className={styles.title}>{book.title}</h2>
        {book.description && (
          <p className={styles.description}>
            <span className={styles.label}>{PUBLIC_PAGES_TEXTS.book.descriptionLabel}</span> {book.description}
          </p>
        )}
        {book.readingPlanUrl && (
          <a className={styles.plan} href={book.readingPlanUrl} target="_blank" rel="noopener noreferrer">
            {PUBLIC_PAGES_TEXTS.book.readingPlanLink}
          </a>
        )}
      </div>
    </article>
  );
}
