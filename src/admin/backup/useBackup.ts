import { useState } from 'react';
import { downloadBackup, restoreBackup } from '../../api/admin/backup';
import { ApiError } from '../../api/errors';
import type { Transfer } from '../../domain/backup';
import { BACKUP_TEXTS as B } from '../../domain/texts/backupTexts';
import type { Feedback } from '../content/feedback';

/** The server's words for a refusal (422: what is wrong with the archive), else the screen's. */
const textOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status >= 400 && error.status < 600 && error.status !== 500 ? error.message : fallback);

/** Hands a downloaded file to the browser, which saves it under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export type RestoreState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'checking' }
  | { phase: 'done'; savedAs: string };

/** The backup screen's two actions: a download with its bytes, and a restore with its upload and result. */
export function useBackup(feedback: Feedback) {
  const [download, setDownload] = useState<Transfer | null>(null);
  const [restore, setRestore] = useState<RestoreState>({ phase: 'idle' });

  async function startDownload() {
    feedback.clear();
    setDownload({ loaded: 0, total: null });
    try {
      const { blob, name } = await downloadBackup(setDownload);
      save(blob, name);
      feedback.success(B.download.done(name));
    } catch (error) {
      feedback.error(textOf(error, B.download.failed));
    } finally {
      setDownload(null);
    }
  }

  /** Sends the file; a refusal goes back to the form, the banner saying why. */
  async function startRestore(file: File): Promise<void> {
    feedback.clear();
    setRestore({ phase: 'uploading', percent: 0 });
    try {
      const result = await restoreBackup(file, (percent) => setRestore(percent >= 100 ? { phase: 'checking' } : { phase: 'uploading', percent }));
      setRestore({ phase: 'done', savedAs: result.savedAs });
    } catch (error) {
      setRestore({ phase: 'idle' });
      feedback.error(textOf(error, B.restore.failed));
    }
  }

  return { download, restore, startDownload, startRestore };
}
