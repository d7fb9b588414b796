import { useState } from 'react';
import { FileField, type ExistingFile } from '../../ui/FileField';
import { TextField } from '../../ui/TextField';
import { EditorForm } from '../content/EditorForm';
import { StoredFileField } from '../content/StoredFileField';
import styles from './summit.module.css';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';
import type { PictureDetails } from '../../domain/pictures';
import { validateSummitForm } from '../../domain/summits';
import { PictureDetailsFields, usePictureDetails } from '../content/PictureDetailsFields';

export interface SummitFormValues {
  title: string;
  outfitImage: File | null;
  timetable: File | null;
  posters: File[];
  /** The outfit picture's alt text, decorative mark and focal point fields that changed (decision 024). */
  outfitDetails?: Record<string, string>;
}

export interface SummitFormProps {
  mode: 'create' | 'edit';
  initialTitle?: string;
  /** Edit mode: the stored files (blank pickers keep them). */
  current?: { outfit?: ExistingFile; timetable?: ExistingFile; posters: ExistingFile[] };
  /** Edit mode: the stored outfit picture's path and details. */
  currentOutfitDetails?: { path: string | null; details?: PictureDetails };
  busy: boolean;
  progress: number | null;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: SummitFormValues) => Promise<boolean> | void;
  onCancel: () => void;
}

/** Title, outfit image, timetable PDF and posters of a summit. */
export function SummitForm({ mode, initialTitle = '', current, currentOutfitDetails, busy, progress, onSubmit, onCancel }: SummitFormProps) {
  const [title, setTitle] = useState(initialTitle);
  const [outfitImage, setOutfitImage] = useState<File | null>(null);
  const [timetable, setTimetable] = useState<File | null>(null);
  const [posters, setPosters] = useState<File[]>([]);
  const outfit = usePictureDetails('outfit_image', outfitImage, currentOutfitDetails);
  const send = () => {
    const values = { title, outfitImage, timetable, posters };
    // The specification's checks and their banner come first (the screen's); then the outfit's alt text.
    if (!validateSummitForm(values, mode) && !outfit.check()) return;
    void onSubmit({ ...values, outfitDetails: outfit.fields() });
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
    </EditorForm>
  );
}
