import { usePagesTexts } from '../../../public/usePagesTexts';
import { CHAPLAINCY_PAGE_TEXTS } from '../../../domain/texts/pages/chaplaincy';
import { LAZY_THRESHOLD, SKELETON_COUNT } from '../../../domain/timings';
import { EmptyState } from '../../../ui/EmptyState';
import { LazySection } from '../../../ui/LazySection';
import { SkeletonGrid } from '../../../ui/SkeletonGrid';
import { LeaderSections } from './LeaderSections';
import { useLeaderSections } from './useLeaderSections';
import { pages } from '../routes';
import { ContentPageFrame } from '../../../public/pages/ContentPageFrame';

/** /chaplency: the chaplaincy leaders by group, loaded once the list is first 10% visible (spec section 2). */
export default function ChaplaincyPage() {
  const pageTexts = usePagesTexts({ chaplaincy: CHAPLAINCY_PAGE_TEXTS });
  const [state, load] = useLeaderSections();
  const skeletons = <SkeletonGrid count={SKELETON_COUNT} withText label={pageTexts.chaplaincy.loading} />;
  return (
    <ContentPageFrame page={pages.chaplaincy.path} texts={pageTexts.chaplaincy} state={state}>
      <LazySection as="div" threshold={LAZY_THRESHOLD} onFirstVisible={load} placeholder={skeletons} shown={state.status === 'loaded'}>
        {state.status === 'loaded' ? (
          state.data.length === 0 ? (
            <EmptyState message={pageTexts.chaplaincy.empty} />
          ) : (
            <LeaderSections sections={state.data} />
          )
        ) : (
          // The skeletons stay under the loading overlay, so nothing jumps when the cards arrive.
          state.status !== 'error' && skeletons
        )}
      </LazySection>
    </ContentPageFrame>
  );
}
