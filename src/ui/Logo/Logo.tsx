import type { ComponentProps } from 'react';
import clsx from 'clsx';
import styles from './Logo.module.css';
import { MARK } from './mark';

/**
 * The association's mark (./mark.ts: an open book under a flame inside a ring). Decorative: the
 * short name next to it is the accessible text.
 */
export function Logo({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox={`0 0 ${MARK.size} ${MARK.size}`}
      aria-hidden="true"
      focusable="false"
      className={clsx(styles.logo, className)}
      {...props}
    >
      <circle className={styles.ring} cx={MARK.ring.cx} cy={MARK.ring.cy} r={MARK.ring.r} />
      <path className={styles.flame} d={MARK.flame} />
      <path className={styles.book} d={MARK.book} />
    </svg>
  );
}
