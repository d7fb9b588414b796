/**
 * The site's two languages (issue 31): English at the addresses the specification gives, Swahili
 * under /sw/ (`/sw/`, `/sw/gallery`, `/sw/announcements/3`). A page's language is read from its
 * address alone: no cookie, no Accept-Language, so its HTML is the same for every visitor (link
 * previews and search engines send no language) and stays cacheable. Pure data, for the server too.
 */

export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** What comes before a page's path in each language. */
const PREFIX: Readonly<Record<Locale, string>> = { en: '', sw: '/sw' };

/** The language's own name, in itself: what the switch to it reads. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', sw: 'Kiswahili' };

/** `og:locale`: a language and a territory, with an underscore. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_GB', sw: 'sw_TZ' };

/** What Intl formats dates and numbers with. English keeps the specification's US dates ('March 3, 2025'). */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', sw: 'sw-TZ' };

/** The zone Swahili pages write times in: the association's own, whatever the server's or the visitor's. */
export const TANZANIA_TIME_ZONE = 'Africa/Dar_es_Salaam';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const SW_PATH = /^\/sw(?=\/|$)/i;

/** The language of a page's path (no query): Swahili under /sw, else English. */
export function localeOfPath(pathname: string): Locale {
  return SW_PATH.test(pathname) ? 'sw' : 'en';
}

/** A path without its language's prefix: '/sw/gallery' → '/gallery', '/sw' and '/sw/' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(SW_PATH, '') || '/';
}

/**
 * A site path (its query and hash kept) in a language: ('sw', '/gallery') → '/sw/gallery',
 * ('sw', '/') → '/sw/'. Only the public pages have a Swahili address: feeds, uploads and the
 * back-office keep theirs (the back-office's language is its account's).
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'en' || !path.startsWith('/') || SW_PATH.test(path)) return path;
  return `${PREFIX[locale]}${path}`;
}

/** The same page in another language: the path's own prefix taken off, the other's put on. */
export function switchLocale(pathname: string, to: Locale): string {
  return localizedPath(to, pathWithoutLocale(pathname));
}

/** A page's route in each language, as React Router reads it: ['/gallery', '/sw/gallery'], ['/', '/sw']. */
export function localizedRoutes(route: string): string[] {
  return LOCALES.map((locale) => (locale === 'en' ? route : route === '/' ? PREFIX[locale] : `${PREFIX[locale]}${route}`));
}

/**
 * Whether a browser's languages (navigator.languages, most wanted first) put Swahili before English:
 * the first of them the site has is Swahili ('sw', 'sw-TZ', 'sw-KE'). One that asks for neither
 * prefers nothing the site can offer.
 */
export function prefersSwahili(languages: readonly string[]): boolean {
  const offered = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((primary) => primary === 'sw' || primary === 'en');
  return offered === 'sw';
}

/** An item's language as the API sends it (issue 31: ContentLanguage), or undefined when it sends none or another. */
export function contentLanguage(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/**
 * The language an item's texts are written in: English when the API sends none. Pages write it on
 * every item's texts, so an English item on a Swahili page is read as English, and the reverse.
 */
export function textLanguage(value: unknown): Locale {
  return contentLanguage(value) ?? 'en';
}

/**
 * The `language` an admin form sends for an item (issue 31): nothing while the item is and stays
 * English, so those bodies are the specification's; the choice when it is Swahili or changes.
 * `stored` is the item's (absent: English, and a new item has none).
 */
export function languageToSend(chosen: Locale, stored: Locale = 'en'): Locale | undefined {
  return chosen === 'en' && stored === 'en' ? undefined : chosen;
}

/** 'a', 'a and b', 'a, b and c': a list in words, with the language's 'and'. */
export function wordList(parts: readonly string[], and: string): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * Whether the page at `path` (its query and hash allowed) shows the list and item pages' words:
 * every page but the home page. A Swahili one waits for their chunk before it starts, and has it
 * announced in its head (src/public/locale.tsx, server/web/spa.ts).
 */
export function showsPagesWords(path: string): boolean {
  return pathWithoutLocale(path.split(/[?#]/)[0]!) !== '/';
}
