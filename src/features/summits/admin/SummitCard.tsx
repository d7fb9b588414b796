import { API_BASE } from '../../../api/client';
import { imageSources, resolveFileUrl } from '../../../domain/imageSources';
import type { SummitView } from '../rules';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { PLACEHOLDER_SRC } from '../../../ui/SmartImage';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './summit.module.css';
import { EditDeleteFooter } from '../../../admin/content/Screen';
import { CardPicture } from '../../../admin/content/StoredImage';
import { useAdminTexts } from '../../../admin/texts';

export interface Picture {
  src: string;
  alt: string;
}

export interface SummitCardProps {
  summit: SummitView;
  onView: (picture: Picture) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function Thumb({ path, alt, className, onView }: { path: string; alt: string; className?: string; onView: (p: Picture) => void }) {
  const T = useAdminTexts().admin.summit;
  const image = imageSources(path, API_BASE, PLACEHOLDER_SRC);
  return (
    <button type="button" className={styles.thumbButton} onClick={() => onView({ src: image.src, alt })}>
      <CardPicture
        className={className}
        path={path}
        sizes="10rem"
        alt=""
      />
      <VisuallyHidden>{T.viewFullSize(alt)}</VisuallyHidden>
    </button>
  );
}

/** A summit: title, outfit (opens full size), timetable link, posters. Each block only if present. */
export function SummitCard({ summit, onView, onEdit, onDelete }: SummitCardProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const timetable = resolveFileUrl(summit.Timetable, API_BASE);
  return (
    <Card asChild>
      <li className={styles.card}>
        <CardHeader>
          <CardTitle>{summit.Title}</CardTitle>
        </CardHeader>
        <CardContent className={styles.content}>
          {summit.OutfitImage && (
            <figure className={styles.figure}>
              <Thumb path={summit.OutfitImage} alt={T.summit.outfitAlt(summit.Title)} className={styles.outfit} onView={onView} />
              <figcaption>{T.summit.outfit}</figcaption>
            </figure>
          )}
          {timetable && (
            <a className={styles.link} href={timetable} target="_blank" rel="noreferrer">
              {t.page.summitTimetableLink}
              <VisuallyHidden> {T.common.linkOf(summit.Title)}</VisuallyHidden>
            </a>
          )}
          <div>
            <p className={styles.label}>{T.summit.posters}</p>
            {summit.Posters.length > 0 ? (
              <ul role="list" className={styles.posters} aria-label={T.summit.postersOf(summit.Title)}>
                {summit.Posters.map((poster, index) => (
                  <li key={`${poster}-${index}`}>
                    <Thumb path={poster} alt={T.summit.posterAlt(index + 1, summit.Title)} className={styles.poster} onView={onView} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.none}>{t.empty.poster}</p>
            )}
          </div>
        </CardContent>
        <EditDeleteFooter name={summit.Title} onEdit={onEdit} onDelete={onDelete} />
      </li>
    </Card>
  );
}
