import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { LAZY_THRESHOLD, SKELETON_COUNT } from '../../domain/timings';
import { Banner } from '../../ui/Banner';
import { EmptyState } from '../../ui/EmptyState';
import { LazySection } from '../../ui/LazySection';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SkeletonGrid } from '../../ui/SkeletonGrid';
import { LeaderSections } from '../chaplaincy/LeaderSections';
import { useLeaderSections } from '../chaplaincy/useLeaderSections';
import styles from './ContentPage.module.css';
import { listPageTitle } from '../../domain/pageTitle';
import { paths } from '../../domain/paths';
import { usePageTitle } from '../layout/usePageTitle';

const skeletons = <SkeletonGrid count={SKELETON_COUNT} withText label={PUBLIC_PAGES_TEXTS.chaplaincy.loading} />;

/** /chaplency: the chaplaincy leaders by group, loaded once the list is first 10% visible (spec section 2). */
export default function ChaplaincyPage() {
  usePageTitle(listPageTitle(paths.chaplaincy));
  const [state, load] = useLeaderSections();
  return (
    <div className={styles.page} aria-busy={state.status === 'loading' || undefined}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{PUBLIC_PAGES_TEXTS.chaplaincy.heading}</h1>
        <p className={styles.subtitle}>{PUBLIC_PAGES_TEXTS.chaplaincy.subtitle}</p>
      </header>
      <LoadingOverlay open={state.status === 'loading'} />
      <Banner variant="error" message={state.status === 'error' ? state.message : null} duration={null} />
      <LazySection as="div" threshold={LAZY_THRESHOLD} onFirstVisible={load} placeholder={skeletons} shown={state.status === 'loaded'}>
        {state.status === 'loaded' ? (
          state.data.length === 0 ? (
            <EmptyState message={PUBLIC_PAGES_TEXTS.chaplaincy.empty} />
          ) : (
            <LeaderSections sections={state.data} />
          )
        ) : (
          // The skeletons stay under the loading overlay, so nothing jumps when the cards arrive.
          state.status !== 'error' && skeletons
        )}
      </LazySection>
    </div>
  );
}
