import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './PulsingPlaceholder.module.css';

export interface PulsingPlaceholderProps {
  /** The shape of what will replace it, so the page does not jump when it arrives. */
  variant: 'affiliates' | 'carousel' | 'cards' | 'list';
}

/** A pulsing stand-in for a home section that has not loaded yet. */
export function PulsingPlaceholder({ variant }: PulsingPlaceholderProps) {
  return (
    <div role="status" className={styles.placeholder} data-variant={variant}>
      <VisuallyHidden>Loading...</VisuallyHidden>
      {variant === 'affiliates' &&
        Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className={styles.badge} />)}
      {variant === 'carousel' && (
        <>
          <Skeleton className={styles.picture} />
          <div className={styles.text}>
            <Skeleton shape="text" width="60%" height="1.5rem" />
            <Skeleton shape="text" width="90%" />
            <Skeleton shape="text" width="75%" />
          </div>
        </>
      )}
      {variant === 'cards' && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className={styles.card} />)}
      {variant === 'list' && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className={styles.row} />)}
    </div>
  );
}
