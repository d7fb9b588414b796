import { useState } from 'react';
import type { ExistingFile } from '../../ui/FileField';
import { TextField } from '../../ui/TextField';
import { composeLeaderTitle, type LeaderType } from '../../domain/leaders';
import { EditorForm } from '../content/EditorForm';
import { StoredFileField } from '../content/StoredFileField';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

export interface LeaderFormValues {
  name: string;
  /** As typed; the screen stores it composed with the leader type. */
  title: string;
  contact: string;
  image: File | null;
}

export interface LeaderFormProps {
  type: LeaderType;
  mode: 'create' | 'edit';
  /** The edit form's starting values (the title decomposed back to what was typed). */
  initial?: Omit<LeaderFormValues, 'image'>;
  /** The current photo in edit mode. */
  currentPhoto?: ExistingFile;
  busy: boolean;
  progress: number | null;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: LeaderFormValues) => Promise<boolean>;
  onCancel: () => void;
}

const EMPTY = { name: '', title: '', contact: '' };

/** Name, title, contact and photo of a leader of one type. */
export function LeaderForm({ type, mode, initial = EMPTY, currentPhoto, busy, progress, onSubmit, onCancel }: LeaderFormProps) {
  const [name, setName] = useState(initial.name);
  const [title, setTitle] = useState(initial.title);
  const [contact, setContact] = useState(initial.contact);
  const [image, setImage] = useState<File | null>(null);
  const composed = title.trim() ? composeLeaderTitle(title, type) : '';

  return (
    <EditorForm mode={mode} busy={busy} progress={progress} progressLabel={T.leaders.uploadingPhoto} createLabel={T.leaders.add} updateLabel={T.leaders.update} onSubmit={() => void onSubmit({ name, title, contact, image })} onCancel={onCancel}>
      <TextField label={T.leaders.name} name="name" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label={T.leaders.title}
        name="title"
        required
        autoComplete="off"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        hint={composed ? T.leaders.savedAs(composed) : T.leaders.titleHint(type)}
      />
      <TextField label={T.leaders.contact} name="contact" required autoComplete="off" value={contact} onChange={(e) => setContact(e.target.value)} />
      <StoredFileField label={T.leaders.photo} name="image" accept="image/*" mode={mode} current={currentPhoto} keepHint={T.leaders.keepPhoto} onFile={setImage} />
    </EditorForm>
  );
}
