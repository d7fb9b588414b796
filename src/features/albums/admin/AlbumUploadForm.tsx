import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { FileField } from '../../../ui/FileField';
import { ProgressBar } from '../../../ui/ProgressBar';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { Locale } from '../../../domain/locale';
import { ContentLanguageField, useContentLanguage } from '../../../admin/content/ContentLanguageField';
import { FormActions } from '../../../admin/content/Screen';
import { PictureTexts, usePictureTexts } from '../../../admin/content/PictureTexts';
import { VideoPosters, type PosterMap } from './VideoPosters';
import { useAdminTexts } from '../../../admin/texts';
import styles from './albums.module.css';

export interface MediaFormValues {
  title: string;
  description: string;
  /** The language the title and description are written in. */
  language: Locale;
  files: File[];
  /** Each chosen video's poster picture (null where the browser could not read it). */
  posters: PosterMap;
  /** The pictures' details as the API's file_details (undefined: none). */
  fileDetails: string | undefined;
}

export const MEDIA_ACCEPT = 'image/*,video/*';

export interface AlbumUploadFormProps {
  busy: boolean;
  /** Upload progress (0 to 100) while the files are sent; null otherwise. */
  progress: number | null;
  /** Resolves true when the media was stored: the form then empties itself. */
  onSubmit: (values: MediaFormValues) => Promise<boolean>;
}

/** Event title, description, the language they are written in, and several image or video files. */
export function AlbumUploadForm({ busy, progress, onSubmit }: AlbumUploadFormProps) {
  const T = useAdminTexts().admin;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const language = useContentLanguage('create');
  const [files, setFiles] = useState<File[]>([]);
  const [posters, setPosters] = useState<PosterMap>(new Map());
  // The file field keeps its own list: a new key empties it.
  const [generation, setGeneration] = useState(0);
  const texts = usePictureTexts(files);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The specification's own check (title, a file) speaks first, on the page; then the alt texts.
    if (title.trim() && files.length > 0 && !texts.check()) return;
    if (!(await onSubmit({ title, description, language: language.value, files, posters, fileDetails: texts.field() }))) return;
    setTitle('');
    setDescription('');
    language.reset();
    setFiles([]);
    setPosters(new Map());
    setGeneration((g) => g + 1);
  };

  return (
    // noValidate: the screen's own check shows the specification's text instead of the browser's.
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <fieldset className={styles.fieldset} disabled={busy}>
        <TextField label={T.common.eventTitle} name="event_title" required value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label={T.common.description} name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
        <ContentLanguageField value={language.value} onLanguageChange={language.set} />
        <FileField
          key={generation}
          label={T.media.photosAndVideos}
          name="media_files"
          hint={T.media.photosAndVideosHint}
          accept={MEDIA_ACCEPT}
          multiple
          required
          onFilesChange={setFiles}
        />
        <PictureTexts key={`texts-${generation}`} {...texts.props} />
        <VideoPosters key={`posters-${generation}`} files={files} onChange={setPosters} />
      </fieldset>
      {progress !== null && (
        <ProgressBar className={styles.progress} value={progress} label={T.common.uploading(T.media.fileCount(files.length))} />
      )}
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={T.media.uploadingBusy}>
          {T.media.upload}
        </Button>
      </FormActions>
    </form>
  );
}
