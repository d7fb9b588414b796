/** The Trash screen's texts and the video poster picker's: ADMIN_TEXTS' `trash` and `poster`. */

import { quoted } from './phrases';

export const TRASH_TEXTS = {
  title: 'Trash',
  intro: 'Deleted items wait here for 30 days, then they are removed for good with their files.',
  list: 'Deleted items',
  loading: 'Loading the trash...',
  empty: 'The trash is empty.',
  fetchFailed: 'Failed to load the trash.',
  types: { announcement: 'Announcement', media: 'Media', leader: 'Leader', book: 'Book', event: 'Calendar event', summit: 'Summit' },
  deletedLabel: 'Deleted:',
  purgeLabel: 'Removed for good:',
  /** Beside a card's first pictures, the number of the others: '+2 more' (screen readers hear `pictures`). */
  morePictures: (count: number) => `+${count} more`,
  /** What screen readers hear of a card's pictures, which are decorative beside its title. */
  pictures: (count: number) => (count === 1 ? '1 picture' : `${count} pictures`),
  /** How long ago, in whole days: 'today', '1 day ago', '3 days ago'. */
  daysAgo: (days: number) => (days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`),
  daysLeft: (days: number) => (days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`),
  restore: 'Restore',
  restoring: 'Restoring...',
  deleteForGood: 'Delete for good',
  confirmTitle: 'Delete for good?',
  confirmDescription: (title: string) => `${quoted(title)} and its files will be deleted for good. This cannot be undone.`,
  restored: (title: string) => `${quoted(title)} restored.`,
  deletedForGood: (title: string) => `${quoted(title)} deleted for good.`,
  restoreFailed: (title: string) => `Failed to restore ${quoted(title)}.`,
  deleteFailed: (title: string) => `Failed to delete ${quoted(title)} for good.`,
  undo: 'Undo',
  undone: 'Restored: it is back on the website.',
  undoFailed: 'Failed to undo the delete. The item is still in the Trash.',
} as const;

export const POSTER_TEXTS = {
  /** The picker's name, with the video's file name. */
  label: (file: string) => `Poster picture for ${file}`,
  hint: 'The gallery shows this frame until the video is played. Move the slider to pick another moment.',
  moment: 'Moment',
  /** What screen readers hear of the slider: '0:01.0 of 0:12.5'. */
  momentOf: (moment: string, duration: string) => `${moment} of ${duration}`,
  loading: 'Reading the video...',
  failed: 'This browser cannot show a frame of this video: it will be uploaded without a poster picture.',
} as const;
