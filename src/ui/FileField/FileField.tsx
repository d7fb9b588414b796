import { useCallback, useRef, useState, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import clsx from 'clsx';
import { Button } from '../Button';
import { FieldShell, fieldStyles, useField, type FieldOwnProps } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { fileKind, formatBytes, matchesAccept, type FileKind } from './accept';
import styles from './FileField.module.css';
import { useUiTexts } from '../texts';

/** A file already stored on the server, shown in edit mode. */
export interface ExistingFile {
  url: string;
  name: string;
  /** Guessed from the URL's extension when left out. */
  kind?: FileKind;
}

export type FileFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> &
  FieldOwnProps & {
    /** E.g. 'image/*', 'video/*', 'application/pdf', 'image/*,video/*'. Files that do not match are refused. */
    accept?: string;
    multiple?: boolean;
    /** The chosen files after every pick or removal (with `multiple`, new picks are added to the list). */
    onFilesChange?: (files: File[]) => void;
    /** Edit mode: the files already stored, previewed by URL. */
    existing?: ExistingFile[];
    /** Shows a remove button on each existing file. */
    onRemoveExisting?: (file: ExistingFile) => void;
    /** Message for refused files. */
    rejectMessage?: (names: string[]) => string;
  };

const defaultRejectMessage = (names: string[]) =>
  `${names.join(', ')}: this type of file is not accepted here.`;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Keeps the native input's FileList equal to the list shown, so a plain `<form>` submits what the user sees. */
function syncInput(input: HTMLInputElement | null, files: File[]) {
  if (!input) return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  // Empty first: resetting `value` is the one write every file input (real or test-mocked) accepts.
  input.value = '';
  input.files = transfer.files;
}

export function FileField({
  error,
  required,
  accept,
  multiple = false,
  onFilesChange,
  onChange,
  existing = [],
  onRemoveExisting,
  rejectMessage = defaultRejectMessage,
  ref,
  ...field
}: FileFieldProps) {
  const ui = useUiTexts();
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shownError = error ?? (rejected.length > 0 ? rejectMessage(rejected) : undefined);
  const { shell, control } = useField({ ...field, error: shownError, required });

  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const update = (next: File[]) => {
    setFiles(next);
    syncInput(inputRef.current, next);
    onFilesChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    const accepted = picked.filter((file) => matchesAccept(file, accept));
    setRejected(picked.filter((file) => !matchesAccept(file, accept)).map((file) => file.name));
    onChange?.(event);
    if (multiple) update([...files, ...accepted]);
    else update(accepted.length > 0 ? accepted.slice(0, 1) : files);
  };

  const remove = (index: number) => {
    update(files.filter((_, i) => i !== index));
    setRejected([]);
    // The button that had focus is gone: give focus back to the picker, not to <body>.
    inputRef.current?.focus();
  };

  return (
    <FieldShell {...shell}>
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        className={clsx(fieldStyles.control, styles.input)}
        onChange={handleChange}
        ref={setInputRef}
        {...control}
        // With existing files in edit mode, a new pick is optional.
        required={required && existing.length === 0 && files.length === 0}
      />
      {existing.length > 0 && (
        <ul className={styles.list} aria-label={ui.fileField.currentFiles}>
          {existing.map((file) => (
            <li key={file.url} className={styles.item} data-kind={file.kind ?? fileKind('', file.url)}>
              <Preview kind={file.kind ?? fileKind('', file.url)} src={file.url} name={file.name} />
              <span className={styles.meta}>
                <a className={styles.name} href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                  <VisuallyHidden> {ui.fileField.currentFileLink}</VisuallyHidden>
                </a>
              </span>
              {onRemoveExisting && (
                <Button variant="ghost" size="sm" aria-label={ui.fileField.removeFile(file.name)} onClick={() => onRemoveExisting(file)}>
                  {ui.fileField.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className={styles.list} aria-label={ui.fileField.chosenFiles}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className={styles.item}>
              <ObjectUrlPreview file={file} />
              <span className={styles.meta}>
                <span className={styles.name}>{file.name}</span>
                <span className={styles.size}>{formatBytes(file.size)}</span>
              </span>
              {/* The name starts with the visible word, so voice control users can say "click Remove". */}
              <Button variant="ghost" size="sm" aria-label={ui.fileField.removeFile(file.name)} onClick={() => remove(index)}>
                {ui.fileField.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </FieldShell>
  );
}

/** Previews a picked file through an object URL, revoked when the file leaves the list. */
function ObjectUrlPreview({ file }: { file: File }) {
  const kind = fileKind(file.type, file.name);
  // A ref callback with a cleanup (React 19): the URL lives exactly as long as the element.
  const attachUrl = useCallback(
    (element: HTMLImageElement | HTMLVideoElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <Preview kind={kind} name={file.name} mediaRef={attachUrl} />;
}

interface PreviewProps {
  kind: FileKind;
  name: string;
  src?: string;
  mediaRef?: (element: HTMLImageElement | HTMLVideoElement | null) => void | (() => void);
}

function Preview({ kind, name, src, mediaRef }: PreviewProps) {
  const ui = useUiTexts();
  if (kind === 'image') {
    return <img className={styles.thumb} src={src} ref={mediaRef} alt={ui.fileField.preview(name)} />;
  }
  if (kind === 'video') {
    // Muted, no autoplay: the first frame is the preview. No controls, so it stays out of the tab order.
    return (
      <video className={styles.thumb} src={src} ref={mediaRef} muted playsInline preload="metadata" aria-label={ui.fileField.preview(name)} />
    );
  }
  return (
    <span className={styles.thumb} data-kind={kind} aria-hidden="true">
      {kind === 'pdf' ? 'PDF' : 'FILE'}
    </span>
  );
}
