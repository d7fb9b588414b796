import { useId } from 'react';
import { API_BASE } from '../../../api/client';
import { imageAttributes, imageSources, resolveFileUrl } from '../../../domain/imageSources';
import { focusPosition, pictureAlt } from '../../../domain/pictures';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { SUMMIT_PAGE_TEXTS } from '../../../domain/texts/pages/summit';
import type { SummitView } from '../rules';
import { PLACEHOLDER_SRC, SmartImage } from '../../../ui/SmartImage';
import { OutfitImage } from './OutfitImage';
import { summitPage } from '../routes';
import { TitleLink } from '../../../public/items/TitleLink';
import styles from './SummitCard.module.css';

const POSTER_SIZES = '(min-width: 1024px) 12rem, (min-width: 640px) 25vw, 45vw';

export interface SummitCardProps {
  summit: SummitView;
  /** The first card's outfit is in view on arrival: load it at once. */
  eager?: boolean;
}

/**
 * One summit: title, the outfit (opens full size), 'View Timetable' in a new tab and the posters
 * ('No Poster Available' without any). Outfit and timetable show only when present (spec section 2).
 */
export function SummitCard({ summit, eager = false }: SummitCardProps) {
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <TitleLink to={summitPage(summit.ID)}>{summit.Title}</TitleLink>
      </h2>
      <SummitDetails summit={summit} eager={eager} />
    </article>
  );
}

/**
 * A summit's facts under its title: the outfit, 'View Timetable' and the posters. The summit page's
 * cards show them under an h2, the summit's own page under its h1 (`subheading` 'h2').
 */
export function SummitDetails({ summit, eager = false, subheading: Subheading = 'h3' }: SummitCardProps & { subheading?: 'h2' | 'h3' }) {
  const pageTexts = usePagesTexts({ summit: SUMMIT_PAGE_TEXTS });
  const outfit = summit.OutfitImage ? imageSources(summit.OutfitImage, API_BASE, PLACEHOLDER_SRC) : null;
  const timetable = resolveFileUrl(summit.Timetable, API_BASE);
  // The outfit is a button that opens it full size: it keeps a name even when marked decorative.
  const outfitAlt = summit.OutfitImageDetails?.alt ?? `${summit.Title} outfit`;
  return (
    <div className={styles.body}>
      {outfit && (
        <div className={styles.outfit}>
          <Subheading className={styles.subheading}>{pageTexts.summit.outfit}</Subheading>
          <OutfitImage picture={outfit} alt={outfitAlt} position={focusPosition(summit.OutfitImageDetails)} priority={eager} />
        </div>
      )}
      <div className={styles.details}>
        {timetable && (
          <a className={styles.timetable} href={timetable} target="_blank" rel="noopener noreferrer">
            {pageTexts.summit.timetableLink}
          </a>
        )}
        {/* Blocks, not regions: every card has them, and same-named landmarks confuse navigation. */}
        <div>
          <Subheading className={styles.subheading}>{pageTexts.summit.posters}</Subheading>
          {summit.Posters.length === 0 ? (
            <p className={styles.noPoster}>{pageTexts.summit.noPoster}</p>
          ) : (
            <ul className={styles.posters}>
              {summit.Posters.map((path, index) => {
                const poster = imageSources(path, API_BASE, PLACEHOLDER_SRC);
                return (
                  <li key={`${index}-${path}`}>
                    <SmartImage
                      className={styles.poster}
                      {...imageAttributes(poster, POSTER_SIZES, [900, 1200])}
                      alt={pictureAlt(summit.PosterDetails?.[path], pageTexts.summit.posterAlt(summit.Title, index + 1))}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
