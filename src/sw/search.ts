/// <reference lib="webworker" />
/**
 * The service worker's search (issue 48, decision 035): a search the server cannot answer (offline,
 * or a server error) is answered from the pages saved on the device, by the server's rule
 * (domain/search/offlineSearch.ts). Search pages and answers are never kept: a saved copy would answer
 * any query with one query's results.
 */
import { CACHE_NAMES, OFFLINE_PAGE_HEADERS } from '../domain/offline';
import { isLocale, localeOfPath, pathWithoutLocale } from '../domain/locale';
import { offlineSearchPageHtml, searchSavedPages } from '../domain/search/offlineSearch';
import { SEARCH_LIMIT } from '../domain/search/searchRead';

/** The search page's path (`/search`, `/sw/search`), which the worker answers itself and never keeps. */
export const SEARCH_PAGE = '/search';

/** Every saved page: its address and HTML (but a search page an earlier version kept: its results are one query's). */
async function savedPages(): Promise<Array<{ url: string; html: string }>> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages: Array<{ url: string; html: string }> = [];
  for (const key of await cache.keys()) {
    if (pathWithoutLocale(new URL(key.url).pathname) === SEARCH_PAGE) continue;
    const copy = await cache.match(key);
    if (copy) pages.push({ url: key.url, html: await copy.text() });
  }
  return pages;
}

/** The server's answer; when it cannot give one (offline, a server error), the saved pages searched. */
async function fromNetworkElse(request: Request, offline: () => Promise<Response>): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status < 500) return response;
  } catch {
    // Unreachable: the saved pages below.
  }
  return offline();
}

/** A search page: the server's, else a page of the saved pages that hold the query (search/offlineSearch.ts). */
export function searchPage(event: FetchEvent, url: URL): Promise<Response> {
  return fromNetworkElse(event.request, async () => {
    const query = url.searchParams.get('q') ?? '';
    const pages = await savedPages();
    const answer = searchSavedPages(pages, query, localeOfPath(url.pathname), SEARCH_LIMIT);
    return new Response(offlineSearchPageHtml(url.href, query, answer, pages.map((page) => page.url)), { status: 503, headers: OFFLINE_PAGE_HEADERS });
  });
}

/** GET /api/search: the server's answer (never kept: each is one query's), else the saved pages' with `offline` set. */
export function searchRead(event: FetchEvent, url: URL): Promise<Response> {
  return fromNetworkElse(event.request, async () => {
    const lang = url.searchParams.get('lang') ?? 'en';
    const answer = searchSavedPages(await savedPages(), url.searchParams.get('q') ?? '', isLocale(lang) ? lang : 'en', SEARCH_LIMIT);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
  });
}
