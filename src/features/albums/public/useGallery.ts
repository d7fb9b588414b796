import { useMemo } from 'react';
import { API_BASE } from '../../../api/client';
import { listMedia, mediaSeed } from '../api';
import { useLoad, type LoadState } from '../../../api/useLoad';
import { galleryView, type GalleryItemView } from '../rules';
import { useTimeZone } from '../../../public/useTimeZone';
import { useLocale } from '../../../public/locale';

/**
 * The gallery's items, fetched once when `load` is first called (the grid coming into view), read
 * by rules.ts galleryView: items with an unreadable file list are left out. Leaving the page
 * aborts a call in flight.
 */
export function useGallery(placeholder: string): [LoadState<GalleryItemView[]>, () => void] {
  const { state, start } = useLoad((signal) => listMedia({ signal }), [], {
    lazy: true,
    initial: mediaSeed,
    onError: (error) => console.error('Loading the gallery failed:', error),
  });
  // Read at render: the items' dates follow the zone they are shown in (src/public/useTimeZone.ts).
  const timeZone = useTimeZone();
  const locale = useLocale();
  const view = useMemo<LoadState<GalleryItemView[]>>(
    () => (state.status === 'loaded' ? { status: 'loaded', data: galleryView(state.data, API_BASE, placeholder, timeZone, locale) } : state),
    [state, placeholder, timeZone, locale],
  );
  return [view, start];
}
