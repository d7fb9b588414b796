/**
 * The back-office's catalogue of errors, successes, empty states and fixed screen texts (spec
 * sections 2, 4, 8 and 9), letter for letter, under the names and keys the admin screens and tests
 * use; the texts the public site shows too come from its catalogues (texts/publicTexts.ts,
 * texts/publicPagesTexts.ts). Texts that belong to a rule live beside it (CALENDAR_TEXTS in
 * calendar.ts, SUMMIT_TEXTS in summits.ts, VALIDATION_TEXTS in validation.ts, LEADER_FORM_ERROR
 * in leaders.ts).
 */

import { PUBLIC_PAGES_TEXTS as P } from './texts/publicPagesTexts';
import { PUBLIC_TEXTS } from './texts/publicTexts';
import { publicEmptyTexts, publicPageTexts } from './texts/publicInAdmin';

export { LAZY_THRESHOLD, SKELETON_COUNT, TIMINGS } from './timings';

export const SUCCESS = {
  login: 'Login successful!',
  mediaUploaded: 'Media uploaded successfully!',
  mediaUpdated: 'Media updated successfully!',
  mediaDeleted: 'Media deleted successfully!',
  leaderAdded: 'Leader added successfully',
  leaderUpdated: 'Leader updated successfully',
  leaderDeleted: 'Leader deleted successfully',
  bookAdded: 'Book added successfully!',
  bookUpdated: 'Book updated successfully!',
  bookDeleted: 'Book deleted successfully!',
  summitCreated: 'Summit created successfully!',
  summitUpdated: 'Summit updated successfully!',
  summitDeleted: 'Summit deleted successfully!',
  eventAdded: 'New event has been successfully added to the calendar!',
  eventUpdated: 'The event has been successfully updated in the calendar!',
  eventDeleted: 'Event deleted successfully!',
  announcementDeleted: 'Announcement deleted successfully',
  messageSent: P.contact.sent,
  summitsLoaded: P.summit.loaded,
  summitsLoadedEmpty: P.summit.loadedEmpty,
} as const;

export const ERRORS = {
  leaders: {
    fetch: 'Failed to fetch leaders',
    delete: 'Failed to delete leader',
    update: 'Failed to update leader',
    add: 'Failed to add leader',
    notArray: 'Invalid data format: Expected an array of leaders.',
    networkNotOk: 'Network response was not ok',
    publicLoad: P.chaplaincy.loadError,
  },
  calendar: {
    fetch: 'Failed to fetch annual calendars',
    update: 'Failed to update annual calendar',
    create: 'Failed to create annual calendar',
    delete: 'Failed to delete annual calendar',
    publicLoad: P.calendar.loadError,
  },
  summits: {
    retrieve: 'Failed to retrieve summits. Please check your network and try again.',
    /** Followed by the error's detail: see withDetail(). */
    create: 'Failed to create summit.',
    update: 'Failed to update summit.',
    delete: 'Failed to delete summit.',
    /** Shown instead of a 'No token found' error. */
    loginToAct: 'Please login to perform this action.',
    publicLoad: P.summit.loadError,
  },
  media: {
    load: 'Failed to load media. Please try again later.',
    delete: 'Failed to delete media.',
    upload: 'Upload failed.',
    update: 'Update failed.',
  },
  books: {
    fetch: 'Failed to fetch books. Please try again.',
    delete: 'Error deleting book. Please try again.',
    submit: 'Error submitting form. Please try again.',
    publicLoad: P.book.loadError,
  },
  announcements: {
    fetch: 'Failed to fetch announcements',
    delete: 'Failed to delete announcement',
    submit: 'Failed to submit announcement',
  },
  settings: {
    /** Followed by the error's detail: withDetail(ERRORS.settings.fetch, detail). */
    fetch: 'Failed to fetch settings:',
    update: 'Failed to update settings:',
    noData: PUBLIC_TEXTS.home.settingsNoData,
    noResponse: PUBLIC_TEXTS.home.settingsNoResponse,
  },
  dashboard: {
    leaderCounts: 'Failed to fetch leader counts',
    mediaCount: 'Failed to fetch media count',
    mediaCountUnexpected: 'An unexpected error occurred while fetching media count',
    eventsCount: 'Failed to fetch events count',
    eventCount: 'Failed to fetch event count',
    unexpected: 'An unexpected error occurred',
  },
  auth: {
    noToken: 'No token found. Please login.',
    tokenMissing: 'Authentication token is missing. Please log in.',
    loginFailed: 'Login failed. Please check your credentials.',
  },
  public: { homePosts: PUBLIC_TEXTS.home.postsError, gallery: P.gallery.loadError, contactSend: P.contact.sendError },
} as const;

/** '<prefix> <detail>' ('Failed to update settings: Title too long'); the prefix alone without a detail. */
export function withDetail(prefix: string, detail?: string | null): string {
  const d = detail?.trim();
  return d ? `${prefix} ${d}` : prefix;
}

/** E-mail client status codes and their texts (spec section 8). */
export const EMAIL_CLIENT_ERRORS = {
  451: 'Unavailable For Headless Browser',
  403: 'Forbidden',
  429: 'Too Many Requests',
  0: 'Network Error',
} as const;

export const EMPTY = {
  media: 'No media available.',
  books: 'No books available.',
  summits: 'No summits available.',
  events: 'No events available.',
  ...publicEmptyTexts(P, PUBLIC_TEXTS),
} as const;

/** Fixed texts of the screens (spec section 2). */
export const PAGE_TEXTS = {
  ...publicPageTexts(P),
  bookUploadedOn: 'Uploaded on',
  notSpecified: 'Not specified',
  loggingIn: 'Logging in...',
  settingsHeading: 'Update Home Page Settings',
  settingsSubmit: 'Update Settings',
  settingsBusy: 'Updating...',
  announcementCreate: 'Create Announcement',
  announcementUpdate: 'Update Announcement',
  processing: 'Processing...',
  sending: 'Sending...',
  confirmUpdate: 'Confirm Update',
} as const;
