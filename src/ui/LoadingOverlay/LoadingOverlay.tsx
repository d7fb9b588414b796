import type { ComponentProps } from 'react';
import clsx from 'clsx';
import styles from './LoadingOverlay.module.css';
import { useUiTexts } from '../texts';

export type LoadingOverlayProps = Omit<ComponentProps<'div'>, 'children' | 'role'> & {
  /** Shown and announced, e.g. 'Logging in...', 'Deleting...'. */
  label?: string;
  /** Rendered only while true, so the owner can keep it mounted. */
  open?: boolean;
};

/** Covers the whole screen while a page loads or an action runs. */
export function LoadingOverlay(given: LoadingOverlayProps) {
  const ui = useUiTexts();
  const { label = ui.loadingOverlay.label, open = true, className, ...props } = given;
  if (!open) return null;
  return (
    <div role="status" aria-live="polite" className={clsx(styles.overlay, className)} {...props}>
      <div className={styles.panel}>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.label}>{label}</p>
      </div>
    </div>
  );
}
