/**
 * The back-office's search over a screen's own list (issue 48): the public search's rule
 * (domain/search/searchIndex.ts: Kiswahili prefixes, stems, a typo forgiven, titles first) over the
 * items the screen has loaded, drafts, scheduled and unread ones included, which the public search
 * never sees. Nothing is asked of the server: the screen holds the whole list already.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { SearchIndex } from '../../domain/search/searchIndex';
import { useAdminLanguage } from '../texts';

/** What the search reads of an item: its title, its text, the language they are written in, its date. */
export interface ListEntry {
  title: string;
  text?: string | null;
  language?: Locale;
  /** What orders equal matches: upcoming first, then the newest (searchIndex.ts). */
  date?: string | null;
}

/** An index of `items`, each found by its place in the list. */
export function listIndex<T>(items: readonly T[], entry: (item: T) => ListEntry): SearchIndex {
  return new SearchIndex(
    items.map((item, id) => {
      const { title, text, language = 'en', date = null } = entry(item);
      return { kind: 'item', id, title, text: text ?? '', language, date, path: '' };
    }),
  );
}

/** The items the query finds, best first (those in the admin's language before the others); all of them, in their order, without one. */
export function searchList<T>(index: SearchIndex, items: readonly T[], query: string, language: Locale, now?: Date): readonly T[] {
  if (!query.trim()) return items;
  return index.search(query, { language, limit: items.length, now }).results.map((hit) => items[hit.id]!);
}

/** A list's search: what is typed, and the items it finds. */
export interface ListSearch<T> {
  query: string;
  setQuery: (query: string) => void;
  /** The items found (all, without a query). */
  items: readonly T[];
  /** How many the list holds. */
  total: number;
}

/**
 * The search of a screen's list. `entry` is read once per item each time the list changes: a
 * function of the module, not one made at each render, or the index is made again at each.
 */
export function useListSearch<T>(items: readonly T[], entry: ((item: T) => ListEntry) | undefined): ListSearch<T> {
  const [query, setQuery] = useState('');
  const { locale } = useAdminLanguage();
  const index = useMemo(() => (entry ? listIndex(items, entry) : null), [items, entry]);
  // Typing stays quick on a long list on a slow phone: the list follows when React has time.
  const typed = useDeferredValue(query);
  const found = useMemo(() => (index ? searchList(index, items, typed, locale) : items), [index, items, typed, locale]);
  return { query, setQuery, items: found, total: items.length };
}
