import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SkeletonGrid } from '../../ui/SkeletonGrid';
import { useAdminTexts } from '../texts';
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
  /** The grid of cards, rendered when there is at least one. */
  children: ReactNode;
}

/** What a screen's list area shows: placeholders while loading, the load error, the empty text, or the cards. */
export function CollectionView({ status, count, loadingLabel, placeholder = 'cards', emptyText, errorText, onRetry, children }: CollectionViewProps) {
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
  return children;
}
