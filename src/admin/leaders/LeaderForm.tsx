import { useState, type FormEvent } from 'react';
import { FileField, type ExistingFile } from '../../ui/FileField';
import { ProgressBar } from '../../ui/ProgressBar';
import { TextField } from '../../ui/TextField';
import { composeLeaderTitle, type LeaderType } from '../../domain/leaders';
import { SaveActions } from '../content/Screen';
import editor from '../content/editor.module.css';

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit({ name, title, contact, image });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset className={editor.fieldset} disabled={busy}>
        <TextField label="Name" name="name" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Title"
          name="title"
          required
          autoComplete="off"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          hint={composed ? `Saved as: ${composed}` : `For example 'Youth Director Dodoma'; the type ${type} is added before the last word.`}
        />
        <TextField label="Contact" name="contact" required autoComplete="off" value={contact} onChange={(e) => setContact(e.target.value)} />
        <FileField
          label="Photo"
          name="image"
          accept="image/*"
          required={mode === 'create'}
          hint={mode === 'edit' ? 'Leave empty to keep the current photo.' : undefined}
          existing={currentPhoto ? [currentPhoto] : undefined}
          onFilesChange={(files) => setImage(files[0] ?? null)}
        />
      </fieldset>
      {progress !== null && <ProgressBar className={editor.progress} value={progress} label="Uploading photo" />}
      <SaveActions mode={mode} createLabel="Add Leader" updateLabel="Update Leader" busy={busy} onCancel={onCancel} />
    </form>
  );
}
