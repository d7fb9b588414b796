import type { BackupStatus } from '../../api/admin/backup';
import { agoOf } from '../../domain/backup';
import { formatAdminTime } from '../../domain/adminTime';
import { useAdminLanguage, useAdminTexts } from '../texts';
import styles from './backup.module.css';

export type StatusState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'loaded'; status: BackupStatus };

export interface ContinuousBackupProps {
  state: StatusState;
  /** The time the "ago"s are counted to (ms): the page's clock, ticking. */
  now: number;
}

/**
 * The continuous backup's state (BACKUP_URL, decision 031): where it goes, how long ago the last one
 * was, the states a restore can choose from, the last verification; in red once it is late.
 */
export function ContinuousBackup({ state, now }: ContinuousBackupProps) {
  const C = useAdminTexts().backup.continuous;
  const { locale } = useAdminLanguage();
  if (state.phase === 'loading') return <p className={styles.text} role="status">{C.loading}</p>;
  if (state.phase === 'failed') return <p className={styles.text} role="alert">{C.failed}</p>;
  const { status } = state;
  if (!status.configured) return <p className={styles.text}>{C.off}</p>;
  const ago = (iso: string | null) => (iso ? C.ago(agoOf(iso, now)) : C.never);
  const oldest = status.oldestStateAt && formatAdminTime(status.oldestStateAt, locale);
  return (
    <>
      <p className={styles.text}>{C.where(status.target ?? '')}</p>
      {status.database === 'postgres' && <p className={styles.text}>{C.filesOnly}</p>}
      {status.late && (
        <div className={styles.late} role="alert">
          <p className={styles.doneTitle}>{C.late}</p>
          {status.lastError && <p className={styles.error}>{C.lastError(status.lastError)}</p>}
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{C.lastBackup}</dt>
          <dd className={status.late ? styles.lateValue : undefined}>{ago(status.lastBackupAt)}</dd>
        </div>
        {status.database === 'sqlite' && (
          <>
            <div>
              <dt>{C.states}</dt>
              <dd>{C.statesValue(status.statesKept, oldest)}</dd>
            </div>
            <div>
              <dt>{C.verified}</dt>
              <dd>{ago(status.lastVerifiedAt)}</dd>
            </div>
          </>
        )}
      </dl>
      {!status.late && status.lastError && <p className={styles.error}>{C.lastError(status.lastError)}</p>}
    </>
  );
}
