import { useContext, useState } from 'react';
import { transferProgress } from '../../domain/backup';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { FileField } from '../../ui/FileField/FileField';
import { ProgressBar } from '../../ui/ProgressBar/ProgressBar';
import { ContinuousBackup } from '../backup/ContinuousBackup';
import { SavedBackups } from '../backup/SavedBackups';
import { useBackupStatus } from '../backup/useBackupStatus';
import { useBackup, type RestoreState } from '../backup/useBackup';
import { useFeedback } from '../content/feedback';
import { Screen, Section } from '../content/Screen';
import { SessionContext, useRole } from '../session/session';
import { useAdminTexts } from '../texts';
import styles from '../backup/backup.module.css';

/**
 * /dashboard/backup (owners): the continuous backup's state (decision 031), download a full backup,
 * restore one (decision 023). An editor who comes here reads that it is for owners (the server
 * refuses them anyway).
 */
export default function BackupPage() {
  const B = useAdminTexts().backup;
  if (useRole() === 'editor') {
    return (
      <Screen title={B.heading}>
        <EmptyState message={B.ownersOnly} />
      </Screen>
    );
  }
  return <Backup />;
}

function Backup() {
  const B = useAdminTexts().backup;
  const feedback = useFeedback();
  const { download, downloading, restore, saved, startDownload, startRestore } = useBackup(feedback);
  const continuous = useBackupStatus();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = download !== null || restore.phase === 'uploading' || restore.phase === 'checking';
  const shown = download && transferProgress(download);

  return (
    <Screen title={B.heading} intro={B.intro}>
      {feedback.banner}
      <Section title={B.continuous.heading}>
        <ContinuousBackup state={continuous.state} now={continuous.now} />
      </Section>
      <Section title={B.download.heading}>
        <p className={styles.text}>{B.download.text}</p>
        <div className={styles.actions}>
          <Button onClick={() => void startDownload()} busy={download !== null && downloading === null} busyLabel={B.download.busy} disabled={busy}>
            {B.download.button}
          </Button>
        </div>
        {shown && downloading === null && <ProgressBar value={shown.percent} label={B.download.progress} valueText={shown.text} />}
      </Section>
      <Section title={B.saved.heading}>
        <p className={styles.text}>{B.saved.text}</p>
        <SavedBackups state={saved} downloading={downloading} busy={busy} onDownload={(name) => void startDownload(name)} />
        {shown && downloading !== null && <ProgressBar value={shown.percent} label={B.saved.progress} valueText={shown.text} />}
      </Section>
      <Section title={B.restore.heading}>
        {restore.phase === 'done' ? (
          <Restored savedAs={restore.savedAs} />
        ) : (
          <>
            <p className={styles.text}>{B.restore.text}</p>
            <div className={styles.file}>
              <FileField label={B.restore.file} accept=".tar,application/x-tar" onFilesChange={(files) => setFile(files[0] ?? null)} disabled={busy} />
            </div>
            <div className={styles.actions}>
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={!file || busy}>
                {B.restore.button}
              </Button>
            </div>
            <RestoreProgress state={restore} />
          </>
        )}
      </Section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={B.restore.confirmTitle}
        description={file ? B.restore.confirmDescription(file.name) : ''}
        confirmLabel={B.restore.confirm}
        onConfirm={() => {
          setConfirming(false);
          if (file) void startRestore(file);
        }}
      />
    </Screen>
  );
}

function RestoreProgress({ state }: { state: RestoreState }) {
  const B = useAdminTexts().backup;
  if (state.phase === 'uploading') return <ProgressBar value={state.percent} label={B.restore.progress} />;
  if (state.phase === 'checking') return <ProgressBar value={100} label={B.restore.checking} valueText={B.restore.checking} />;
  return null;
}

/** Every session has ended on the server: the way back is signing in again. */
function Restored({ savedAs }: { savedAs: string }) {
  const B = useAdminTexts().backup;
  // The guard then sends the admin to the login (a story draws the screen without a session).
  const session = useContext(SessionContext);
  return (
    <div className={styles.done} role="status">
      <p className={styles.doneTitle}>{B.restore.doneTitle}</p>
      <p className={styles.text}>{B.restore.done(savedAs)}</p>
      <p className={styles.text}>{B.restore.signInAgain}</p>
      <div className={styles.actions}>
        <Button onClick={() => session?.signOut()}>{B.restore.signIn}</Button>
      </div>
    </div>
  );
}
