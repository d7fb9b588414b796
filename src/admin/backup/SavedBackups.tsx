import type { SavedBackup } from '../../api/admin/backup';
import { byteText } from '../../domain/backup';
import { formatAdminTime } from '../../domain/adminTime';
import { Button } from '../../ui/Button';
import { useAdminLanguage, useAdminTexts } from '../texts';
import type { SavedState } from './useBackup';
import styles from './backup.module.css';

export interface SavedBackupsProps {
  state: SavedState;
  /** The kept backup being downloaded, if one is. */
  downloading: string | null;
  /** Another transfer is running: the buttons wait. */
  busy: boolean;
  onDownload: (name: string) => void;
}

/** The automatic backups kept before each restore, newest first, each with its download. */
export function SavedBackups({ state, downloading, busy, onDownload }: SavedBackupsProps) {
  const B = useAdminTexts().backup;
  const { locale } = useAdminLanguage();
  if (state.phase === 'loading') return <p className={styles.text} role="status">{B.saved.loading}</p>;
  if (state.phase === 'failed') return <p className={styles.text} role="alert">{B.saved.failed}</p>;
  if (state.backups.length === 0) return <p className={styles.text}>{B.saved.empty}</p>;
  return (
    <ul className={styles.saved} aria-label={B.saved.list}>
      {state.backups.map((backup: SavedBackup) => {
        const when = formatAdminTime(backup.savedAt, locale);
        return (
          <li key={backup.name} className={styles.savedItem}>
            <span>
              <time dateTime={backup.savedAt}>{when}</time>
              <span className={styles.size}>{byteText(backup.bytes)}</span>
            </span>
            <Button variant="secondary" size="sm" aria-label={B.saved.download(when)} busy={downloading === backup.name} busyLabel={B.saved.button} disabled={busy} onClick={() => onDownload(backup.name)}>
              {B.saved.button}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
