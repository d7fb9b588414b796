import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './SkeletonGrid.module.css';
import { useUiTexts } from '../texts';

export type SkeletonGridProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Number of placeholder tiles. */
  count?: number;
  /** Announced to screen readers while the tiles show. */
  label?: string;
  /** Draw a caption under each tile (cards with a name) or only the picture. */
  withText?: boolean;
};

export function SkeletonGrid(given: SkeletonGridProps) {
  const ui = useUiTexts();
  const { count = 6, label = ui.skeletonGrid.label, withText = false, className, ...props } = given;
  return (
    <div role="status" aria-live="polite" className={clsx(styles.grid, className)} {...props}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.tile} data-skeleton-tile="">
          <Skeleton className={styles.picture} />
          {withText && (
            <>
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="45%" />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
