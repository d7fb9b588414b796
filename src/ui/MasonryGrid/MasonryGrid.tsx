import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { Slot } from '../Slot';
import styles from './MasonryGrid.module.css';

export type MasonryGridProps = ComponentProps<'div'> & {
  /** Render as the child element instead, e.g. a `<ul>` whose `<li>` are the items. */
  asChild?: boolean;
};

/**
 * Items of varied heights in CSS columns: 1 column below 640 px, 2 from 640 px, 3 from 1024 px.
 * Items flow top to bottom, then to the next column (CSS columns), and never split across columns.
 */
export function MasonryGrid({ asChild = false, className, ...props }: MasonryGridProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp className={clsx(styles.grid, className)} {...props} />;
}
