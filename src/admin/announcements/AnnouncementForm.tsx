import { useRef, useState, type FormEvent, type Ref } from 'react';
import { EMPTY_ANNOUNCEMENT_FORM, type AnnouncementFormValues } from '../../domain/announcements';
import { PAGE_TEXTS } from '../../domain/messages';
import { validateAnnouncementForm } from '../../domain/validation';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { ProgressBar } from '../../ui/ProgressBar';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { StoredImage } from '../content/StoredImage';
import styles from './AnnouncementForm.module.css';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

export interface AnnouncementSubmission extends AnnouncementFormValues {
  image: File | null;
  attachment: File | null;
}

export interface AnnouncementFormProps {
  mode: 'create' | 'edit';
  /** Edit mode: the stored title and description. */
  initial?: AnnouncementFormValues;
  /** Edit mode: the stored image's path and the stored attachment's URL (a blank pick keeps them). */
  currentImage?: string | null;
  currentAttachmentUrl?: string | null;
  busy: boolean;
  /** Upload progress (0-100) while files are being sent, else null. */
  progress: number | null;
  /** Sends a valid form; resolves to the title's error when the server refused the title. */
  onSubmit: (values: AnnouncementSubmission) => Promise<string | undefined>;
  onCancel: () => void;
  ref?: Ref<HTMLFormElement>;
}

/** Title, Description, Image and Attachment; Create Announcement, or Update Announcement and Cancel. */
export function AnnouncementForm({
  mode,
  initial = EMPTY_ANNOUNCEMENT_FORM,
  currentImage,
  currentAttachmentUrl,
  busy,
  progress,
  onSubmit,
  onCancel,
  ref,
}: AnnouncementFormProps) {
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const titleRef = useRef<HTMLInputElement>(null);
  const editing = mode === 'edit';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateAnnouncementForm(values) ?? undefined;
    setTitleError(problem);
    if (problem) {
      titleRef.current?.focus();
      return;
    }
    setTitleError(await onSubmit({ ...values, image, attachment }));
  };

  return (
    <form
      ref={ref}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="announcement-form-title"
      aria-busy={busy || undefined}
    >
      <h2 id="announcement-form-title" className={styles.heading}>
        {editing ? T.announcements.formEdit : T.announcements.formCreate}
      </h2>
      <TextField
        ref={titleRef}
        label={T.announcements.title}
        name="title"
        required
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
        error={titleError}
        disabled={busy}
      />
      <TextArea
        label={T.common.description}
        name="description"
        rows={5}
        value={values.description}
        onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        disabled={busy}
      />
      <div className={styles.files}>
        <div className={styles.file}>
          {editing && currentImage && (
            <figure className={styles.current}>
              <StoredImage className={styles.preview} path={currentImage} sizes="8rem" loading="eager" alt={T.announcements.currentImage} />
              <figcaption className={styles.caption}>{T.announcements.currentImage}</figcaption>
            </figure>
          )}
          <FileField
            label={T.announcements.image}
            name="image"
            accept="image/*"
            hint={editing ? T.announcements.keepImage : undefined}
            onFilesChange={(files) => setImage(files[0] ?? null)}
            disabled={busy}
          />
        </div>
        <div className={styles.file}>
          {editing && currentAttachmentUrl && (
            <p className={styles.caption}>
              <a href={currentAttachmentUrl} target="_blank" rel="noreferrer">
                {T.announcements.currentAttachment}
              </a>
            </p>
          )}
          <FileField
            label={T.announcements.attachment}
            name="attachment"
            accept="application/pdf"
            hint={editing ? T.announcements.keepAttachment : T.announcements.attachmentHint}
            onFilesChange={(files) => setAttachment(files[0] ?? null)}
            disabled={busy}
          />
        </div>
      </div>
      {progress !== null && <ProgressBar label={T.common.uploadingFiles} value={progress} />}
      <div className={styles.actions}>
        {editing && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {T.common.cancel}
          </Button>
        )}
        <Button type="submit" busy={busy} busyLabel={PAGE_TEXTS.processing}>
          {editing ? PAGE_TEXTS.announcementUpdate : PAGE_TEXTS.announcementCreate}
        </Button>
      </div>
    </form>
  );
}
