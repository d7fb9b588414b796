import { API_BASE } from '../../api/client';
import { imageSources, type GalleryItemView } from '../../domain/media';
import { SmartImage } from '../../ui/SmartImage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './GalleryTile.module.css';
import { GALLERY_TILE_SIZES } from '../../domain/pictureSizes';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';

export interface GalleryTileProps {
  item: GalleryItemView;
  /** The placeholder picture (an item without files, a picture that fails to load). */
  placeholder: string;
  /** Tiles at the top load their picture at once; the others when scrolled near. */
  eager?: boolean;
  onOpen: (item: GalleryItemView) => void;
}

/** One event of the gallery: its first file, title, description and date; a click opens the viewer. */
export function GalleryTile({ item, placeholder, eager = false, onOpen }: GalleryTileProps) {
  const first = item.files[0];
  const picture = first && !first.isVideo ? imageSources(first.path, API_BASE, placeholder) : null;
  const hasFiles = item.files.length > 0;
  const several = item.files.length > 1;

  const cover = first?.isVideo ? (
    <span className={styles.video}>
      <video className={styles.media} src={item.coverUrl} preload="metadata" muted playsInline tabIndex={-1} aria-hidden="true" />
      <svg className={styles.play} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5l11 7-11 7z" />
      </svg>
    </span>
  ) : (
    <SmartImage
      className={styles.media}
      src={picture?.src ?? placeholder}
      srcSet={picture?.srcSet}
      sizes={picture?.srcSet ? GALLERY_TILE_SIZES : undefined}
      width={picture?.width ?? 400}
      height={picture?.height ?? 300}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fallbackSrc={placeholder}
    />
  );

  return (
    <article className={styles.tile}>
      {hasFiles ? (
        <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => onOpen(item)}>
          {cover}
          {/* The name reads 'View Summit Opening, 3 files': the visible number is part of it. */}
          <VisuallyHidden>
            {PUBLIC_PAGES_TEXTS.gallery.view(item.title)}
            {several && ','}
          </VisuallyHidden>
          {several && (
            <span className={styles.count}>
              {item.files.length}
              <VisuallyHidden> {PUBLIC_PAGES_TEXTS.gallery.files}</VisuallyHidden>
            </span>
          )}
        </button>
      ) : (
        cover
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>{item.title}</h2>
        <p className={styles.description}>{item.description}</p>
        <p className={styles.date}>{item.date}</p>
      </div>
    </article>
  );
}
