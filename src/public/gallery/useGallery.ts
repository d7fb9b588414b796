import { API_BASE } from '../../api/client';
import { listMedia, mediaSeed } from '../../api/media';
import { seedThen } from '../../api/initialData';
import { useLoad, type LoadState } from '../../api/useLoad';
import { galleryView, type GalleryItemView } from '../../domain/media';

/**
 * The gallery's items, fetched once when `load` is first called (the grid coming into view), read
 * by domain/media galleryView: items with an unreadable file list are left out. Leaving the page
 * aborts a call in flight.
 */
export function useGallery(placeholder: string): [LoadState<GalleryItemView[]>, () => void] {
  const view = (items: Awaited<ReturnType<typeof listMedia>>) => galleryView(items, API_BASE, placeholder);
  const { state, start } = useLoad(async (signal) => view(await listMedia({ signal })), [placeholder], {
    lazy: true,
    initial: seedThen(mediaSeed, view),
    onError: (error) => console.error('Loading the gallery failed:', error),
  });
  return [state, start];
}
