import { trashThumbnails } from '../../domain/trashPictures';
import { Skeleton } from '../../ui/Skeleton';
import { PLACEHOLDER_SRC, SmartImage } from '../../ui/SmartImage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useAdminTexts } from '../texts';
import { useTrashPicture } from './useTrashPicture';
import styles from './trash.module.css';

/**
 * A trashed item's first pictures as small thumbnails, and '+2 more' for the others, so the team
 * recognises what it restores or deletes for good. Decorative (the title is beside them): screen
 * readers hear how many pictures there are. Nothing at all for an item without pictures.
 */
export function TrashPictures({ pictures }: { pictures: readonly string[] }) {
  const T = useAdminTexts().admin;
  const { shown, more } = trashThumbnails(pictures);
  if (shown.length === 0) return null;
  return (
    <div className={styles.pictures}>
      {shown.map((path, i) => (
        <TrashThumbnail key={`${i}:${path}`} path={path} />
      ))}
      {more > 0 && (
        <span className={styles.more} aria-hidden="true">
          {T.trash.morePictures(more)}
        </span>
      )}
      <VisuallyHidden>{T.trash.pictures(pictures.length)}</VisuallyHidden>
    </div>
  );
}

/**
 * One thumbnail in a box of fixed size, whatever happens: a skeleton while it loads, the picture,
 * or the neutral placeholder picture when it cannot be read (SmartImage also swaps to that when
 * the bytes do not decode).
 */
function TrashThumbnail({ path }: { path: string }) {
  const picture = useTrashPicture(path);
  if (picture.status === 'loading') return <Skeleton className={styles.thumbnail} />;
  return (
    <SmartImage
      src={picture.status === 'loaded' ? picture.url : PLACEHOLDER_SRC}
      alt=""
      // The box is the stylesheet's, the same for every picture: the size in the name is not needed.
      width={undefined}
      height={undefined}
      // Already in memory: nothing to defer.
      loading="eager"
      className={styles.thumbnail}
    />
  );
}
