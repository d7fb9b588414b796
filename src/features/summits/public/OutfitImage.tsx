import { lazy, Suspense, useState } from 'react';
import { imageAttributes, type ImageSources } from '../../../domain/imageSources';
import { SmartImage } from '../../../ui/SmartImage';
import { SUMMIT_OUTFIT_SIZES } from '../../../domain/pictureSizes';
import styles from './SummitCard.module.css';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { SUMMIT_PAGE_TEXTS } from '../../../domain/texts/pages/summit';

// The overlay (Radix Dialog) is downloaded when a visitor first wants it, not with the page.
const loadOverlay = () => import('../../../ui/ImageOverlay');
const ImageOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.ImageOverlay })));


export interface OutfitImageProps {
  picture: ImageSources;
  /** Names the picture and the full-size dialog. */
  alt: string;
  /** In view on arrival: load at once, first. */
  priority?: boolean;
  /** CSS object-position keeping the focal point in the thumbnail's crop. */
  position?: string;
}

/** The outfit thumbnail; a click shows the original full size over the page (closed by its button or the dimmed page). */
export function OutfitImage({ picture, alt, priority = false, position }: OutfitImageProps) {
  const pageTexts = usePagesTexts({ summit: SUMMIT_PAGE_TEXTS });
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.zoom}
        aria-label={pageTexts.summit.viewFullSize(alt)}
        aria-haspopup="dialog"
        // A pointer on its way or a keyboard focus: fetch the overlay's code before the click.
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SmartImage
          className={styles.outfitImage}
          {...imageAttributes(picture, SUMMIT_OUTFIT_SIZES, [1000, 1200])}
          alt=""
          style={{ objectPosition: position }}
          priority={priority}
        />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ImageOverlay src={picture.src} alt={alt} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
