import { useEffect, useState } from 'react';
import { trashPicture } from '../../api/admin/trash';

export type TrashPictureState = { status: 'loading' } | { status: 'loaded'; url: string } | { status: 'failed' };

const LOADING: TrashPictureState = { status: 'loading' };

/**
 * A trashed item's picture, read with the token (its public URL answers 404 while it is in the
 * trash) and held as an object URL. The read is aborted, and the URL revoked, when the picture
 * changes or the card goes (restored, deleted for good, the screen left). A failure is only
 * 'failed': a picture the card cannot show is no reason for an error banner.
 */
export function useTrashPicture(path: string): TrashPictureState {
  const [state, setState] = useState<{ path: string; picture: TrashPictureState }>({ path, picture: LOADING });

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    trashPicture(path, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ path, picture: { status: 'loaded', url } });
      },
      () => {
        if (!controller.signal.aborted) setState({ path, picture: { status: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  // A new path is loading from its first render, not showing the last one's picture.
  return state.path === path ? state.picture : LOADING;
}
