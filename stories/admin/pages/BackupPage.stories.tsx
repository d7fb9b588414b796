import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import BackupPage from '../../../src/admin/pages/BackupPage';
import { ARCHIVE_NAME, backupHandlers, backupScreenHandlers, currentStatus, never, refusedArchive, SAVED_AS, statusHandlers } from '../../mocks/admin-backup';
import { seen } from './seen';
import { adminScreen, editorAtOwnersScreen, phoneStory } from './screenStories';

const meta = {
  title: 'Admin/Pages/Backup',
  ...adminScreen(BackupPage, 'backup', backupScreenHandlers()),
} satisfies Meta<typeof BackupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The continuous backup's state loaded: a story that shows another section's state waits for it too,
 * or its screenshot may be measured before it (shorter) and shot after (taller: white below the frame).
 */
const continuousLoaded = () => screen.findByText('Last verified');

/** The screen, its continuous backup's state and kept backups loaded (neither caught midway in a screenshot). */
async function heading() {
  const found = await screen.findByRole('heading', { name: 'Backup', level: 1 });
  await screen.findByRole('list', { name: 'Backups kept before a restore' });
  await continuousLoaded();
  return found;
}
const downloadButton = () => screen.getByRole('button', { name: 'Download backup' });
const restoreButton = () => screen.getByRole('button', { name: 'Restore…' });

async function chooseArchive() {
  await heading();
  const file = new File([new Uint8Array(4096)], 'tucasa-backup-2026-11-20.tar', { type: 'application/x-tar' });
  await userEvent.upload(screen.getByLabelText('Backup file (.tar)'), file);
  await waitFor(() => expect(restoreButton()).toBeEnabled());
}

/** Confirms the restore: the dialog says what will be replaced, and that everyone signs in again. */
async function confirmRestore() {
  await chooseArchive();
  await userEvent.click(restoreButton());
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
  await seen(dialog);
  await expect(within(dialog).getByText(/will be replaced by those in tucasa-backup-2026-11-20\.tar/)).toBeVisible();
  await expect(within(dialog).getByText(/kept on the server as an automatic backup first/)).toBeVisible();
  await expect(within(dialog).getByText(/Everyone, you included, will have to sign in again/)).toBeVisible();
  return dialog;
}

/** Nothing chosen yet: Download ready, Restore waits for a file. */
export const Idle: Story = {
  play: async () => {
    await heading();
    await expect(downloadButton()).toBeEnabled();
    await expect(restoreButton()).toBeDisabled();
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** While the archive comes in: the bytes received of its size, and the buttons locked. */
export const Downloading: Story = {
  parameters: { msw: { handlers: { download: backupHandlers.halfway() } } },
  play: async () => {
    await heading();
    await userEvent.click(downloadButton());
    const bar = await screen.findByRole('progressbar', { name: 'Downloading the backup' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(bar).toHaveAttribute('aria-valuetext', '6.0 MB of 12.0 MB');
    await expect(screen.getByRole('button', { name: /Downloading/ })).toBeDisabled();
  },
};

/** The whole archive in: the browser saves it, and the banner names it. */
export const Downloaded: Story = {
  play: async () => {
    await heading();
    await userEvent.click(downloadButton());
    await seen(await screen.findByText(`Backup downloaded: ${ARCHIVE_NAME}.`));
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** The backups kept before each restore: newest first, with their time (Dar es Salaam) and size. */
export const KeptBackups: Story = {
  play: async () => {
    await heading();
    const list = await screen.findByRole('list', { name: 'Backups kept before a restore' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('27 Nov 2026, 12:3111.0 MB');
    await expect(within(items[1]!).getByRole('button', { name: 'Download the backup kept 20 Nov 2026, 17:02' })).toBeEnabled();
  },
};

/** A kept backup downloads with its own bar; the other buttons wait meanwhile. */
export const KeptBackupDownloading: Story = {
  parameters: { msw: { handlers: { savedDownload: backupHandlers.savedDownload(true) } } },
  play: async () => {
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Download the backup kept 27 Nov 2026, 12:31' }));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading the kept backup' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(screen.queryByRole('progressbar', { name: 'Downloading the backup' })).not.toBeInTheDocument();
    await expect(downloadButton()).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Download the backup kept 20 Nov 2026, 17:02' })).toBeDisabled();
  },
};

/** Downloaded whole: saved under its own name. */
export const KeptBackupDownloaded: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Download the backup kept 27 Nov 2026, 12:31' }));
    await seen(await screen.findByText(`Backup downloaded: ${SAVED_AS}.`));
  },
};

/** None kept yet, the list loading, or failing: each said plainly. */
export const KeptBackupsNone: Story = {
  parameters: { msw: { handlers: { saved: backupHandlers.saved([]) } } },
  play: async () => {
    await expect(await screen.findByText('None yet: one is kept each time a backup is restored.')).toBeVisible();
    await continuousLoaded();
  },
};

export const KeptBackupsLoading: Story = {
  parameters: { msw: { handlers: { saved: backupHandlers.savedLoading() } } },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading the kept backups...');
    await continuousLoaded();
  },
};

export const KeptBackupsFailed: Story = {
  parameters: { msw: { handlers: { saved: backupHandlers.savedError() } } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The kept backups could not be loaded. Reload the page to try again.');
    await continuousLoaded();
  },
};

/** The confirmation, with Cancel focused: nothing is sent yet. */
export const ConfirmRestore: Story = {
  play: async () => {
    const dialog = await confirmRestore();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Sent: the upload's progress, then the server checking and restoring. */
export const Restoring: Story = {
  parameters: { msw: { handlers: { restore: backupHandlers.restore(never) } } },
  play: async () => {
    const dialog = await confirmRestore();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    // How far the upload got depends on the transport (MSW's worker holds the body): then the check.
    await expect(await screen.findByRole('progressbar', { name: /Uploading the backup|Checking and restoring/ })).toBeInTheDocument();
    await expect(downloadButton()).toBeDisabled();
  },
};

/** The checks refused the archive: the server's reason, and nothing changed. */
export const Refused: Story = {
  parameters: { msw: { handlers: { restore: backupHandlers.restore(refusedArchive) } } },
  play: async () => {
    const dialog = await confirmRestore();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(/rows name files it does not hold.*Nothing was changed\./);
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(restoreButton()).toBeEnabled();
  },
};

/** Restored: where the state before was kept, and the way to sign in again. */
export const Restored: Story = {
  play: async () => {
    const dialog = await confirmRestore();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await seen(await screen.findByText('Backup restored'));
    await expect(screen.getByText(new RegExp(`kept on the server as ${SAVED_AS.replace(/\./g, '\\.')}`))).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  },
};

/** A download refused (the server's database is PostgreSQL): its words in the banner. */
export const DownloadRefused: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: { download: backupHandlers.downloadError(501, 'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump.') } },
  },
  play: async () => {
    await heading();
    await userEvent.click(downloadButton());
    await expect(await screen.findByRole('alert')).toHaveTextContent('pg_dump');
  },
};

/** The continuous backup late: said in red at the top of the screen, with the last attempt's error. */
export const ContinuousBackupLate: Story = {
  parameters: {
    msw: { handlers: { status: statusHandlers.status(() => currentStatus({ late: true, lastError: 'EACCES: permission denied, open \'/mnt/backup/tucasa/states/.2026-12-06T140400.000Z.json.partial\'' }, 11 * 60_000)) } },
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('No backup for more than 10 minutes: recent changes are not safe yet.');
    await expect(alert).toHaveTextContent('Last attempt: EACCES: permission denied');
    await expect(screen.getAllByText('11 min ago')).toHaveLength(2);
  },
};

/** On a phone nothing scrolls sideways. */
export const Phone: Story = phoneStory(heading);

/** An editor: no Backup link in the sidebar, and the owners-only words at the address. */
export const Editor: Story = editorAtOwnersScreen('Only owners can download or restore backups.', 'Backup', () =>
  expect(screen.queryByRole('button', { name: 'Download backup' })).not.toBeInTheDocument(),
);
