import type { ComponentProps, CSSProperties } from 'react';
import clsx from 'clsx';
import styles from './Skeleton.module.css';

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  shape?: 'rect' | 'text' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/**
 * A pulsing placeholder. Decorative (aria-hidden): the region that is loading announces it
 * (see SkeletonGrid, StatCard).
 */
export function Skeleton({ shape = 'rect', width, height, className, style, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={clsx(styles.skeleton, className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}
