/** The texts of the backup screen (issue 13, decision 023; the continuous backup: issue 46, decision 031). */

import type { Ago } from '../backup';

const AGO_UNITS = { s: 's', min: 'min', h: 'h', d: 'days' } as const;

export const BACKUP_TEXTS = {
  nav: 'Backup',
  heading: 'Backup',
  intro: 'A full backup is one file holding every item, account, setting, message and uploaded file. Keep it somewhere safe.',
  ownersOnly: 'Only owners can download or restore backups.',
  continuous: {
    heading: 'Continuous backup',
    loading: 'Loading the state of the backup...',
    failed: 'The state of the backup could not be loaded. Reload the page to try again.',
    off: 'Off: nothing is copied off this server by itself. Ask whoever runs the server to set BACKUP_URL (a second disk or an S3 bucket): every change is then copied there within a minute.',
    where: (target: string) => `Every change is copied to ${target} within a minute.`,
    filesOnly: 'The database is PostgreSQL: its own backups are the provider’s or pg_dump’s. Uploaded files are copied here.',
    ago: (ago: Ago) => (ago.unit === 'now' ? 'just now' : `${ago.n} ${AGO_UNITS[ago.unit]} ago`),
    lastBackup: 'Last backup',
    never: 'not yet since the server started',
    states: 'States kept',
    statesValue: (count: number, oldest: string | null) => (oldest ? `${count}, the oldest of ${oldest}` : String(count)),
    verified: 'Last verified',
    late: 'No backup for more than 10 minutes: recent changes are not safe yet.',
    lastError: (message: string) => `Last attempt: ${message}`,
  },
  download: {
    heading: 'Download a backup',
    text: 'Downloads everything as it is now, as one .tar file. The site keeps working meanwhile.',
    button: 'Download backup',
    busy: 'Downloading...',
    progress: 'Downloading the backup',
    done: (name: string) => `Backup downloaded: ${name}.`,
    failed: 'The backup could not be downloaded. Please try again.',
  },
  saved: {
    heading: 'Kept before each restore',
    text: 'Each restore first keeps the state it replaces here (the 3 newest). Download one to take it back with "Restore from a backup".',
    loading: 'Loading the kept backups...',
    failed: 'The kept backups could not be loaded. Reload the page to try again.',
    empty: 'None yet: one is kept each time a backup is restored.',
    list: 'Backups kept before a restore',
    button: 'Download',
    download: (when: string) => `Download the backup kept ${when}`,
    progress: 'Downloading the kept backup',
  },
  restore: {
    heading: 'Restore from a backup',
    text: 'Replaces everything on the site with the content of a backup downloaded here. The backup is checked whole first; a file that is not a complete backup changes nothing.',
    file: 'Backup file (.tar)',
    button: 'Restore…',
    confirmTitle: 'Restore this backup?',
    confirmDescription: (name: string) =>
      `Every item, uploaded file, setting, message, account and the activity log will be replaced by those in ${name}. The current state is kept on the server as an automatic backup first. Everyone, you included, will have to sign in again.`,
    confirm: 'Restore',
    progress: 'Uploading the backup',
    checking: 'Checking and restoring...',
    failed: 'The backup could not be restored. Nothing was changed.',
    doneTitle: 'Backup restored',
    done: (savedAs: string) => `Everything now comes from the backup. The state before was kept on the server as ${savedAs}.`,
    signInAgain: 'Every session has ended: sign in again with an account of the backup.',
    signIn: 'Sign in again',
  },
} as const;
