import { useState } from 'react';
import type { ExistingFile } from '../../../ui/FileField';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { EditorForm } from '../../../admin/content/EditorForm';
import { StoredFileField } from '../../../admin/content/StoredFileField';
import type { PictureDetails } from '../../../domain/pictures';
import { validateBookForm } from '../../../domain/validation';
import { PictureDetailsFields, usePictureDetails } from '../../../admin/content/PictureDetailsFields';
import { useAdminTexts } from '../../../admin/texts';

export interface BookFormValues {
  title: string;
  description: string;
  image: File | null;
  readingPlan: File | null;
  /** The cover's alt text and decorative mark fields that changed (decision 024). */
  imageDetails?: Record<string, string>;
}

export interface BookFormProps {
  mode: 'create' | 'edit';
  initial?: { title: string; description: string };
  /** Edit mode: the stored cover and reading plan (a blank pick keeps them). */
  currentCover?: ExistingFile;
  currentPlan?: ExistingFile;
  /** Edit mode: the stored cover's path and details. */
  currentCoverDetails?: { path: string | null; details?: PictureDetails };
  busy: boolean;
  progress: number | null;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: BookFormValues) => Promise<boolean>;
  onCancel: () => void;
}

/** Title, description, cover image and reading-plan PDF of a Book of the Year. */
export function BookForm({ mode, initial, currentCover, currentPlan, currentCoverDetails, busy, progress, onSubmit, onCancel }: BookFormProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [readingPlan, setReadingPlan] = useState<File | null>(null);
  const cover = usePictureDetails('image', image, currentCoverDetails);
  const send = () => {
    // The specification's checks and their banner come first (the screen's); then the cover's alt text.
    if (!validateBookForm({ title, image, readingPlan }, mode, t.validation) && !cover.check()) return;
    void onSubmit({ title, description, image, readingPlan, imageDetails: cover.fields() });
  };

  return (
    <EditorForm mode={mode} busy={busy} progress={progress} progressLabel={T.common.uploadingFiles} createLabel={T.book.add} updateLabel={T.book.update} onSubmit={send} onCancel={onCancel}>
      <TextField label={T.book.bookTitle} name="title" required value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextArea label={T.common.description} name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <StoredFileField label={T.book.coverImage} name="image" accept="image/*" mode={mode} current={currentCover} onFile={setImage} />
      <PictureDetailsFields {...cover.props} withFocus={false} disabled={busy} />
      <StoredFileField label={T.book.readingPlan} name="reading_plan" accept="application/pdf" mode={mode} current={currentPlan} onFile={setReadingPlan} />
    </EditorForm>
  );
}
