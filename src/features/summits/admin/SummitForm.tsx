import { useState } from 'react';
import { FileField, type ExistingFile } from '../../../ui/FileField';
import { TextField } from '../../../ui/TextField';
import { EditorForm } from '../../../admin/content/EditorForm';
import { StoredFileField } from '../../../admin/content/StoredFileField';
import styles from './summit.module.css';
import type { PictureDetails } from '../../../domain/pictures';
import { validateSummitForm } from '../checks';
import { PictureDetailsFields, usePictureDetails } from '../../../admin/content/PictureDetailsFields';
import { PictureTexts, usePictureTexts, type StoredPicture } from '../../../admin/content/PictureTexts';
import { useAdminTexts } from '../../../admin/texts';

export interface SummitFormValues {
  title: string;
  outfitImage: File | null;
  timetable: File | null;
  posters: File[];
  /** The outfit picture's alt text, decorative mark and focal point fields that changed (decision 024). */
  outfitDetails?: Record<string, string>;
  /** The posters' details as the API's poster_details (undefined: nothing changed). */
  posterDetails?: string;
}

export interface SummitFormProps {
  mode: 'create' | 'edit';
  initialTitle?: string;
  /** Edit mode: the stored files (blank pickers keep them). */
  current?: { outfit?: ExistingFile; timetable?: ExistingFile; posters: ExistingFile[] };
  /** Edit mode: the stored outfit picture's path and details. */
  currentOutfitDetails?: { path: string | null; details?: PictureDetails };
  /** Edit mode: the stored posters, named as the file field names them, with their details. */
  currentPosters?: StoredPicture[];
  busy: boolean;
  progress: number | null;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: SummitFormValues) => Promise<boolean> | void;
  onCancel: () => void;
}

/** Title, outfit image, timetable PDF and posters of a summit. */
export function SummitForm({ mode, initialTitle = '', current, currentOutfitDetails, currentPosters = [], busy, progress, onSubmit, onCancel }: SummitFormProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const [title, setTitle] = useState(initialTitle);
  const [outfitImage, setOutfitImage] = useState<File | null>(null);
  const [timetable, setTimetable] = useState<File | null>(null);
  const [posters, setPosters] = useState<File[]>([]);
  const outfit = usePictureDetails('outfit_image', outfitImage, currentOutfitDetails);
  // New posters replace the stored ones: then only theirs are asked for.
  const posterTexts = usePictureTexts(posters, posters.length > 0 ? [] : currentPosters);
  const send = () => {
    const values = { title, outfitImage, timetable, posters };
    // The specification's checks and their banner come first (the screen's); then the alt texts.
    if (!validateSummitForm(values, mode, t.summit) && ![outfit.check(), posterTexts.check()].every(Boolean)) return;
    void onSubmit({ ...values, outfitDetails: outfit.fields(), posterDetails: posterTexts.field() });
  };

  return (
    <EditorForm mode={mode} busy={busy} progress={progress} progressLabel={T.common.uploadingFiles} createLabel={T.summit.create} updateLabel={T.summit.update} onSubmit={send} onCancel={onCancel}>
      <TextField label={T.summit.summitTitle} name="title" required className={styles.wide} value={title} onChange={(e) => setTitle(e.target.value)} />
      <StoredFileField label={T.summit.outfitImage} name="outfit_image" accept="image/*" mode={mode} current={current?.outfit} onFile={setOutfitImage} />
      <PictureDetailsFields {...outfit.props} disabled={busy} />
      <StoredFileField label={T.summit.timetable} name="timetable" accept="application/pdf" mode={mode} current={current?.timetable} onFile={setTimetable} />
      <FileField
        label={T.summit.posters}
        name="posters"
        accept="image/*"
        multiple
        className={styles.wide}
        hint={mode === 'edit' ? T.summit.keepPosters : T.summit.postersHint}
        existing={current?.posters.length ? current.posters : undefined}
        onFilesChange={setPosters}
      />
      <PictureTexts {...posterTexts.props} className={styles.wide} disabled={busy} />
    </EditorForm>
  );
}
