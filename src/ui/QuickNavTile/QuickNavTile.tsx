import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import clsx from 'clsx';
import styles from './QuickNavTile.module.css';

export type QuickNavTileProps = Omit<LinkProps, 'children'> & {
  label: string;
  /** Decorative: the label names the link. */
  icon?: ReactNode;
  description?: string;
};

/** A large link to a section (dashboard Quick Navigation). */
export function QuickNavTile({ label, icon, description, className, ...props }: QuickNavTileProps) {
  return (
    <Link className={clsx(styles.tile, className)} {...props}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </Link>
  );
}
