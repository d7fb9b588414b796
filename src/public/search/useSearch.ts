import { useLoad, withErrorText, type ShownState } from '../../api/useLoad';
import type { Locale } from '../../domain/locale';
import { search, searchSeed, type SearchAnswer } from './api';

/** How long typing pauses before the results follow it (the search page, the header's dialog). */
export const TYPING_PAUSE_MS = 250;

/**
 * The answer to `query` in the page's language: null (no call) for a query of nothing but spaces;
 * the server's answer on the page's first render; each new query's call aborting the last one's.
 */
export function useSearch(query: string, locale: Locale, loadError: string): { state: ShownState<SearchAnswer | null>; pending: boolean } {
  const { state, pending } = useLoad(async (signal) => (query.trim() ? search(query, locale, { signal }) : null), [query.trim(), locale], {
    initial: searchSeed(query, locale),
  });
  return { state: withErrorText(state, () => loadError), pending };
}
