import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { LAZY_THRESHOLD, SKELETON_COUNT } from '../../domain/timings';
import { EmptyState } from '../../ui/EmptyState';
import { LazySection } from '../../ui/LazySection';
import { SkeletonGrid } from '../../ui/SkeletonGrid';
import { LeaderSections } from '../chaplaincy/LeaderSections';
import { useLeaderSections } from '../chaplaincy/useLeaderSections';
import { paths } from '../../domain/paths';
import { ContentPageFrame } from './ContentPageFrame';

const skeletons = <SkeletonGrid count={SKELETON_COUNT} withText label={PUBLIC_PAGES_TEXTS.chaplaincy.loading} />;

/** /chaplency: the chaplaincy leaders by group, loaded once the list is first 10% visible (spec section 2). */
export default function ChaplaincyPage() {
  const [state, load] = useLeaderSections();
  return (
    <ContentPageFrame page={paths.chaplaincy} texts={PUBLIC_PAGES_TEXTS.chaplaincy} state={state}>
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
    </ContentPageFrame>
  );
}
