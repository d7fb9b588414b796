import type { Locale } from '../locale';

/** What the search page reads: GET /api/search (decision 035). */
export const SEARCH_API = '/api/search' as const;
/** The longest query the API takes (openapi.yaml). */
export const MAX_SEARCH_QUERY = 200;
/** As many results as an answer holds at most (openapi.yaml, SearchAnswer), the server's and the service worker's. */
export const SEARCH_LIMIT = 20;

/**
 * The search page's read for a query in the page's language, as the server writes its answer into
 * the page and the page looks it up (the key of both); null for a query of nothing but spaces.
 */
export function searchRead(query: string, locale: Locale): `${typeof SEARCH_API}?${string}` | null {
  const q = query.trim().slice(0, MAX_SEARCH_QUERY);
  return q ? `${SEARCH_API}?${new URLSearchParams({ q, lang: locale }).toString()}` : null;
}
