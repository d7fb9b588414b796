/**
 * The back-office catalogue's entries that are the public site's own texts (EMPTY and PAGE_TEXTS of
 * notices.ts, and their Swahili in sw/admin/noticesTexts.ts): one mapping, read from either
 * language's public catalogues, so a screen says what the public page says, in both languages.
 */

import type { PublicPagesTexts } from './publicPagesTexts';
import type { PublicTexts } from './publicTexts';

/** The empty states the public pages show, by the admin catalogue's keys. */
export const publicEmptyTexts = <P extends PublicPagesTexts, T extends PublicTexts>(pages: P, texts: T) => ({
  announcements: texts.home.noAnnouncements,
  recentPosts: texts.home.noRecentPosts,
  poster: pages.summit.noPoster,
  gallery: pages.gallery.empty,
  publicBook: pages.book.empty,
  publicCalendar: pages.calendar.empty,
  publicLeaders: pages.chaplaincy.empty,
  publicSummit: pages.summit.empty,
});

/** The headings, subtitles and labels of the public pages, by the admin catalogue's keys. */
export const publicPageTexts = <P extends PublicPagesTexts>(pages: P) => ({
  bookHeading: pages.book.heading,
  bookSubtitle: pages.book.subtitle,
  bookDescriptionLabel: pages.book.descriptionLabel,
  bookReadingPlanLink: pages.book.readingPlanLink,
  calendarSubtitle: pages.calendar.subtitle,
  calendarQuarterLabel: pages.calendar.quarterLabel,
  calendarMonthLabel: pages.calendar.monthLabel,
  calendarParticipantsLabel: pages.calendar.participantsLabel,
  leadersHeading: pages.chaplaincy.heading,
  leadersSubtitle: pages.chaplaincy.subtitle,
  leaderTitleLabel: pages.chaplaincy.titleLabel,
  leaderContactLabel: pages.chaplaincy.contactLabel,
  summitHeading: pages.summit.heading,
  summitSiteLink: pages.summit.siteLink,
  summitTimetableLink: pages.summit.timetableLink,
});
