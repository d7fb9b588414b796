import { API_BASE } from '../../../api/client';
import type { GalleryFileView, GalleryItemView } from '../rules';
import { imageSources } from '../../../domain/imageSources';
import { parseNumericId } from '../../../domain/ids';
import { pictureAlt } from '../../../domain/pictures';
import { albumPage } from '../routes';
import { Icon } from '../../../ui/Icon';
import { SmartImage } from '../../../ui/SmartImage';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './AlbumTile.module.css';
import { GALLERY_TILE_SIZES } from '../../../domain/pictureSizes';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { GALLERY_PAGE_TEXTS } from '../../../domain/texts/pages/gallery';
import { TitleLink } from '../../../public/items/TitleLink';
import { WrittenText } from '../../../public/writtenText';

export interface AlbumTileProps {
  item: GalleryItemView;
  /** The placeholder picture (an item without files, a picture that fails to load). */
  placeholder: string;
  /** Tiles at the top load their picture at once; the others when scrolled near. */
  eager?: boolean;
  onOpen: (item: GalleryItemView) => void;
}

/** One event of the gallery: its first file, title, description and date; a click opens the viewer. */
export function AlbumTile({ item, placeholder, eager = false, onOpen }: AlbumTileProps) {
  const pageTexts = usePagesTexts({ gallery: GALLERY_PAGE_TEXTS });
  const hasFiles = item.files.length > 0;
  const several = item.files.length > 1;
  const cover = <MediaThumb file={item.files[0]} placeholder={placeholder} eager={eager} />;
  const id = parseNumericId(item.id);

  return (
    <article className={styles.tile}>
      {hasFiles ? (
        <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => onOpen(item)}>
          {cover}
          {/* The name reads 'View Summit Opening, 3 files': the visible number is part of it. */}
          <VisuallyHidden>
            {pageTexts.gallery.view(item.title)}
            {several && ','}
          </VisuallyHidden>
          {several && (
            <span className={styles.count}>
              {item.files.length}
              <VisuallyHidden> {pageTexts.gallery.files}</VisuallyHidden>
            </span>
          )}
        </button>
      ) : (
        cover
      )}
      <div className={styles.body}>
        <h2 className={styles.title} lang={item.language}>
          {id === null ? item.title : <TitleLink to={albumPage(id)}>{item.title}</TitleLink>}
        </h2>
        <WrittenText text={item.description} className={styles.description} lang={item.language} />
        <p className={styles.date}>{item.date}</p>
      </div>
    </article>
  );
}

export interface MediaThumbProps {
  /** The file shown; none gives the placeholder. */
  file: GalleryFileView | undefined;
  placeholder: string;
  eager?: boolean;
}

/**
 * A file of the gallery as a thumbnail: a picture, or a video's poster picture (the placeholder when
 * it has none) under a play sign. The video itself is downloaded only when it is played, in the viewer.
 */
export function MediaThumb({ file, placeholder, eager = false }: MediaThumbProps) {
  const shown = file?.isVideo ? file.poster : file?.path;
  const picture = shown ? imageSources(shown, API_BASE, placeholder) : null;
  const image = (
    <SmartImage
      className={styles.media}
      src={picture?.src ?? placeholder}
      srcSet={picture?.srcSet}
      sizes={picture?.srcSet ? GALLERY_TILE_SIZES : undefined}
      width={picture?.width ?? 400}
      height={picture?.height ?? 300}
      alt={file?.isVideo ? '' : pictureAlt(file?.details)}
      loading={eager ? 'eager' : 'lazy'}
      fallbackSrc={placeholder}
    />
  );
  if (!file?.isVideo) return image;
  return (
    <span className={styles.video}>
      {image}
      <Icon className={styles.play} path="M8 5l11 7-11 7z" />
    </span>
  );
}
