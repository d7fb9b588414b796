import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonGrid } from '../../ui/SkeletonGrid';
import type { CollectionStatus } from './useCollection';

export interface CollectionViewProps {
  status: CollectionStatus;
  count: number;
  /** Announced while loading, e.g. 'Loading media...'. */
  loadingLabel: string;
  /** The screen's empty text, e.g. 'No media available.' */
  emptyText: string;
  /** The screen's load error text; it stays here after the banner has gone. */
  errorText: string;
  onRetry: () => void;
  /** The grid of cards, rendered when there is at least one. */
  children: ReactNode;
}

/** What a screen's list area shows: placeholders while loading, the load error, the empty text, or the cards. */
export function CollectionView({ status, count, loadingLabel, emptyText, errorText, onRetry, children }: CollectionViewProps) {
  if (status === 'loading') return <SkeletonGrid count={3} withText label={loadingLabel} />;
  if (status === 'error') {
    return (
      <EmptyState
        message={errorText}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (count === 0) return <EmptyState message={emptyText} />;
  return children;
}
