import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './EmptyState.module.css';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** E.g. 'No media available.' */
  message: ReactNode;
  icon?: ReactNode;
  /** An optional next step, e.g. a Button. */
  action?: ReactNode;
};

export function EmptyState({ message, icon, action, className, ...props }: EmptyStateProps) {
  return (
    <div className={clsx(styles.empty, className)} {...props}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.message}>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
