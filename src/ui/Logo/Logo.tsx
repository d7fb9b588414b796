import type { ComponentProps } from 'react';
import clsx from 'clsx';
import styles from './Logo.module.css';

/**
 * The association's mark, drawn here (no logo file may be downloaded): an open book under a
 * flame inside a ring. Decorative: the short name next to it is the accessible text.
 */
export function Logo({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={clsx(styles.logo, className)}
      {...props}
    >
      <circle className={styles.ring} cx="24" cy="24" r="22" />
      <path className={styles.flame} d="M24 8c4 5 6 8 6 11.5a6 6 0 0 1-12 0c0-2.3 1.1-4.1 2.6-5.6.2 2 1.2 3.3 2.6 3.8C22.7 14.6 23 11.4 24 8z" />
      <path className={styles.book} d="M10 29c5-1.6 9.6-.9 13 1.8v9c-3.4-2.5-8-3.2-13-1.6zM38 29c-5-1.6-9.6-.9-13 1.8v9c3.4-2.5 8-3.2 13-1.6z" />
    </svg>
  );
}
