/** Search over what the public sees (tag search, decision 035). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';
import type { Locale } from '../../domain/locale';
import { MAX_SEARCH_QUERY, searchRead } from '../../domain/search/searchRead';

export type SearchAnswer = components['schemas']['SearchAnswer'];
export type SearchResult = SearchAnswer['results'][number];
export type SearchSegment = SearchResult['title'][number];

/** GET /api/search: the first 20 public items holding every word of `query`, those in `locale` first among equals. */
export async function search(query: string, locale: Locale, options: CallOptions = {}): Promise<SearchAnswer> {
  return unwrap(api.GET('/api/search', { params: { query: { q: query.trim().slice(0, MAX_SEARCH_QUERY), lang: locale } }, signal: options.signal }));
}

/** The answer the server may have written into the search page for this query (api/initialData.tsx). */
export function searchSeed(query: string, locale: Locale): Seed<SearchAnswer> | undefined {
  const path = searchRead(query, locale);
  return path ? { path, read: (answer) => answer as SearchAnswer } : undefined;
}
