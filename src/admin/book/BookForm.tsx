import { useState } from 'react';
import type { ExistingFile } from '../../ui/FileField';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { EditorForm } from '../content/EditorForm';
import { StoredFileField } from '../content/StoredFileField';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

export interface BookFormValues {
  title: string;
  description: string;
  image: File | null;
  readingPlan: File | null;
}

export interface BookFormProps {
  mode: 'create' | 'edit';
  initial?: { title: string; description: string };
  /** Edit mode: the stored cover and reading plan (a blank pick keeps them). */
  currentCover?: ExistingFile;
  currentPlan?: ExistingFile;
  busy: boolean;
  progress: number | null;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: BookFormValues) => Promise<boolean>;
  onCancel: () => void;
}

/** Title, description, cover image and reading-plan PDF of a Book of the Year. */
export function BookForm({ mode, initial, currentCover, currentPlan, busy, progress, onSubmit, onCancel }: BookFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [readingPlan, setReadingPlan] = useState<File | null>(null);

  return (
    <EditorForm mode={mode} busy={busy} progress={progress} progressLabel={T.common.uploadingFiles} createLabel={T.book.add} updateLabel={T.book.update} onSubmit={() => void onSubmit({ title, description, image, readingPlan })} onCancel={onCancel}>
      <TextField label={T.book.bookTitle} name="title" required value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextArea label={T.common.description} name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <StoredFileField label={T.book.coverImage} name="image" accept="image/*" mode={mode} current={currentCover} onFile={setImage} />
      <StoredFileField label={T.book.readingPlan} name="reading_plan" accept="application/pdf" mode={mode} current={currentPlan} onFile={setReadingPlan} />
    </EditorForm>
  );
}
