import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { Banner } from '../../ui/Banner';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { FeaturedBook } from '../book/FeaturedBook';
import { useFeaturedBook } from '../book/useFeaturedBook';
import styles from './ContentPage.module.css';
import { listPageTitle } from '../../domain/pageTitle';
import { paths } from '../../domain/paths';
import { usePageTitle } from '../layout/usePageTitle';

/** /book: the Book of the Year, the first book the API returns (spec section 2). */
export default function BookPage() {
  usePageTitle(listPageTitle(paths.book));
  const state = useFeaturedBook();
  return (
    <div className={styles.page} aria-busy={state.status === 'loading' || undefined}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{PUBLIC_PAGES_TEXTS.book.heading}</h1>
        <p className={styles.subtitle}>{PUBLIC_PAGES_TEXTS.book.subtitle}</p>
      </header>
      <LoadingOverlay open={state.status === 'loading'} />
      <Banner variant="error" message={state.status === 'error' ? state.message : null} duration={null} />
      {state.status === 'loaded' && (state.data ? <FeaturedBook book={state.data} /> : <EmptyState message={PUBLIC_PAGES_TEXTS.book.empty} />)}
    </div>
  );
}
