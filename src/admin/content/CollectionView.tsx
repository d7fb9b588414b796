import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SkeletonGrid } from '../../ui/SkeletonGrid';
import { TextField } from '../../ui/TextField/TextField';
import { MAX_SEARCH_QUERY } from '../../domain/search/searchRead';
import { useAdminTexts } from '../texts';
import styles from './Screen.module.css';
import type { ListSearch } from './listSearch';
import type { CollectionStatus } from './useCollection';

export interface CollectionViewProps {
  status: CollectionStatus;
  count: number;
  /** Announced while loading, e.g. 'Loading media...'. */
  loadingLabel: string;
  /** While loading: placeholder cards where the grid will be, or one spinner over the screen. */
  placeholder?: 'cards' | 'overlay';
  /** The screen's empty text, e.g. 'No media available.' */
  emptyText: string;
  /**
   * The screen's load error text, with a Try again button; it stays here after the banner has gone.
   * Without it a failed load shows the empty text (the banner has said what went wrong).
   */
  errorText?: string;
  onRetry?: () => void;
  /** The list's search (listSearch.ts): a field above the cards, which are then those it finds. */
  search?: ListSearch<unknown>;
  /** The grid of cards, rendered when there is at least one. */
  children: ReactNode;
}

/** What a screen's list area shows: placeholders while loading, the load error, the empty text, or the cards. */
export function CollectionView({ status, count, loadingLabel, placeholder = 'cards', emptyText, errorText, onRetry, search, children }: CollectionViewProps) {
  const T = useAdminTexts().admin.common;
  if (status === 'loading') {
    return placeholder === 'overlay' ? <LoadingOverlay label={loadingLabel} /> : <SkeletonGrid count={3} withText label={loadingLabel} />;
  }
  if (status === 'error' && errorText !== undefined) {
    return (
      <EmptyState
        message={errorText}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {T.tryAgain}
            </Button>
          )
        }
      />
    );
  }
  if (count === 0) return <EmptyState message={emptyText} />;
  if (!search) return children;
  return (
    <>
      <ListSearchField search={search} />
      {search.items.length > 0 ? children : <EmptyState message={T.noMatch(search.query.trim())} />}
    </>
  );
}

/** The search field of a list, and how many of its items are shown while it holds a query. */
function ListSearchField({ search }: { search: ListSearch<unknown> }) {
  const T = useAdminTexts().admin.common;
  const searching = search.query.trim() !== '';
  return (
    <div className={styles.listSearch}>
      <TextField
        type="search"
        label={T.searchList}
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
        maxLength={MAX_SEARCH_QUERY}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* Said once the list has changed, not at each key: a screen reader hears the count. */}
      <p role="status" className={styles.count}>
        {searching ? T.searchCount(search.items.length, search.total) : ''}
      </p>
    </div>
  );
}
