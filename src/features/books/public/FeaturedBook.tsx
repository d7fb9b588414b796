import type { CSSProperties } from 'react';
import { API_BASE } from '../../../api/client';
import type { FeaturedBookView } from '../rules';
import { imageAttributes, imageSources } from '../../../domain/imageSources';
import { pictureAlt } from '../../../domain/pictures';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { BOOK_PAGE_TEXTS } from '../../../domain/texts/pages/book';
import { SmartImage } from '../../../ui/SmartImage';
import { BOOK_COVER_SIZES } from '../../../domain/pictureSizes';
import { WrittenText } from '../../../public/writtenText';
import styles from './FeaturedBook.module.css';

/** The most a cover takes, in CSS px (spec section 9). */
const COVER_BOX = [256, 384] as const;

/** The featured book: cover, title, 'Description:' and 'View Reading Plan' when present (spec section 2). */
export function FeaturedBook({ book }: { book: FeaturedBookView }) {
  const pageTexts = usePagesTexts({ book: BOOK_PAGE_TEXTS });
  const cover = imageAttributes(imageSources(book.image, API_BASE), BOOK_COVER_SIZES, COVER_BOX);
  // The cover's width in its own proportions within the box, known before the picture arrives: with
  // a width left to the picture, the cover took no room until then and the page moved by its size.
  const width = Math.min(COVER_BOX[0], (COVER_BOX[1] * (cover.width ?? COVER_BOX[0])) / (cover.height ?? COVER_BOX[1]));
  return (
    <article className={styles.book}>
      <SmartImage
        className={styles.cover}
        style={{ '--cover-width': `${width}px` } as CSSProperties}
        {...cover}
        alt={pictureAlt(book.imageDetails, pageTexts.book.coverAlt(book.title))}
        fit="contain"
        // The cover is the largest picture of the page, in view on arrival.
        priority
      />
      <div className={styles.body}>
        <h2 className={styles.title}>{book.title}</h2>
        {book.description && (
          <WrittenText text={book.description} lead={<span className={styles.label}>{pageTexts.book.descriptionLabel}</span>} className={styles.description} />
        )}
        {book.readingPlanUrl && (
          <a className={styles.plan} href={book.readingPlanUrl} target="_blank" rel="noopener noreferrer">
            {pageTexts.book.readingPlanLink}
          </a>
        )}
      </div>
    </article>
  );
}
