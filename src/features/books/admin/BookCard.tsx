import { API_BASE } from '../../../api/client';
import type { Book } from '../api';
import { formatBookDate } from '../../../domain/dates';
import { resolveFileUrl } from '../../../domain/imageSources';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/Card';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import editor from '../../../admin/content/editor.module.css';
import styles from './book.module.css';
import { EditDeleteFooter } from '../../../admin/content/Screen';
import { CardPicture } from '../../../admin/content/StoredImage';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';

export interface BookCardProps {
  book: Book;
  onEdit: () => void;
  onDelete: () => void;
}

/** A book of the collection: cover, title, description, 'Uploaded on <date>', its reading plan. */
export function BookCard({ book, onEdit, onDelete }: BookCardProps) {
  const t = useAdminTexts();
  const { locale } = useAdminLanguage();
  const plan = resolveFileUrl(book.ReadingPlan, API_BASE);
  return (
    <Card asChild>
      <li className={editor.card}>
        <div className={styles.coverBox}>
          <CardPicture
            className={styles.cover}
            path={book.Image}
            sizes="16rem"
            fit="contain"
            alt={t.admin.common.coverAlt(book.Title)}
          />
        </div>
        <CardHeader>
          <CardTitle>{book.Title}</CardTitle>
          {book.Description && <CardDescription className={styles.description}>{book.Description}</CardDescription>}
        </CardHeader>
        <CardContent className={styles.meta}>
          <p>
            {t.page.bookUploadedOn} {formatBookDate(book.CreatedAt, undefined, locale)}
          </p>
          {plan && (
            <a href={plan} target="_blank" rel="noreferrer">
              {t.page.bookReadingPlanLink}
              <VisuallyHidden> {t.admin.common.linkOf(book.Title)}</VisuallyHidden>
            </a>
          )}
        </CardContent>
        <EditDeleteFooter name={book.Title} onEdit={onEdit} onDelete={onDelete} />
      </li>
    </Card>
  );
}
