import { useEffect, useState } from 'react';
import { listBooks } from '../../api/books';
import { API_BASE } from '../../api/client';
import { featuredBook, type FeaturedBookView } from '../../domain/books';
import { PUBLIC_ERRORS } from '../../domain/publicMessages';

export type BookState =
  | { status: 'loading' }
  /** book null: no book with a title ('No book selected at the moment...'). */
  | { status: 'loaded'; book: FeaturedBookView | null }
  | { status: 'error'; message: string };

/** The first book the API returns, loaded once. Any failure reads 'Failed to load book details. Please try again later.'. */
export function useFeaturedBook(): BookState {
  const [state, setState] = useState<BookState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listBooks({ signal: controller.signal }).then(
      (books) => setState({ status: 'loaded', book: featuredBook(books, API_BASE) }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: PUBLIC_ERRORS.books.publicLoad });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
