import { useEffect, useState } from 'react';
import { downloadBackup, downloadSavedBackup, listSavedBackups, restoreBackup, type SavedBackup } from '../../api/admin/backup';
import { ApiError } from '../../api/errors';
import type { ServerErrorWords } from '../../domain/serverWords';
import type { Transfer } from '../../domain/backup';
import type { Feedback } from '../content/feedback';
import { refusalText } from '../content/failureText';
import { useAdminTexts } from '../texts';

/** The server's words for a refusal (422: what is wrong with the archive), in the screen's language; else the screen's. */
const textOf = (error: unknown, fallback: string, words: ServerErrorWords | null) =>
  error instanceof ApiError && error.status >= 400 && error.status < 600 && error.status !== 500 ? refusalText(error, words, fallback) : fallback;

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

export type SavedState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'loaded'; backups: SavedBackup[] };

/**
 * The backup screen's actions: a download with its bytes (of the site now, or of a backup kept
 * before a restore, `downloading` naming which), and a restore with its upload and result.
 */
export function useBackup(feedback: Feedback) {
  const t = useAdminTexts();
  const B = t.backup;
  const [download, setDownload] = useState<Transfer | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [restore, setRestore] = useState<RestoreState>({ phase: 'idle' });
  const [saved, setSaved] = useState<SavedState>({ phase: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    listSavedBackups({ signal: controller.signal }).then(
      (backups) => setSaved({ phase: 'loaded', backups }),
      () => controller.signal.aborted || setSaved({ phase: 'failed' }),
    );
    return () => controller.abort();
  }, []);

  /** `name`: a kept backup's; none: the site as it is now. */
  async function startDownload(name?: string) {
    feedback.clear();
    setDownload({ loaded: 0, total: null });
    setDownloading(name ?? null);
    try {
      const file = name ? await downloadSavedBackup(name, setDownload) : await downloadBackup(setDownload);
      save(file.blob, file.name);
      feedback.success(B.download.done(file.name));
    } catch (error) {
      feedback.error(textOf(error, B.download.failed, t.serverErrors));
    } finally {
      setDownload(null);
      setDownloading(null);
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
      feedback.error(textOf(error, B.restore.failed, t.serverErrors));
    }
  }

  return { download, downloading, restore, saved, startDownload, startRestore };
}
