import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { FileField } from '../../../ui/FileField';
import { Modal, ModalBody, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '../../../ui/Modal';
import { ProgressBar } from '../../../ui/ProgressBar';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { Locale } from '../../../domain/locale';
import type { GalleryItemView } from '../rules';
import { ContentLanguageField, useContentLanguage } from '../../../admin/content/ContentLanguageField';
import { MEDIA_ACCEPT } from './AlbumUploadForm';
import { PictureTexts, usePictureTexts } from '../../../admin/content/PictureTexts';
import { VideoPosters, type PosterMap } from './VideoPosters';
import { useAdminTexts } from '../../../admin/texts';
import styles from './albums.module.css';

export interface MediaEditValues {
  title: string;
  description: string;
  /** The language the title and description are written in (sent even when unchanged). */
  language: Locale;
  /** New files, added after the kept ones. */
  files: File[];
  /** Stored paths to drop (the API's remove_files). */
  removeFiles: string[];
  /** Each new video's poster picture (null where the browser could not read it). */
  posters: PosterMap;
  /** The pictures' details as the API's file_details (undefined: nothing changed). */
  fileDetails: string | undefined;
}

export interface AlbumEditModalProps {
  /** The item being edited, with its stored title, description and their language (as the API answers it: none is English). */
  item: { view: GalleryItemView; title: string; description: string; language?: string } | null;
  open: boolean;
  busy: boolean;
  progress: number | null;
  onSave: (values: MediaEditValues) => Promise<boolean>;
  onClose: () => void;
}

/** Edit an item: title (required), description, their language, its files one by one, and new files to add. */
export function AlbumEditModal({ item, open, busy, progress, onSave, onClose }: AlbumEditModalProps) {
  return (
    <Modal open={open && item !== null} onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      {item && (
        <ModalContent size="lg" onEscapeKeyDown={(event) => (busy ? event.preventDefault() : undefined)}>
          {/* Keyed by item: opening another item starts from its own values. */}
          <EditForm key={item.view.id ?? ''} item={item} busy={busy} progress={progress} onSave={onSave} onClose={onClose} />
        </ModalContent>
      )}
    </Modal>
  );
}

function EditForm({ item, busy, progress, onSave, onClose }: Omit<AlbumEditModalProps, 'item' | 'open'> & { item: NonNullable<AlbumEditModalProps['item']> }) {
  const T = useAdminTexts().admin;
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const language = useContentLanguage('edit', item.language);
  const [files, setFiles] = useState<File[]>([]);
  const [removeFiles, setRemoveFiles] = useState<string[]>([]);
  const [posters, setPosters] = useState<PosterMap>(new Map());

  // Named by their place in the item ('Image 1', 'Video 2'), which stays put as others are removed.
  const existing = item.view.files
    .map((file, index) => ({
      path: file.path,
      url: file.url,
      name: file.isVideo ? T.media.storedVideo(index + 1) : T.media.storedImage(index + 1),
      kind: file.isVideo ? ('video' as const) : ('image' as const),
      isVideo: file.isVideo,
      details: file.details,
    }))
    .filter((file) => !removeFiles.includes(file.path));
  const texts = usePictureTexts(files, existing.map((file) => ({ ...file, label: file.name })));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The specification's own check (the title) speaks first, on the page; then the alt texts.
    if (title.trim() && !texts.check()) return;
    void onSave({ title, description, language: language.value, files, removeFiles, posters, fileDetails: texts.field() });
  };

  return (
    <form noValidate onSubmit={submit} className={styles.editForm} aria-busy={busy || undefined}>
      <ModalHeader>
        <ModalTitle>{T.media.editTitle}</ModalTitle>
        <ModalDescription>{T.media.editDescription}</ModalDescription>
      </ModalHeader>
      <ModalBody>
        <fieldset className={styles.fieldset} disabled={busy}>
          <TextField label={T.common.eventTitle} name="event_title" required value={title} onChange={(e) => setTitle(e.target.value)} />
          <TextArea label={T.common.description} name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
          <ContentLanguageField value={language.value} onLanguageChange={language.set} />
          <FileField
            label={T.media.files}
            name="media_files"
            hint={T.media.filesHint}
            accept={MEDIA_ACCEPT}
            multiple
            existing={existing}
            onRemoveExisting={(file) => {
              const path = existing.find((f) => f.url === file.url)?.path;
              if (path) setRemoveFiles((list) => [...list, path]);
            }}
            onFilesChange={setFiles}
          />
          <PictureTexts {...texts.props} />
          <VideoPosters files={files} onChange={setPosters} />
        </fieldset>
        {progress !== null && (
          <ProgressBar className={styles.progress} value={progress} label={T.common.uploading(T.media.fileCount(files.length))} />
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {T.common.cancel}
        </Button>
        <Button type="submit" busy={busy} busyLabel={T.common.saving}>
          {T.media.saveChanges}
        </Button>
      </ModalFooter>
    </form>
  );
}
