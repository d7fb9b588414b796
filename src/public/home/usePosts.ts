import { useCallback, useEffect, useRef, useState } from 'react';
import { listPosts, type Post } from '../../api/posts';

export type PostsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; posts: Post[] }
  | { status: 'error' };

/**
 * The announcements of the home page, fetched once, on demand: `load` starts the call the first
 * time it is called (the carousel and the Recent Posts list both call it when first seen) and
 * does nothing after. Leaving the page aborts a call in flight.
 */
export function usePosts(): [PostsState, () => void] {
  const [state, setState] = useState<PostsState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'loading' });
    listPosts({ signal: abort.signal }).then(
      (posts) => {
        if (!abort.signal.aborted) setState({ status: 'loaded', posts });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Loading the announcements failed:', error);
        setState({ status: 'error' });
      },
    );
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  return [state, load];
}
