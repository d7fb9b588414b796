/** The texts of the backup screen (issue 13, decision 023). */

export const BACKUP_TEXTS = {
  nav: 'Backup',
  heading: 'Backup',
  intro: 'A full backup is one file holding every item, account, setting, message and uploaded file. Keep it somewhere safe.',
  ownersOnly: 'Only owners can download or restore backups.',
  download: {
    heading: 'Download a backup',
    text: 'Downloads everything as it is now, as one .tar file. The site keeps working meanwhile.',
    button: 'Download backup',
    busy: 'Downloading...',
    progress: 'Downloading the backup',
    done: (name: string) => `Backup downloaded: ${name}.`,
    failed: 'The backup could not be downloaded. Please try again.',
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
