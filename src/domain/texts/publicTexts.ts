/**
 * The texts the public site shows (spec sections 2, 4 and 8), letter for letter, by screen: here
 * the layout, the home page and the not-found page, which are in the main chunk every visitor
 * downloads; the pages loaded on demand have theirs in publicPagesTexts.ts, so their texts load
 * with them. notices.ts builds the back-office's errors and empty states from some of these.
 *
 * Public code imports from these two, never from adminTexts.ts, which stays out of the main chunk.
 */

import { ASSOCIATION_NAME, SHORT_NAME } from '../../brand';
import type { Widen } from './uiTexts';

export const PUBLIC_TEXTS = {
  /** Read after a link's text by screen readers. */
  newTab: '(opens in a new tab)',
  layout: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    mainNav: 'Main',
    /** The public navigation of spec section 2, in its spelling, by page key. */
    nav: { home: 'HOME', gallery: 'GALLERY', calendar: 'CALENDAR', book: 'BOOKS', chaplaincy: 'CHAPLENCY', summit: 'SUMMIT', search: 'SEARCH' },
    /** The name of the language switch (its links read each language's own name: locale.ts). */
    languages: 'Language',
    /** Beside Share when the association has a WhatsApp Channel (issue 32). */
    followOnWhatsApp: 'Follow on WhatsApp',
  },
  footer: {
    contactHeading: 'Contact Us',
    headquarters: 'Headquarters:',
    emailUs: 'Email Us',
    relatedLinks: 'Related Links',
    followUs: 'Follow Us',
    copyright: (year: number) => `© ${year} ${ASSOCIATION_NAME} (${SHORT_NAME}). All rights reserved.`,
  },
  home: {
    affiliates: 'Our Affiliates',
    announcements: 'Announcements',
    recentPosts: 'Recent Posts',
    readMore: 'Read More',
    readMoreAbout: (title: string) => `Read More: ${title}`,
    close: 'Close',
    loading: 'Loading...',
    viewAttachment: 'View Attachment',
    noAnnouncements: 'No announcements available.',
    noRecentPosts: 'No recent posts found.',
    postsError: 'Failed to load content. Please try again later.',
    /** A settings call answered 2xx without a body (src/features/settings/api.ts; the home page reads the settings). */
    settingsNoData: 'No settings data received',
    settingsNoResponse: 'No response data received',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    homeLink: 'Go to the home page',
  },
} as const;

/**
 * The hint an English page shows a visitor whose browser prefers Swahili (issue 31): in Swahili, as
 * it is for them, so the English page carries it and need not load the Swahili catalogue.
 */
export const SWAHILI_HINT = {
  label: 'Lugha ya ukurasa',
  text: 'Ukurasa huu unapatikana pia kwa Kiswahili.',
  link: 'Soma kwa Kiswahili',
  dismiss: 'Funga',
} as const;

/** What a translation of PUBLIC_TEXTS provides: the same keys, any strings. */
export type PublicTexts = Widen<typeof PUBLIC_TEXTS>;
