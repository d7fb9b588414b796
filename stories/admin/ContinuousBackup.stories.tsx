import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ContinuousBackup } from '../../src/admin/backup/ContinuousBackup';
import { docsPage } from '../support/docs';
import { phone } from '../support/viewports';
import type { components } from '../../shared/api-schema';

type BackupStatus = components['schemas']['BackupStatus'];

// A fixed "now": the "ago"s read the same in every run and screenshot.
const NOW = Date.parse('2026-12-06T14:05:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const CURRENT: BackupStatus = {
  configured: true,
  target: '/mnt/backup/tucasa',
  database: 'sqlite',
  lastBackupAt: before(44),
  lastVerifiedAt: before(44),
  statesKept: 812,
  oldestStateAt: '2026-11-06T21:59:40.000Z',
  newestStateAt: before(44),
  lastError: null,
  late: false,
};

const loaded = (status: Partial<BackupStatus>) => ({ state: { phase: 'loaded' as const, status: { ...CURRENT, ...status } }, now: NOW });

const meta = {
  title: 'Admin/Backup/ContinuousBackup',
  component: ContinuousBackup,
  args: loaded({}),
  parameters: {
    theme: 'light',
    ...docsPage(
      "The continuous backup's state on the Backup screen (BACKUP_URL, decision 031): where every change goes, how long ago the last backup was, the states a restore can choose from and the last verification. After 10 minutes without a backup it turns red and says why the last attempt failed.",
    ),
  },
} satisfies Meta<typeof ContinuousBackup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the screen says for a fact (the value beside its term). */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

/** Current: the last backup 40 s ago (in tens), 812 states since 6 November, verified with it. */
export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every change is copied to /mnt/backup/tucasa within a minute.')).toBeVisible();
    await expect(fact('Last backup')).toHaveTextContent('40 s ago');
    await expect(fact('States kept')).toHaveTextContent('812, the oldest of 7 Nov 2026, 00:59');
    await expect(fact('Last verified')).toHaveTextContent('40 s ago');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Late: no backup for 12 minutes; the screen says so in red, with the last attempt's error. */
export const Late: Story = {
  args: loaded({ lastBackupAt: before(12 * 60 + 5), lastVerifiedAt: before(12 * 60 + 5), late: true, lastError: 'ENOENT: no such file or directory, mkdir \'/mnt/backup/tucasa/files\'' }),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No backup for more than 10 minutes: recent changes are not safe yet.');
    await expect(alert).toHaveTextContent("Last attempt: ENOENT: no such file or directory, mkdir '/mnt/backup/tucasa/files'");
    await expect(fact('Last backup')).toHaveTextContent('12 min ago');
  },
};

/** One attempt failed, the last backup still recent: the error is said, not in an alert. */
export const AttemptFailed: Story = {
  args: loaded({ lastBackupAt: before(95), lastError: 'The copy of 5d0c…-1200x800.webp in s3://tucasa-backup does not match the upload.' }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText(/^Last attempt: The copy of/)).toBeVisible();
    await expect(fact('Last backup')).toHaveTextContent('1 min ago');
  },
};

/** Set, but no round has ended since the server started. */
export const NotYet: Story = {
  args: loaded({ lastBackupAt: null, lastVerifiedAt: null, statesKept: 0, oldestStateAt: null, newestStateAt: null }),
  play: async () => {
    await expect(fact('Last backup')).toHaveTextContent('not yet since the server started');
  },
};

/** BACKUP_URL not set: the screen says what that means and who can change it. */
export const Off: Story = {
  args: loaded({ configured: false, target: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Off: nothing is copied off this server by itself/)).toBeVisible();
    await expect(canvas.queryByText('Last backup')).not.toBeInTheDocument();
  },
};

/** On PostgreSQL: the files alone, the database's backups being the provider's. */
export const FilesOnly: Story = {
  args: loaded({ database: 'postgres', target: 's3://tucasa-backup/site', statesKept: 0, oldestStateAt: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^The database is PostgreSQL/)).toBeVisible();
    await expect(canvas.queryByText('States kept')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { screenshot: 'one-width' },
  args: { state: { phase: 'loading' }, now: NOW },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the state of the backup...');
  },
};

export const Failed: Story = {
  args: { state: { phase: 'failed' }, now: NOW },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The state of the backup could not be loaded. Reload the page to try again.');
  },
};

/** A phone, late, in Swahili: the longest words, wrapped, nothing cut. */
export const PhoneLateSwahili: Story = {
  ...Late,
  globals: { ...phone, locale: 'sw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hakuna nakala kwa zaidi ya dakika 10');
    await expect(fact('Nakala ya mwisho')).toHaveTextContent('dakika 12 zilizopita');
  },
};
