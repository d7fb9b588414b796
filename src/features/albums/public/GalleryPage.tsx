import { lazy, Suspense, useState } from 'react';
import type { GalleryItemView } from '../rules';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { GALLERY_PAGE_TEXTS } from '../../../domain/texts/pages/gallery';
import { useListPageTitle } from '../../../public/locale';
import { LAZY_THRESHOLD, SKELETON_COUNT } from '../../../domain/timings';
import { Banner } from '../../../ui/Banner';
import { EmptyState } from '../../../ui/EmptyState';
import { LazySection } from '../../../ui/LazySection';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { MasonryGrid } from '../../../ui/MasonryGrid';
import { SkeletonGrid } from '../../../ui/SkeletonGrid';
import { PLACEHOLDER_SRC } from '../../../ui/SmartImage';
import { API_BASE } from '../../../api/client';
import { AlbumTile } from './AlbumTile';
import { useGallery } from './useGallery';
import { viewerSources } from './viewerSource';
import styles from './GalleryPage.module.css';
import { pages } from '../routes';
import { usePageTitle } from '../../../public/layout/usePageTitle';

// The full-screen viewer (and its dialog library) loads at the first click on a tile.
const MediaViewer = lazy(() => import('../../../ui/MediaViewer').then((m) => ({ default: m.MediaViewer })));

/** Tiles whose pictures load at once: the first row on the widest screen. */
const EAGER_TILES = 3;

/**
 * The public gallery (spec sections 2 and 4): six skeleton tiles until the grid is 10% in view,
 * then a loading overlay while the media load, then the events in a masonry grid. A tile opens
 * the full-screen viewer at its first file.
 */
export default function GalleryPage() {
  const pageTexts = usePagesTexts({ gallery: GALLERY_PAGE_TEXTS });
  usePageTitle(useListPageTitle(pages.gallery.path));
  const [state, load] = useGallery(PLACEHOLDER_SRC);
  const [viewing, setViewing] = useState<GalleryItemView | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);

  const skeleton = <SkeletonGrid count={SKELETON_COUNT} label={pageTexts.gallery.loading} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{pageTexts.gallery.heading}</h1>

      {state.status === 'error' && <Banner variant="error" message={pageTexts.gallery.loadError} duration={null} className={styles.banner} />}

      <LazySection as="div" threshold={LAZY_THRESHOLD} onFirstVisible={load} placeholder={skeleton} shown={state.status === 'loaded'}>
        {/* 'idle' too: the first render after scrolling in comes before the call starts, and an
            empty grid for one frame would pull the footer up and push it down again (layout shift). */}
        {(state.status === 'idle' || state.status === 'loading') && (
          <>
            {skeleton}
            {state.status === 'loading' && <LoadingOverlay />}
          </>
        )}
        {state.status === 'loaded' &&
          (state.data.length === 0 ? (
            <EmptyState message={pageTexts.gallery.empty} />
          ) : (
            <MasonryGrid asChild>
              <ul aria-label={pageTexts.gallery.heading}>
                {state.data.map((item, index) => (
                  <li key={item.id ?? index}>
                    <AlbumTile
                      item={item}
                      placeholder={PLACEHOLDER_SRC}
                      eager={index < EAGER_TILES}
                      onOpen={(chosen) => {
                        setViewing(chosen);
                        setViewerOpen(true);
                      }}
                    />
                  </li>
                ))}
              </ul>
            </MasonryGrid>
          ))}
      </LazySection>

      {viewing && (
        <Suspense fallback={null}>
          <MediaViewer
            open={viewerOpen}
            {...viewerSources(viewing.files, API_BASE, PLACEHOLDER_SRC, viewing.title)}
            startIndex={0}
            title={viewing.title}
            onClose={() => setViewerOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
