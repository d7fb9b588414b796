import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './PulsingPlaceholder.module.css';
import { usePublicTexts } from '../locale';

export interface PulsingPlaceholderProps {
  /** The shape of what will replace it, so the page does not jump when it arrives. */
  variant: 'affiliates' | 'carousel' | 'cards' | 'list';
  /**
   * Hold the pulse. For a section not yet scrolled to: nobody sees it, and an animation that runs
   * below the fold still costs the phone a repaint every frame.
   */
  still?: boolean;
}

/** A pulsing stand-in for a home section that has not loaded yet. */
export function PulsingPlaceholder({ variant, still = false }: PulsingPlaceholderProps) {
  const texts = usePublicTexts();
  return (
    <div role="status" className={styles.placeholder} data-variant={variant} data-still={still || undefined}>
      <VisuallyHidden>{texts.home.loading}</VisuallyHidden>
      {variant === 'affiliates' &&
        Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className={styles.badge} />)}
      {variant === 'carousel' && (
        <>
          <div className={styles.slide}>
            <Skeleton className={styles.picture} />
            <div className={styles.text}>
              <Skeleton shape="text" width="60%" height="1.5rem" />
              <Skeleton shape="text" width="90%" />
              <Skeleton shape="text" width="75%" />
            </div>
          </div>
          {/* Where the carousel's dots will be. */}
          <div className={styles.dots} />
        </>
      )}
      {variant === 'cards' && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className={styles.card} />)}
      {variant === 'list' && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className={styles.row} />)}
    </div>
  );
}
