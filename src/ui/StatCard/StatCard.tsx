import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './StatCard.module.css';
import { useUiTexts } from '../texts';

export type StatCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is counted, e.g. 'Total media'. */
  label: string;
  value?: number | string;
  /** Shows a placeholder instead of the number. */
  loading?: boolean;
  icon?: ReactNode;
};

const numberFormat = new Intl.NumberFormat('en-US');

/** A big number with its label (dashboard totals). */
export function StatCard({ label, value, loading = false, icon, className, ...props }: StatCardProps) {
  const ui = useUiTexts();
  return (
    <div className={clsx(styles.card, className)} aria-busy={loading || undefined} data-loading={loading || undefined} {...props}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.value}>
        {loading ? (
          <>
            <Skeleton className={styles.placeholder} />
            <VisuallyHidden>{ui.statCard.loading}</VisuallyHidden>
          </>
        ) : typeof value === 'number' ? (
          numberFormat.format(value)
        ) : (
          (value ?? '–')
        )}
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
