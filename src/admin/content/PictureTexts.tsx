import clsx from 'clsx';
import { useId, useState } from 'react';
import { isVideoPath } from '../../domain/imageSources';
import { NO_PICTURE_DETAILS, type PictureDetails } from '../../domain/pictures';
import { checkPictureDetails, fileDetailsField } from '../../domain/pictureForms';
import { useAdminTexts } from '../texts';
import { PictureDetailsFields } from './PictureDetailsFields';
import styles from './PictureTexts.module.css';

const isImageFile = (file: File) => file.type.startsWith('image/') || (!file.type && !isVideoPath(file.name));

/** A stored file of the item, named as the file field names it ('Image 2'). */
export interface StoredPicture {
  path: string;
  label: string;
  isVideo: boolean;
  details: PictureDetails | null;
}

interface Entry {
  key: string;
  label: string;
  details: PictureDetails;
  set: (details: PictureDetails) => void;
}

/**
 * The alt text and decorative mark of each picture of a list (a media item's files, a summit's posters) (issue 13, decision 024): every
 * new picture needs one or the other before the form is sent; a stored picture's can be changed
 * and never blocks a save. `stored` are the item's pictures still kept, on edit.
 */
export function usePictureTexts(files: readonly File[], stored: readonly StoredPicture[] = []) {
  const [added, setAdded] = useState<ReadonlyMap<File, PictureDetails>>(new Map());
  const [edited, setEdited] = useState<ReadonlyMap<string, PictureDetails>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const idBase = useId();

  const storedPictures = stored.filter((file) => !file.isVideo);
  const newPictures = files.filter(isImageFile);
  const entries: Entry[] = [
    ...storedPictures.map((file) => ({
      key: file.path,
      label: file.label,
      details: edited.get(file.path) ?? file.details ?? NO_PICTURE_DETAILS,
      set: (details: PictureDetails) => setEdited((map) => new Map(map).set(file.path, details)),
    })),
    ...newPictures.map((file, index) => ({
      key: `new:${index}:${file.name}`,
      label: file.name,
      details: added.get(file) ?? NO_PICTURE_DETAILS,
      set: (details: PictureDetails) => setAdded((map) => new Map(map).set(file, details)),
    })),
  ];
  const altId = (key: string) => `${idBase}-${entries.findIndex((e) => e.key === key)}-alt`;

  return {
    props: { entries, errors, altId },
    /** True when the form may be sent; else shows why beside each new picture's alt field and focuses the first. */
    check(): boolean {
      const found = new Map<string, string>();
      for (const entry of entries.filter((e) => e.key.startsWith('new:'))) {
        const problem = checkPictureDetails(entry.details);
        if (problem) found.set(entry.key, problem);
      }
      setErrors(found);
      const first = [...found.keys()][0];
      if (first) document.getElementById(altId(first))?.focus();
      return found.size === 0;
    },
    /** The form's file_details (undefined: nothing to send). */
    field: (): string | undefined =>
      fileDetailsField(
        files.map((file) => (isImageFile(file) ? (added.get(file) ?? null) : null)),
        storedPictures.map((file) => ({ path: file.path, details: edited.get(file.path) ?? file.details ?? NO_PICTURE_DETAILS, before: file.details })),
      ),
  };
}

export interface PictureTextsProps {
  entries: Entry[];
  errors: ReadonlyMap<string, string>;
  altId: (key: string) => string;
  disabled?: boolean;
  className?: string;
}

/** One group per picture, named by the file: its alt text and "Decorative". */
export function PictureTexts({ entries, errors, altId, disabled, className }: PictureTextsProps) {
  const T = useAdminTexts().admin.pictureDetails;
  if (entries.length === 0) return null;
  return (
    <div className={clsx(styles.list, className)}>
      <p className={styles.hint}>{T.describeEach}</p>
      {entries.map((entry) => (
        <fieldset key={entry.key} className={styles.picture}>
          <legend>{entry.label}</legend>
          <PictureDetailsFields
            altId={altId(entry.key)}
            details={entry.details}
            onChange={entry.set}
            error={errors.get(entry.key)}
            picture={{ src: '' }}
            withFocus={false}
            disabled={disabled}
          />
        </fieldset>
      ))}
    </div>
  );
}
