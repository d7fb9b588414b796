/**
 * The pages' structured data (schema.org as JSON-LD): the association on every public page, and
 * what an item page shows: an Event (a calendar event, a summit) or a NewsArticle (an
 * announcement). Plain objects; the server writes them into the head, escaped.
 */

import { ABOUT_FACTS, ABOUT_US, ASSOCIATION_NAME, HEADQUARTERS, PUBLIC_EMAIL, SHORT_NAME, SOCIAL_LINKS } from '../brand';
import { eventDay } from '../domain/follow';
import { localizedPath, type Locale } from '../domain/locale';
import type { PageMeta, PreviewItem } from './pageMeta';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The association's node, named by its @id on every page so items can refer to it. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** The association, for every public page. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: ASSOCIATION_NAME,
    alternateName: SHORT_NAME,
    url: `${origin}/`,
    description: ABOUT_US.short,
    foundingDate: String(ABOUT_FACTS.foundedYear),
    email: PUBLIC_EMAIL,
    address: { '@type': 'PostalAddress', addressLocality: HEADQUARTERS.city, addressCountry: HEADQUARTERS.country },
    // Profiles of the association; the WhatsApp link opens a chat, it is no profile.
    sameAs: [SOCIAL_LINKS.youtube.href, SOCIAL_LINKS.facebook.href, SOCIAL_LINKS.x.href, SOCIAL_LINKS.instagram.href],
  };
}

const isoDay = (day: { year: number; month: number; day: number }) =>
  `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LENGTH = 110;

/**
 * The item's own node: Event or NewsArticle; null for an album (a page of pictures, said by Open
 * Graph). `meta` is the page's, in its language; its URL is that language's page.
 */
export function itemJsonLd(item: PreviewItem, meta: PageMeta, origin: string, locale: Locale = 'en'): JsonLd | null {
  const url = `${origin}${localizedPath(locale, meta.path)}`;
  const image = `${origin}${meta.image}`;
  const organization = { '@type': 'Organization', '@id': organizationId(origin), name: ASSOCIATION_NAME };
  switch (item.kind) {
    case 'announcement':
      return {
        '@context': CONTEXT,
        '@type': 'NewsArticle',
        headline: [...meta.heading].slice(0, HEADLINE_LENGTH).join(''),
        description: meta.description,
        datePublished: item.createdAt,
        url,
        mainEntityOfPage: url,
        image: [image],
        author: organization,
        publisher: organization,
      };
    case 'calendarEvent': {
      const day = eventDay(item.date);
      return {
        '@context': CONTEXT,
        '@type': 'Event',
        name: meta.heading,
        description: meta.description,
        // An all-day event: its day, no time and no zone (as in the calendar feed).
        ...(day ? { startDate: isoDay(day), endDate: isoDay(day) } : {}),
        url,
        image: [image],
        organizer: organization,
      };
    }
    case 'summitEdition':
      return { '@context': CONTEXT, '@type': 'Event', name: meta.heading, description: meta.description, url, image: [image], organizer: organization };
    case 'album':
      return null;
  }
}
