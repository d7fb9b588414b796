import { booksSeed, listBooks, type Book } from '../api';
import { seedThen } from '../../../api/initialData';
import { API_BASE } from '../../../api/client';
import { useLoad, withErrorText, type ShownState } from '../../../api/useLoad';
import { featuredBook, type FeaturedBookView } from '../rules';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { BOOK_PAGE_TEXTS } from '../../../domain/texts/pages/book';

/**
 * The first book the API returns, loaded once; null when no book has a title ('No book selected at
 * the moment...'). Any failure reads 'Failed to load book details. Please try again later.'.
 */
export function useFeaturedBook(): ShownState<FeaturedBookView | null> {
  const pageTexts = usePagesTexts({ book: BOOK_PAGE_TEXTS });
  const feature = (books: Book[]) => featuredBook(books, API_BASE);
  const { state } = useLoad(async (signal) => feature(await listBooks({ signal })), [], { initial: seedThen(booksSeed, feature) });
  return withErrorText(state, () => pageTexts.book.loadError);
}
