import type { ReactNode } from 'react';
import { ProgressBar } from '../../ui/ProgressBar';
import { SaveActions } from './Screen';
import editor from './editor.module.css';

export interface EditorFormProps {
  mode: 'create' | 'edit';
  busy: boolean;
  /** Upload progress (0 to 100), or null when no upload runs. */
  progress?: number | null;
  progressLabel?: string;
  createLabel: string;
  updateLabel: string;
  /** Called on submit; the page does not reload. */
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The create/edit form of a screen: its fields (disabled while saving), the upload progress and the save buttons. */
export function EditorForm({ mode, busy, progress = null, progressLabel = '', createLabel, updateLabel, onSubmit, onCancel, children }: EditorFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-busy={busy || undefined}
    >
      <fieldset className={editor.fieldset} disabled={busy}>
        {children}
      </fieldset>
      {progress !== null && <ProgressBar className={editor.progress} value={progress} label={progressLabel} />}
      <SaveActions mode={mode} createLabel={createLabel} updateLabel={updateLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
