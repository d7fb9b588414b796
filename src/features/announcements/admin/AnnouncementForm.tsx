import { useRef, useState, type FormEvent, type Ref } from 'react';
import {
  EMPTY_ANNOUNCEMENT_FORM,
  PUBLISH_NOW,
  checkPublishing,
  publishingChanged,
  type AnnouncementFormValues,
  type PublishingFormValues,
  type PublishingPayload,
} from '../form';
import type { Locale } from '../../../domain/locale';
import type { Publication } from '../publishing';
import { validateAnnouncementForm } from '../../../domain/validation';
import { Button } from '../../../ui/Button';
import { FileField } from '../../../ui/FileField';
import { ProgressBar } from '../../../ui/ProgressBar';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { ContentLanguageField, useContentLanguage } from '../../../admin/content/ContentLanguageField';
import { StoredImage } from '../../../admin/content/StoredImage';
import { PictureDetailsFields, usePictureDetails } from '../../../admin/content/PictureDetailsFields';
import type { PictureDetails } from '../../../domain/pictures';
import { useAdminTexts } from '../../../admin/texts';
import styles from './AnnouncementForm.module.css';
import { PublishingFields, type PublishingErrors } from './PublishingFields';

export interface AnnouncementSubmission extends AnnouncementFormValues {
  image: File | null;
  attachment: File | null;
  /** The language the title and description are written in: sent on a create and on an edit. */
  language: Locale;
  /** The publishing fields to send; none when the choice was left as it was (the spec's form sends none). */
  publishing: PublishingPayload;
  /** The image's alt text, decorative mark and focal point fields (decision 024); none without an image. */
  imageDetails: Record<string, string>;
}

/** A field the server refused, for the form to show beside it. */
export interface FieldProblem {
  field: 'title' | keyof PublishingErrors;
  text: string;
}

export interface AnnouncementFormProps {
  mode: 'create' | 'edit';
  /** Edit mode: the stored title and description. */
  initial?: AnnouncementFormValues;
  /** Edit mode: the stored language of the texts, as the API answers it (none: English). */
  currentLanguage?: string;
  /** Edit mode: the stored image's path and the stored attachment's URL (a blank pick keeps them). */
  currentImage?: string | null;
  /** Edit mode: the stored image's alt text, decorative mark and focal point. */
  currentImageDetails?: PictureDetails;
  currentAttachmentUrl?: string | null;
  /** Edit mode: the stored publish and unpublish times (a create has none). */
  currentPublication?: Publication | null;
  /** Where the publishing choice starts: the item's state on edit, Publish now on create. */
  initialPublishing?: PublishingFormValues;
  busy: boolean;
  /** Upload progress (0-100) while files are being sent, else null. */
  progress: number | null;
  /** Sends a valid form; resolves to the field the server refused, when it names one of the form's. */
  onSubmit: (values: AnnouncementSubmission) => Promise<FieldProblem | undefined>;
  onCancel: () => void;
  ref?: Ref<HTMLFormElement>;
}

/** Title, Description, the texts' language, Image, Attachment and Publishing; Create Announcement, or Update Announcement and Cancel. */
export function AnnouncementForm({
  mode,
  initial = EMPTY_ANNOUNCEMENT_FORM,
  currentLanguage,
  currentImage,
  currentImageDetails,
  currentAttachmentUrl,
  currentPublication = null,
  initialPublishing = PUBLISH_NOW,
  busy,
  progress,
  onSubmit,
  onCancel,
  ref,
}: AnnouncementFormProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [publishing, setPublishing] = useState(initialPublishing);
  // What the choice was when the form opened: a scheduled time passing meanwhile is not a change.
  const [startedAs] = useState(initialPublishing);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [publishingErrors, setPublishingErrors] = useState<PublishingErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const editing = mode === 'edit';
  const language = useContentLanguage(mode, currentLanguage);
  const imageDetails = usePictureDetails('image', image, editing ? { path: currentImage, details: currentImageDetails } : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const problem = validateAnnouncementForm(values, t.validation) ?? undefined;
    setTitleError(problem);
    if (problem) {
      titleRef.current?.focus();
      return;
    }
    if (!imageDetails.check()) return;
    const checked = publishingChanged(publishing, startedAs) ? checkPublishing(publishing, currentPublication, new Date()) : { fields: {} };
    if ('error' in checked) {
      setPublishingErrors({ [checked.field]: checked.error });
      (form.elements.namedItem(checked.field) as HTMLInputElement | null)?.focus();
      return;
    }
    setPublishingErrors({});
    const refused = await onSubmit({ ...values, image, attachment, language: language.value, publishing: checked.fields, imageDetails: imageDetails.fields() });
    setTitleError(refused?.field === 'title' ? refused.text : undefined);
    if (refused && refused.field !== 'title') setPublishingErrors({ [refused.field]: refused.text });
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
      <ContentLanguageField value={language.value} onLanguageChange={language.set} disabled={busy} />
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
          <PictureDetailsFields {...imageDetails.props} disabled={busy} />
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
      <PublishingFields
        values={publishing}
        onChange={setPublishing}
        errors={publishingErrors}
        published={editing && startedAs.status === 'published'}
        disabled={busy}
      />
      {progress !== null && <ProgressBar label={T.common.uploadingFiles} value={progress} />}
      <div className={styles.actions}>
        {editing && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {T.common.cancel}
          </Button>
        )}
        <Button type="submit" busy={busy} busyLabel={t.page.processing}>
          {editing ? t.page.announcementUpdate : t.page.announcementCreate}
        </Button>
      </div>
    </form>
  );
}
