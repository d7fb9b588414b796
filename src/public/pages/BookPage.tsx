import { usePagesTexts } from '../usePagesTexts';
import { EmptyState } from '../../ui/EmptyState';
import { FeaturedBook } from '../book/FeaturedBook';
import { useFeaturedBook } from '../book/useFeaturedBook';
import { paths } from '../../kinds/paths';
import { ContentPageFrame } from './ContentPageFrame';

/** /book: the Book of the Year, the first book the API returns (spec section 2). */
export default function BookPage() {
  const pageTexts = usePagesTexts();
  const state = useFeaturedBook();
  return (
    <ContentPageFrame page={paths.book} texts={pageTexts.book} state={state}>
      {state.status === 'loaded' && (state.data ? <FeaturedBook book={state.data} /> : <EmptyState message={pageTexts.book.empty} />)}
    </ContentPageFrame>
  );
}
