import type { ComponentProps } from 'react';
import clsx from 'clsx';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (e.g. which file a "Remove" button removes). */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={clsx(styles.hidden, className)} {...props} />;
}
