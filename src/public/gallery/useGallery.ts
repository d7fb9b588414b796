import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../api/client';
import { listMedia } from '../../api/media';
import { galleryView, type GalleryItemView } from '../../domain/media';

export type GalleryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; items: GalleryItemView[] }
  | { status: 'error' };

/**
 * The gallery's items, fetched once when `load` is first called (the grid coming into view), read
 * by domain/media galleryView: items with an unreadable file list are left out. Leaving the page
 * aborts a call in flight.
 */
export function useGallery(placeholder: string): [GalleryState, () => void] {
  const [state, setState] = useState<GalleryState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'loading' });
    listMedia({ signal: abort.signal }).then(
      (items) => {
        if (!abort.signal.aborted) setState({ status: 'loaded', items: galleryView(items, API_BASE, placeholder) });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Loading the gallery failed:', error);
        setState({ status: 'error' });
      },
    );
  }, [placeholder]);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  return [state, load];
}
