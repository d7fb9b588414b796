import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/Card';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { GalleryItemView } from '../rules';
import { EditDeleteFooter, Fact, Facts } from '../../../admin/content/Screen';
import { CardPicture } from '../../../admin/content/StoredImage';
import { useAdminTexts } from '../../../admin/texts';
import styles from './albums.module.css';

export interface AlbumCardProps {
  view: GalleryItemView;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One media item: its first file, title, description, date and number of files. */
export function AlbumCard({ view, onView, onEdit, onDelete }: AlbumCardProps) {
  const T = useAdminTexts().admin.media;
  return (
    <Card asChild>
      <li className={styles.card}>
        <button type="button" className={styles.cover} onClick={onView} disabled={view.files.length === 0}>
          {view.coverIsVideo && !view.files[0]?.poster ? (
            // Muted, no controls: without a poster picture, the first frame is the cover; the viewer plays it.
            <video className={styles.coverMedia} src={view.coverUrl} muted playsInline preload="metadata" aria-hidden="true" />
          ) : (
            <CardPicture
              className={styles.coverMedia}
              path={view.coverIsVideo ? view.files[0]?.poster : view.files[0]?.path}
              sizes="(min-width: 1024px) 24rem, 100vw"
              alt=""
            />
          )}
          {view.coverIsVideo && (
            <span className={styles.videoBadge} aria-hidden="true">
              {T.video}
            </span>
          )}
          <VisuallyHidden>{T.view(view.title)}</VisuallyHidden>
        </button>
        <CardHeader>
          <CardTitle lang={view.language}>{view.title}</CardTitle>
          <CardDescription className={styles.description} lang={view.language}>
            {view.description}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Facts>
            <Fact label={T.dateLabel}>{view.date}</Fact>
            <Fact label={T.filesLabel}>{T.fileCount(view.files.length)}</Fact>
          </Facts>
        </CardContent>
        <EditDeleteFooter name={view.title} onEdit={onEdit} onDelete={onDelete} />
      </li>
    </Card>
  );
}
