import { API_BASE } from '../../api/client';
import type { Book } from '../../api/books';
import { formatBookDate } from '../../domain/dates';
import { resolveFileUrl } from '../../domain/media';
import { PAGE_TEXTS } from '../../domain/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card';
import { PLACEHOLDER_SRC } from '../../ui/SmartImage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import editor from '../content/editor.module.css';
import styles from './book.module.css';
import { EditDeleteFooter } from '../content/Screen';
import { StoredImage } from '../content/StoredImage';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

export interface BookCardProps {
  book: Book;
  onEdit: () => void;
  onDelete: () => void;
}

/** A book of the collection: cover, title, description, 'Uploaded on <date>', its reading plan. */
export function BookCard({ book, onEdit, onDelete }: BookCardProps) {
  const plan = resolveFileUrl(book.ReadingPlan, API_BASE);
  return (
    <Card asChild>
      <li className={editor.card}>
        <div className={styles.coverBox}>
          <StoredImage
            className={styles.cover}
            path={book.Image}
            placeholder={PLACEHOLDER_SRC}
            sizes="16rem"
            fit="contain"
            loading="eager"
            alt={T.common.coverAlt(book.Title)}
          />
        </div>
        <CardHeader>
          <CardTitle>{book.Title}</CardTitle>
          {book.Description && <CardDescription className={styles.description}>{book.Description}</CardDescription>}
        </CardHeader>
        <CardContent className={styles.meta}>
          <p>
            {PAGE_TEXTS.bookUploadedOn} {formatBookDate(book.CreatedAt)}
          </p>
          {plan && (
            <a href={plan} target="_blank" rel="noreferrer">
              {PAGE_TEXTS.bookReadingPlanLink}
              <VisuallyHidden> {T.common.linkOf(book.Title)}</VisuallyHidden>
            </a>
          )}
        </CardContent>
        <EditDeleteFooter name={book.Title} onEdit={onEdit} onDelete={onDelete} />
      </li>
    </Card>
  );
}
