import type { FormEvent, Ref } from 'react';
import { ANNOUNCEMENT_TEXTS, type AnnouncementFormValues } from '../../domain/announcements';
import type { ImageSources } from '../../domain/media';
import { PAGE_TEXTS } from '../../domain/messages';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { ProgressBar } from '../../ui/ProgressBar';
import { TextArea } from '../../ui/TextArea';
import { SmartImage } from '../../ui/SmartImage';
import { TextField } from '../../ui/TextField';
import styles from './AnnouncementForm.module.css';

export interface AnnouncementFormProps {
  mode: 'create' | 'edit';
  values: AnnouncementFormValues;
  onValuesChange: (values: AnnouncementFormValues) => void;
  onImageChange: (file: File | null) => void;
  onAttachmentChange: (file: File | null) => void;
  /** A new value empties both file fields. */
  filesKey: number;
  /** Edit mode: what is stored now. */
  currentImage?: ImageSources | null;
  currentAttachmentUrl?: string | null;
  titleError?: string;
  busy: boolean;
  /** Upload progress (0-100) while files are being sent, else null. */
  progress: number | null;
  onSubmit: () => void;
  onCancel: () => void;
  titleRef?: Ref<HTMLInputElement>;
}

/** Title, Description, Image and Attachment; Create Announcement, or Update Announcement and Cancel. */
export function AnnouncementForm({
  mode,
  values,
  onValuesChange,
  onImageChange,
  onAttachmentChange,
  filesKey,
  currentImage,
  currentAttachmentUrl,
  titleError,
  busy,
  progress,
  onSubmit,
  onCancel,
  titleRef,
}: AnnouncementFormProps) {
  const editing = mode === 'edit';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="announcement-form-title" aria-busy={busy || undefined}>
      <h2 id="announcement-form-title" className={styles.heading}>
        {editing ? ANNOUNCEMENT_TEXTS.formEdit : ANNOUNCEMENT_TEXTS.formCreate}
      </h2>
      <TextField
        ref={titleRef}
        label="Title"
        name="title"
        required
        value={values.title}
        onChange={(event) => onValuesChange({ ...values, title: event.currentTarget.value })}
        error={titleError}
        disabled={busy}
      />
      <TextArea
        label="Description"
        name="description"
        rows={5}
        value={values.description}
        onChange={(event) => onValuesChange({ ...values, description: event.currentTarget.value })}
        disabled={busy}
      />
      <div className={styles.files}>
        <div className={styles.file}>
          {editing && currentImage && (
            <figure className={styles.current}>
              <SmartImage
                className={styles.preview}
                src={currentImage.src}
                srcSet={currentImage.srcSet}
                sizes="8rem"
                width={currentImage.width ?? undefined}
                height={currentImage.height ?? undefined}
                loading="eager"
                alt="Current image"
              />
              <figcaption className={styles.caption}>Current image</figcaption>
            </figure>
          )}
          <FileField
            key={`image-${filesKey}`}
            label="Image"
            name="image"
            accept="image/*"
            hint={editing ? 'Leave empty to keep the current image.' : undefined}
            onFilesChange={(files) => onImageChange(files[0] ?? null)}
            disabled={busy}
          />
        </div>
        <div className={styles.file}>
          {editing && currentAttachmentUrl && (
            <p className={styles.caption}>
              <a href={currentAttachmentUrl} target="_blank" rel="noreferrer">
                Current attachment (PDF)
              </a>
            </p>
          )}
          <FileField
            key={`attachment-${filesKey}`}
            label="Attachment"
            name="attachment"
            accept="application/pdf"
            hint={editing ? 'PDF. Leave empty to keep the current attachment.' : 'PDF'}
            onFilesChange={(files) => onAttachmentChange(files[0] ?? null)}
            disabled={busy}
          />
        </div>
      </div>
      {progress !== null && <ProgressBar label={ANNOUNCEMENT_TEXTS.uploading} value={progress} />}
      <div className={styles.actions}>
        {editing && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={busy} busyLabel={PAGE_TEXTS.processing}>
          {editing ? PAGE_TEXTS.announcementUpdate : PAGE_TEXTS.announcementCreate}
        </Button>
      </div>
    </form>
  );
}
