/**
 * The texts and timings of spec sections 2, 4, 8 and 9, letter for letter, so pages import them
 * instead of retyping them. Texts that belong to a rule live beside it (CALENDAR_TEXTS,
 * SUMMIT_TEXTS, VALIDATION_TEXTS, LEADER_FORM_ERROR) and are re-exported here.
 */

export { CALENDAR_TEXTS } from './calendar';
export { SUMMIT_TEXTS } from './summits';
export { VALIDATION_TEXTS } from './validation';
export { LEADER_FORM_ERROR, noLeadersFoundText } from './leaders';

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
  messageSent: 'Your message has been sent successfully!',
  /** Public summit page, shown for 3 s after a load with summits. */
  summitsLoaded: 'Summit details loaded successfully!',
  /** Public summit page, shown for 3 s after a load with none. */
  summitsLoadedEmpty: 'No summit details available at the moment.',
} as const;

export const ERRORS = {
  leaders: {
    fetch: 'Failed to fetch leaders',
    delete: 'Failed to delete leader',
    update: 'Failed to update leader',
    add: 'Failed to add leader',
    notArray: 'Invalid data format: Expected an array of leaders.',
    networkNotOk: 'Network response was not ok',
    publicLoad: 'Failed to load leaders. Please try again later.',
  },
  calendar: {
    fetch: 'Failed to fetch annual calendars',
    update: 'Failed to update annual calendar',
    create: 'Failed to create annual calendar',
    delete: 'Failed to delete annual calendar',
    publicLoad: 'Failed to load events. Please try again later.',
  },
  summits: {
    retrieve: 'Failed to retrieve summits. Please check your network and try again.',
    /** Followed by the error's detail: see withDetail(). */
    create: 'Failed to create summit.',
    update: 'Failed to update summit.',
    delete: 'Failed to delete summit.',
    /** Shown instead of a 'No token found' error. */
    loginToAct: 'Please login to perform this action.',
    publicLoad: 'Failed to load summit details. Please check your network or contact support.',
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
    publicLoad: 'Failed to load book details. Please try again later.',
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
    noData: 'No settings data received',
    noResponse: 'No response data received',
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
  public: {
    homePosts: 'Failed to load content. Please try again later.',
    gallery: 'Failed to load gallery. Please try again later.',
    contactSend: 'Failed to send email. Please try again later.',
  },
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
  announcements: 'No announcements available.',
  recentPosts: 'No recent posts found.',
  poster: 'No Poster Available',
  gallery: 'No memories to display yet. Stay tuned for more!',
  /** Public pages (section 2). */
  publicBook: 'No book selected at the moment. Check back later for updates!',
  publicCalendar: 'No events yet. Check back soon!',
  publicLeaders: 'No leaders are currently listed. Please check back later!',
  publicSummit: 'No summit details available at the moment. Check back later for updates!',
} as const;

/** Fixed texts of the screens (spec section 2). */
export const PAGE_TEXTS = {
  bookHeading: 'Book of the Year',
  bookSubtitle: 'Discover Our Featured Book',
  bookDescriptionLabel: 'Description:',
  bookReadingPlanLink: 'View Reading Plan',
  bookUploadedOn: 'Uploaded on',
  calendarSubtitle: 'Explore Upcoming Events and Activities',
  calendarQuarterLabel: 'Quarter:',
  calendarMonthLabel: 'Month:',
  calendarParticipantsLabel: 'Participants:',
  leadersHeading: 'Chaplaincy Leaders',
  leadersSubtitle: 'Discover the dedicated leaders shaping our spiritual and community journey.',
  leaderTitleLabel: 'Title:',
  leaderContactLabel: 'Contact:',
  notSpecified: 'Not specified',
  summitHeading: 'Summit',
  summitSiteLink: 'Join Us for an Inspiring Experience',
  summitTimetableLink: 'View Timetable',
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

/** Timings and limits (spec section 9), in milliseconds, pixels or counts. */
export const TIMINGS = {
  /** Banners clear after 3 s (announcements, dashboard, success-state). */
  bannerMs: 3000,
  settingsBannerMs: 5000,
  newLeaderHighlightMs: 1000,
  carouselIntervalMs: 5000,
  swipeThresholdPx: 50,
  affiliateIntervalMs: 3000,
  /** The home page shows its load error this long after the error is set. */
  homeErrorToastDelayMs: 3000,
  summitRetryDelayMs: 2000,
  publicSummitSuccessMs: 3000,
} as const;

/** Skeleton tiles before the gallery and leaders load. */
export const SKELETON_COUNT = 6;
/** Sections load when this fraction of them is visible (IntersectionObserver threshold). */
export const LAZY_THRESHOLD = 0.1;
