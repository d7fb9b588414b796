/**
 * The texts the public site shows (spec sections 2, 4 and 8), letter for letter, and the timings
 * and limits of spec section 9. messages.ts builds the whole catalogue (ERRORS, SUCCESS, EMPTY,
 * PAGE_TEXTS) from these and the back-office's own texts, and re-exports the timings.
 *
 * Public pages import from here, not from messages.ts: the home page is in the main chunk that
 * every visitor downloads, and this keeps the back-office's texts out of it.
 */

export const PUBLIC_SUCCESS = {
  messageSent: 'Your message has been sent successfully!',
  /** Public summit page, shown for 3 s after a load with summits. */
  summitsLoaded: 'Summit details loaded successfully!',
  /** Public summit page, shown for 3 s after a load with none. */
  summitsLoadedEmpty: 'No summit details available at the moment.',
} as const;

export const PUBLIC_ERRORS = {
  leaders: { publicLoad: 'Failed to load leaders. Please try again later.' },
  calendar: { publicLoad: 'Failed to load events. Please try again later.' },
  summits: { publicLoad: 'Failed to load summit details. Please check your network or contact support.' },
  books: { publicLoad: 'Failed to load book details. Please try again later.' },
  /** A settings call answered 2xx without a body (src/api/settings.ts; the home page reads the settings). */
  settings: {
    noData: 'No settings data received',
    noResponse: 'No response data received',
  },
  public: {
    homePosts: 'Failed to load content. Please try again later.',
    gallery: 'Failed to load gallery. Please try again later.',
    contactSend: 'Failed to send email. Please try again later.',
  },
} as const;

export const PUBLIC_EMPTY = {
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

/** Fixed texts of the public screens (spec section 2). */
export const PUBLIC_PAGE_TEXTS = {
  bookHeading: 'Book of the Year',
  bookSubtitle: 'Discover Our Featured Book',
  bookDescriptionLabel: 'Description:',
  bookReadingPlanLink: 'View Reading Plan',
  calendarSubtitle: 'Explore Upcoming Events and Activities',
  calendarQuarterLabel: 'Quarter:',
  calendarMonthLabel: 'Month:',
  calendarParticipantsLabel: 'Participants:',
  leadersHeading: 'Chaplaincy Leaders',
  leadersSubtitle: 'Discover the dedicated leaders shaping our spiritual and community journey.',
  leaderTitleLabel: 'Title:',
  leaderContactLabel: 'Contact:',
  summitHeading: 'Summit',
  summitSiteLink: 'Join Us for an Inspiring Experience',
  summitTimetableLink: 'View Timetable',
} as const;
