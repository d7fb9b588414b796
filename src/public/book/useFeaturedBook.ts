import { listBooks } from '../../api/books';
import { API_BASE } from '../../api/client';
import { useLoad, withErrorText, type ShownState } from '../../api/useLoad';
import { featuredBook, type FeaturedBookView } from '../../domain/books';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';

/**
 * The first book the API returns, loaded once; null when no book has a title ('No book selected at
 * the moment...'). Any failure reads 'Failed to load book details. Please try again later.'.
 */
export function useFeaturedBook(): ShownState<FeaturedBookView | null> {
  const { state } = useLoad(async (signal) => featuredBook(await listBooks({ signal }), API_BASE), []);
  return withErrorText(state, () => PUBLIC_PAGES_TEXTS.book.loadError);
}
