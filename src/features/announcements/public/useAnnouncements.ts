import { listPosts, postsSeed, type Post } from '../api';
import { useLoad, type LoadState } from '../../../api/useLoad';

/**
 * The announcements of the home page, fetched once, on demand: `load` starts the call the first
 * time it is called (the carousel and the Recent Posts list both call it when first seen) and
 * does nothing after. Leaving the page aborts a call in flight.
 */
export function useAnnouncements(): [LoadState<Post[]>, () => void] {
  const { state, start } = useLoad((signal) => listPosts({ signal }), [], {
    lazy: true,
    initial: postsSeed,
    onError: (error) => console.error('Loading the announcements failed:', error),
  });
  return [state, start];
}
