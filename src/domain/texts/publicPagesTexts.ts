/**
 * The texts of the public pages loaded on demand (spec sections 2 and 8), letter for letter, by
 * screen. They are apart from publicTexts.ts so that they load with their pages instead of with
 * the main chunk.
 */

import { SHORT_NAME } from '../../brand';
import type { Widen } from './uiTexts';

export const PUBLIC_PAGES_TEXTS = {
  contact: {
    title: 'Contact Us',
    description: 'Send us a message and we will reply to your e-mail address.',
    email: 'Email',
    message: 'Message',
    /** The honeypot field's label: people never see it. */
    trap: 'Website (leave empty)',
    sending: 'Sending...',
    send: 'Send Message',
    sent: 'Your message has been sent successfully!',
    sendError: 'Failed to send email. Please try again later.',
  },
  gallery: {
    heading: `${SHORT_NAME} Gallery`,
    loading: 'Loading gallery...',
    /** 'View Summit Opening', the name of a tile. */
    view: (title: string) => `View ${title}`,
    /** After the visible number of files: '3 files'. */
    files: 'files',
    empty: 'No memories to display yet. Stay tuned for more!',
    loadError: 'Failed to load gallery. Please try again later.',
  },
  calendar: {
    heading: `${SHORT_NAME} Calendar`,
    subtitle: 'Explore Upcoming Events and Activities',
    events: 'Events',
    quarterLabel: 'Quarter:',
    monthLabel: 'Month:',
    participantsLabel: 'Participants:',
    empty: 'No events yet. Check back soon!',
    loadError: 'Failed to load events. Please try again later.',
    subscribe: 'Subscribe',
    subscribeHint: 'Add the whole calendar to your phone or computer: new events appear there on their own.',
    addToCalendar: 'Add to calendar',
    /** The link's full name for screen readers, which read it without its card around it. */
    addToCalendarFor: (event: string) => `Add to calendar: ${event}`,
  },
  chaplaincy: {
    heading: 'Chaplaincy Leaders',
    subtitle: 'Discover the dedicated leaders shaping our spiritual and community journey.',
    loading: 'Loading leaders...',
    photoAlt: (name: string) => `Photo of ${name}`,
    titleLabel: 'Title:',
    contactLabel: 'Contact:',
    empty: 'No leaders are currently listed. Please check back later!',
    loadError: 'Failed to load leaders. Please try again later.',
    /** The sections' headings: Chaplains, Union Leaders, Conference Leaders, Zonal Leaders. */
    groups: { chaplains: 'Chaplains', union: 'Union Leaders', conference: 'Conference Leaders', zonal: 'Zonal Leaders' },
    /** A card's blank Title or Contact. */
    notSpecified: 'Not specified',
  },
  book: {
    heading: 'Book of the Year',
    subtitle: 'Discover Our Featured Book',
    descriptionLabel: 'Description:',
    readingPlanLink: 'View Reading Plan',
    coverAlt: (title: string) => `Cover of ${title}`,
    empty: 'No book selected at the moment. Check back later for updates!',
    loadError: 'Failed to load book details. Please try again later.',
  },
  summit: {
    heading: 'Summit',
    loading: 'Loading...',
    summits: 'Summits',
    outfit: 'Outfit',
    posters: 'Posters',
    posterAlt: (summit: string, n: number) => `${summit} poster ${n}`,
    viewFullSize: (alt: string) => `View full size: ${alt}`,
    siteLink: 'Join Us for an Inspiring Experience',
    timetableLink: 'View Timetable',
    noPoster: 'No Poster Available',
    empty: 'No summit details available at the moment. Check back later for updates!',
    loadError: 'Failed to load summit details. Please check your network or contact support.',
    /** Shown for 3 s after a load with summits. */
    loaded: 'Summit details loaded successfully!',
    /** While a failed load is tried again: 'Retrying summit operation (Attempt 2/3)...'. */
    retrying: (nextAttempt: number, maxAttempts: number) => `Retrying summit operation (Attempt ${nextAttempt}/${maxAttempts})...`,
    /** Shown for 3 s after a load with none. */
    loadedEmpty: 'No summit details available at the moment.',
  },
  /** The page of one announcement, event, album or summit, and the way back to its list. */
  items: {
    loading: 'Loading...',
    backToAnnouncements: 'Back to the announcements',
    backToCalendar: 'Back to the calendar',
    backToGallery: 'Back to the gallery',
    backToSummits: 'Back to the summits',
    /** Before an announcement's date: 'Posted on March 3, 2025'. */
    postedOn: 'Posted on',
    /** An album's photos and videos, named for the list. */
    files: 'Photos and videos',
    /** The name of one file's button: 'View Summit Opening, 2 of 3'. */
    viewFile: (title: string, n: number, total: number) => `View ${title}, ${n} of ${total}`,
  },
} as const;

/** What a translation of PUBLIC_PAGES_TEXTS provides: the same keys, any strings. */
export type PublicPagesTexts = Widen<typeof PUBLIC_PAGES_TEXTS>;
