/**
 * Offline reading (issue 32, decision 030): what the service worker (src/sw/worker.ts) keeps, in
 * which cache and for how long, which answers it may keep at all, and the words it writes into a
 * saved page and its offline page. Plain functions, so the rules are tested without a worker.
 */

import { localeOfPath, type Locale } from './locale';
import { SAVED_COPY_ID } from './savedCopy';

/** Every cache of the worker starts with this; the scripts' and styles' one ends with the build's version. */
export const CACHE_PREFIX = 'tucasa-';

export const CACHE_NAMES = {
  /** The hashed scripts and styles of the public pages, per build: `tucasa-shell-<version>`. */
  shell: (version: string) => `${CACHE_PREFIX}shell-${version}`,
  /** The public pages' HTML, as last fetched. */
  pages: `${CACHE_PREFIX}pages`,
  /** The public API's reads (answers the server marks `public`). */
  reads: `${CACHE_PREFIX}reads`,
  /** Pictures: uploads and the site's own images. */
  pictures: `${CACHE_PREFIX}pictures`,
} as const;

/**
 * How much is kept. A phone's storage is shared with its owner's photos and apps: the pictures are
 * bounded by their bytes too (a few dozen screens of a gallery at phone sizes), and the oldest go first.
 */
export const OFFLINE_LIMITS = {
  pages: 40,
  reads: 60,
  pictures: 150,
  pictureBytes: 30 * 1024 * 1024,
  /**
   * How long a page waits for the network before the saved copy is shown instead (when there is
   * one): a slow line's page still comes from the network (about 1–2 s at 400 kbit/s, 400 ms a round
   * trip), a line that hangs no longer keeps the visitor before a blank screen.
   */
  pageTimeoutMs: 4000,
} as const;

/** Headers the worker adds to what it keeps (never sent to the server). */
export const SAVED_HEADERS = { savedAt: 'X-Tucasa-Saved-At', title: 'X-Tucasa-Title', bytes: 'X-Tucasa-Bytes' } as const;


export const OFFLINE_TEXTS = {
  en: {
    savedCopy: (date: string) => `You are offline — this is the copy saved on ${date}`,
    slowCopy: (date: string) => `The connection is slow — this is the copy saved on ${date}`,
    tryAgain: 'Try again',
    title: 'You are offline',
    notSaved: 'This page has not been saved on this device yet: pages are saved as you read them online.',
    saved: 'The pages saved on this device:',
    noneSaved: 'No page has been saved yet.',
    home: 'Home',
    search: {
      saved: (n: number) => (n === 1 ? 'Searching the 1 page saved on this device.' : `Searching the ${n} pages saved on this device.`),
      label: 'Search the saved pages',
      button: 'Search',
      results: 'Results',
      count: (n: number, query: string) => (n === 1 ? `1 saved page holds “${query}”` : `${n} saved pages hold “${query}”`),
      none: (query: string) => `No saved page holds “${query}”.`,
    },
  },
  sw: {
    savedCopy: (date: string) => `Uko nje ya mtandao — hii ni nakala iliyohifadhiwa tarehe ${date}`,
    slowCopy: (date: string) => `Mtandao ni wa polepole — hii ni nakala iliyohifadhiwa tarehe ${date}`,
    tryAgain: 'Jaribu tena',
    title: 'Uko nje ya mtandao',
    notSaved: 'Ukurasa huu bado haujahifadhiwa kwenye kifaa hiki: kurasa huhifadhiwa unapozisoma ukiwa mtandaoni.',
    saved: 'Kurasa zilizohifadhiwa kwenye kifaa hiki:',
    noneSaved: 'Bado hakuna ukurasa uliohifadhiwa.',
    home: 'Mwanzo',
    search: {
      saved: (n: number) => (n === 1 ? 'Inatafuta kwenye ukurasa 1 uliohifadhiwa kwenye kifaa hiki.' : `Inatafuta kwenye kurasa ${n} zilizohifadhiwa kwenye kifaa hiki.`),
      label: 'Tafuta kwenye kurasa zilizohifadhiwa',
      button: 'Tafuta',
      results: 'Matokeo',
      count: (n: number, query: string) => (n === 1 ? `Ukurasa 1 uliohifadhiwa una “${query}”` : `Kurasa ${n} zilizohifadhiwa zina “${query}”`),
      none: (query: string) => `Hakuna ukurasa uliohifadhiwa wenye “${query}”.`,
    },
  },
} as const satisfies Record<Locale, unknown>;

/** The Intl locale of a page's language for its dates. */
const DATE_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-GB', sw: 'sw-TZ' };

/** When a copy was saved, in the page's language and the device's own time zone: '29 November 2026, 21:14'. */
export function savedDate(savedAt: string, locale: Locale, timeZone?: string): string {
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return savedAt;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** Whether an answer may be kept for everyone who uses this device: a success the server marks `public`. */
export function isShareable(status: number, cacheControl: string | null): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl.toLowerCase().split(',').map((part) => part.trim().split('=')[0]);
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/** A page's `<title>`, its entities read back, for the offline page's list. */
export function pageTitleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINE_STYLE =
  'margin:0;padding:10px 16px;background:#fde68a;color:#1f2937;font:600 15px/1.4 system-ui,sans-serif;text-align:center';

/**
 * A saved page as the worker shows it: its HTML with a line at its top saying that it is the copy
 * saved on `savedAt` (offline, or the connection too slow), and a link to try the network again.
 * Outside the app's root, so the app takes the page over as it would the server's.
 */
export function withSavedLine(html: string, savedAt: string, { offline, timeZone }: { offline: boolean; timeZone?: string }): string {
  const locale = langOf(html);
  const texts = OFFLINE_TEXTS[locale];
  const date = savedDate(savedAt, locale, timeZone);
  const line =
    `<p id="${SAVED_COPY_ID}" role="status" data-saved-at="${escapeHtml(savedAt)}" style="${LINE_STYLE}">` +
    `${escapeHtml((offline ? texts.savedCopy : texts.slowCopy)(date))} · <a href="" style="color:inherit">${escapeHtml(texts.tryAgain)}</a></p>`;
  const body = /<body[^>]*>/i.exec(html);
  return body ? `${html.slice(0, body.index + body[0].length)}${line}${html.slice(body.index + body[0].length)}` : `${line}${html}`;
}

/** The language a page's HTML says it is in (`<html lang="sw">`), English otherwise. */
export function langOf(html: string): Locale {
  return /<html[^>]*\blang="sw"/i.test(html) ? 'sw' : 'en';
}

/** The offline pages' look (this one, and the offline search's: search/offlineSearch.ts): their own, no file to fetch. */
export const offlinePageStyle =
  'body{margin:0;padding:24px 16px;background:#0b1120;color:#e5e7eb;font:16px/1.5 system-ui,sans-serif}main{max-width:40rem;margin:0 auto}a{color:#fbbf24}li{margin:8px 0}small{color:#9ca3af}';

/** The worker's own pages' headers: never kept; its own words and styles only, nothing of it runs; its form (search) sent to this site. */
export const OFFLINE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'",
};

export interface SavedPage {
  url: string;
  title: string;
  savedAt: string;
}

/**
 * The page answered for a page never saved while offline: in the language of the address asked for
 * (/sw/… Swahili), with the pages that are saved, newest first, each a link to read it.
 */
export function offlinePageHtml(requested: string, saved: readonly SavedPage[], timeZone?: string): string {
  const locale = localeOfPath(new URL(requested).pathname);
  const texts = OFFLINE_TEXTS[locale];
  const newest = [...saved].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const list = newest.length
    ? `<p>${escapeHtml(texts.saved)}</p><ul>${newest
        .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title || page.url)}</a> <small>${escapeHtml(savedDate(page.savedAt, locale, timeZone))}</small></li>`)
        .join('')}</ul>`
    : `<p>${escapeHtml(texts.noneSaved)}</p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0b1120"><title>${escapeHtml(texts.title)}</title><style>${offlinePageStyle}</style></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.notSaved)}</p>${list}<p><a href="${escapeHtml(requested)}">${escapeHtml(texts.tryAgain)}</a> · <a href="${locale === 'sw' ? '/sw/' : '/'}">${escapeHtml(texts.home)}</a></p></main></body></html>`;
}
