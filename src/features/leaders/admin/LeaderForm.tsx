import { useState } from 'react';
import type { ExistingFile } from '../../../ui/FileField';
import { TextField } from '../../../ui/TextField';
import { composeLeaderTitle, validateLeaderForm, type LeaderType } from '../rules';
import type { PictureDetails } from '../../../domain/pictures';
import { PictureDetailsFields, usePictureDetails } from '../../../admin/content/PictureDetailsFields';
import { EditorForm } from '../../../admin/content/EditorForm';
import { StoredFileField } from '../../../admin/content/StoredFileField';
import { useAdminTexts } from '../../../admin/texts';

export interface LeaderFormValues {
  name: string;
  /** As typed; the screen stores it composed with the leader type. */
  title: string;
  contact: string;
  image: File | null;
  /** The photo's alt text, decorative mark and focal point fields that changed (decision 024). */
  imageDetails?: Record<string, string>;
}

export interface LeaderFormProps {
  type: LeaderType;
  mode: 'create' | 'edit';
  /** The edit form's starting values (the title decomposed back to what was typed). */
  initial?: Omit<LeaderFormValues, 'image' | 'imageDetails'>;
  /** The current photo in edit mode. */
  currentPhoto?: ExistingFile;
  /** Edit mode: the stored photo's path and details. */
  currentPhotoDetails?: { path: string | null; details?: PictureDetails };
  busy: boolean;
  progress: number | null;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: LeaderFormValues) => Promise<boolean>;
  onCancel: () => void;
}

const BLANK = { name: '', title: '', contact: '' };

/** Name, title, contact and photo of a leader of one type. */
export function LeaderForm({ type, mode, initial = BLANK, currentPhoto, currentPhotoDetails, busy, progress, onSubmit, onCancel }: LeaderFormProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const [name, setName] = useState(initial.name);
  const [title, setTitle] = useState(initial.title);
  const [contact, setContact] = useState(initial.contact);
  const [image, setImage] = useState<File | null>(null);
  const composed = title.trim() ? composeLeaderTitle(title, type) : '';
  const photo = usePictureDetails('image', image, currentPhotoDetails);
  const send = () => {
    const values = { name, title, contact, image };
    // The specification's check and its banner come first (the screen's); then the photo's alt text.
    if (!validateLeaderForm(values, mode, t.leaderFormError) && !photo.check()) return;
    void onSubmit({ ...values, imageDetails: photo.fields() });
  };

  return (
    <EditorForm mode={mode} busy={busy} progress={progress} progressLabel={T.leaders.uploadingPhoto} createLabel={T.leaders.add} updateLabel={T.leaders.update} onSubmit={send} onCancel={onCancel}>
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
      <PictureDetailsFields {...photo.props} disabled={busy} />
    </EditorForm>
  );
}
