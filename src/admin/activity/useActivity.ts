import { useState } from 'react';
import { listActivity, type ActivityEntry, type ActivityFilters } from '../../api/admin/activity';
import { useLoad } from '../../api/useLoad';
import type { CollectionStatus } from '../content/useCollection';

export type Filters = Omit<ActivityFilters, 'before'>;

/** The older pages loaded with Show older entries, for the filters they were loaded with. */
interface Older {
  filters: Filters;
  entries: ActivityEntry[];
  next: number | null;
}

/**
 * The Activity screen's entries: the first page for the filters (loaded again when they change),
 * then older pages one at a time through the server's cursor.
 */
export function useActivity(filters: Filters, onError: () => void, onMoreError: () => void) {
  const first = useLoad((signal) => listActivity(filters, { signal }), [filters.person, filters.type], { onError });
  const [older, setOlder] = useState<Older | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstPage = first.state.status === 'loaded' ? first.state.data : null;
  // Pages loaded for other filters are left out, so a change of filter starts from the newest again.
  const mine = older && older.filters.person === filters.person && older.filters.type === filters.type ? older : null;
  const entries = [...(firstPage?.entries ?? []), ...(mine?.entries ?? [])];
  const next = mine ? mine.next : (firstPage?.next ?? null);

  const loadMore = async () => {
    if (next === null) return;
    setLoadingMore(true);
    try {
      const page = await listActivity({ ...filters, before: next });
      setOlder({ filters, entries: [...(mine?.entries ?? []), ...page.entries], next: page.next });
    } catch {
      onMoreError();
    } finally {
      setLoadingMore(false);
    }
  };

  const status: CollectionStatus = first.state.status === 'idle' ? 'loading' : first.state.status;
  return { entries, status, reload: first.reload, hasMore: next !== null, loadingMore, loadMore };
}
