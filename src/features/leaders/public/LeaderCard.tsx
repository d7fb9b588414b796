import { API_BASE } from '../../../api/client';
import type { Leader } from '../api';
import { specifiedOr } from '../rules';
import { imageAttributes, imageSources } from '../../../domain/imageSources';
import { focusPosition, pictureAlt } from '../../../domain/pictures';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CHAPLAINCY_PAGE_TEXTS } from '../../../domain/texts/pages/chaplaincy';
import { PLACEHOLDER_SRC, SmartImage } from '../../../ui/SmartImage';
import { WrittenText } from '../../../public/writtenText';
import styles from './LeaderCard.module.css';

/** The photo is drawn 8rem wide: the smallest resized copy is plenty. */
const PHOTO_SIZES = '128px';
const PHOTO_PX = 128;

/** One leader: photo (the placeholder when missing or broken), name, 'Title:' and 'Contact:' (spec section 2). */
export function LeaderCard({ leader }: { leader: Leader }) {
  const pageTexts = usePagesTexts({ chaplaincy: CHAPLAINCY_PAGE_TEXTS });
  const photo = imageSources(leader.Image, API_BASE, PLACEHOLDER_SRC);
  return (
    <article className={styles.card}>
      <SmartImage
        className={styles.photo}
        {...imageAttributes(photo, PHOTO_SIZES, [PHOTO_PX, PHOTO_PX])}
        alt={pictureAlt(leader.ImageDetails, pageTexts.chaplaincy.photoAlt(leader.Name))}
        style={{ objectPosition: focusPosition(leader.ImageDetails) }}
      />
      <h3 className={styles.name}>{leader.Name}</h3>
      <p className={styles.line}>
        <span className={styles.label}>{pageTexts.chaplaincy.titleLabel}</span> {specifiedOr(leader.Title, pageTexts.chaplaincy.notSpecified)}
      </p>
      {/* A phone number or an e-mail, as the admin wrote it: one tap calls or writes. */}
      <WrittenText text={specifiedOr(leader.Contact, pageTexts.chaplaincy.notSpecified)} lead={<span className={styles.label}>{pageTexts.chaplaincy.contactLabel}</span>} className={styles.line} />
    </article>
  );
}
