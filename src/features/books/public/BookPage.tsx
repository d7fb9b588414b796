import { usePagesTexts } from '../../../public/usePagesTexts';
import { BOOK_PAGE_TEXTS } from '../../../domain/texts/pages/book';
import { EmptyState } from '../../../ui/EmptyState';
import { FeaturedBook } from './FeaturedBook';
import { useFeaturedBook } from './useFeaturedBook';
import { pages } from '../routes';
import { ContentPageFrame } from '../../../public/pages/ContentPageFrame';

/** /book: the Book of the Year, the first book the API returns (spec section 2). */
export default function BookPage() {
  const pageTexts = usePagesTexts({ book: BOOK_PAGE_TEXTS });
  const state = useFeaturedBook();
  return (
    <ContentPageFrame page={pages.book.path} texts={pageTexts.book} state={state}>
      {state.status === 'loaded' && (state.data ? <FeaturedBook book={state.data} /> : <EmptyState message={pageTexts.book.empty} />)}
    </ContentPageFrame>
  );
}
