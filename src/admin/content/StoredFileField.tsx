import { FileField, type ExistingFile, type FileFieldProps } from '../../ui/FileField';
import { useAdminTexts } from '../texts';

export type StoredFileFieldProps = Omit<FileFieldProps, 'required' | 'hint' | 'existing' | 'onFilesChange' | 'multiple'> & {
  mode: 'create' | 'edit';
  /** Edit mode: the file stored now. */
  current?: ExistingFile | undefined;
  /** Said in edit mode: an empty pick keeps the stored file. */
  keepHint?: string;
  onFile: (file: File | null) => void;
};

/**
 * One file of a content form (a cover, a reading plan, a photo): required to create; when editing,
 * the stored file is shown and a blank pick keeps it.
 */
export function StoredFileField({ mode, current, keepHint, onFile, ...field }: StoredFileFieldProps) {
  const T = useAdminTexts().admin.common;
  return (
    <FileField
      {...field}
      required={mode === 'create'}
      hint={mode === 'edit' ? (keepHint ?? T.keepFile) : undefined}
      existing={current ? [current] : undefined}
      onFilesChange={(files) => onFile(files[0] ?? null)}
    />
  );
}
