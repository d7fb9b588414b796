import { useId, useState } from 'react';
import { API_BASE } from '../../api/client';
import { resolveFileUrl } from '../../domain/imageSources';
import { NO_PICTURE_DETAILS, type PictureDetails } from '../../domain/pictures';
import { ALT_MAX_LENGTH, checkPictureDetails, pictureDetailsFields } from '../../domain/pictureForms';
import { FocalPointPicker } from '../../ui/FocalPointPicker';
import { TextField } from '../../ui/TextField';
import { useAdminTexts } from '../texts';
import styles from './PictureDetailsFields.module.css';

/**
 * A picture field's details (decision 024): what the form shows and sends. `field` is the form
 * field's name ('image', 'outfit_image', 'heroBackgroundImage'), `current` the stored picture and
 * its details on edit, `chosen` the file picked now.
 */
export function usePictureDetails(field: string, chosen: File | null, current?: { path: string | null | undefined; details?: PictureDetails }) {
  const [details, setDetails] = useState<PictureDetails>(current?.details ?? NO_PICTURE_DETAILS);
  const [error, setError] = useState<string | undefined>();
  const [pickedOn, setPickedOn] = useState(chosen);
  const altId = `${useId()}-alt`;

  // A new picture starts without the old one's focal point: it belongs to another picture.
  if (pickedOn !== chosen) {
    setPickedOn(chosen);
    if (chosen) setDetails((d) => ({ ...d, focus: null }));
  }

  const stored = resolveFileUrl(current?.path, API_BASE);
  const picture = chosen ? { file: chosen } : stored ? { src: stored } : null;
  return {
    props: { altId, details, onChange: setDetails, error, picture },
    /**
     * True when the form may be sent; else shows why beside the alt field and focuses it. A picture
     * chosen now needs an alt text or the decorative mark; a stored one from before alt texts
     * existed does not block an edit of the item's other fields.
     */
    check(): boolean {
      const problem = chosen ? checkPictureDetails(details) : null;
      setError(problem ?? undefined);
      if (problem) document.getElementById(altId)?.focus();
      return !problem;
    },
    /** The fields to send: those changed (a replaced picture keeps none of the old one's details). */
    fields: (): Record<string, string> => (picture ? pictureDetailsFields(field, details, chosen ? undefined : current?.details) : {}),
  };
}

export interface PictureDetailsFieldsProps {
  altId: string;
  details: PictureDetails;
  onChange: (details: PictureDetails) => void;
  error?: string;
  /** The picture to pick the focal point on: the file chosen or the stored one's URL; without one nothing is shown. */
  picture: { file: Blob } | { src: string } | null;
  disabled?: boolean;
  /** False for a picture the site never crops (a book's cover is shown whole): no focal point. */
  withFocus?: boolean;
}

/** Alt text, "Decorative" and the focal point, under a picture field once there is a picture. */
export function PictureDetailsFields({ altId, details, onChange, error, picture, disabled, withFocus = true }: PictureDetailsFieldsProps) {
  const t = useAdminTexts();
  const T = t.admin.pictureDetails;
  if (!picture) return null;
  return (
    <div className={styles.details}>
      <TextField
        id={altId}
        label={T.alt}
        hint={T.altHint}
        value={details.alt ?? ''}
        maxLength={ALT_MAX_LENGTH}
        onChange={(event) => onChange({ ...details, alt: event.currentTarget.value })}
        error={error}
        disabled={disabled}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={details.decorative} onChange={(event) => onChange({ ...details, decorative: event.currentTarget.checked })} disabled={disabled} />
        {T.decorative}
      </label>
      {withFocus && (
        <>
          <p className={styles.hint}>{T.focusHint}</p>
          <FocalPointPicker {...picture} texts={t.focalPoint} value={details.focus} onChange={(focus) => onChange({ ...details, focus })} disabled={disabled} />
        </>
      )}
    </div>
  );
}
