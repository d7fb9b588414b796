import { textLanguage, type Locale } from '../../../domain/locale';
import { API_BASE } from '../../../api/client';
import type { Post } from '../api';
import { publicationOf } from '../form';
import { formatGalleryDate } from '../../../domain/dates';
import { formatAdminTime } from '../../../domain/adminTime';
import { publicationState, type PublicationState } from '../publishing';
import { resolveFileUrl } from '../../../domain/imageSources';
import type { AdminTexts } from '../../../domain/texts/adminTexts';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/Card';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { EditDeleteButtons } from '../../../admin/content/Screen';
import { StoredImage } from '../../../admin/content/StoredImage';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';
import styles from './AnnouncementCard.module.css';

export interface AnnouncementCardProps {
  post: Post;
  /** This card is the one in the form. */
  editing?: boolean;
  /** Edit and Delete wait while the form is sending. */
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Where an announcement stands, as the admin reads it (times in Dar es Salaam). */
function stateText(state: PublicationState, S: AdminTexts['announcements']['state'], locale: Locale): string {
  switch (state.kind) {
    case 'draft':
      return S.draft;
    case 'scheduled':
      return S.scheduled(formatAdminTime(state.at, locale));
    case 'published':
      return state.until ? S.publishedUntil(formatAdminTime(state.until, locale)) : S.published;
    case 'unpublished':
      return S.unpublished(formatAdminTime(state.since, locale));
  }
}

/** One announcement of the admin grid: image, title, date, publication state, description, View Attachment, Edit and Delete. */
export function AnnouncementCard({ post, editing = false, disabled = false, onEdit, onDelete }: AnnouncementCardProps) {
  const T = useAdminTexts().admin;
  const { locale } = useAdminLanguage();
  const attachment = resolveFileUrl(post.Attachment, API_BASE);
  const state = publicationState(publicationOf(post), new Date());
  return (
    <Card asChild className={styles.card}>
      <article data-editing={editing || undefined} aria-labelledby={`announcement-${post.ID}`}>
        {post.Image && (
          <StoredImage
            className={styles.image}
            path={post.Image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            // The title below names the card; the picture adds nothing a screen reader needs.
            alt=""
          />
        )}
        <CardHeader>
          <CardTitle id={`announcement-${post.ID}`} lang={textLanguage(post.Language)}>
            {post.Title}
          </CardTitle>
          <p className={styles.date}>
            <time dateTime={post.CreatedAt}>{formatGalleryDate(post.CreatedAt, undefined, locale)}</time>
          </p>
          <p className={styles.state} data-state={state.kind}>
            {stateText(state, T.announcements.state, locale)}
          </p>
        </CardHeader>
        {post.Description && (
          <CardContent className={styles.description} lang={textLanguage(post.Language)}>
            {post.Description}
          </CardContent>
        )}
        <CardFooter className={styles.footer}>
          {attachment && (
            <a className={styles.attachment} href={attachment} target="_blank" rel="noreferrer">
              {T.announcements.viewAttachment}
              <VisuallyHidden> {T.common.linkOf(post.Title)}</VisuallyHidden>
            </a>
          )}
          <span className={styles.buttons}>
            <EditDeleteButtons name={post.Title} onEdit={onEdit} onDelete={onDelete} disabled={disabled} />
          </span>
        </CardFooter>
      </article>
    </Card>
  );
}
