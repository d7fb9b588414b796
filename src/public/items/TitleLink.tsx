import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import clsx from 'clsx';
import { useLocalizedPath } from '../locale';
import styles from './TitleLink.module.css';

export interface TitleLinkProps {
  /** The item's page: paths.announcement(id), paths.album(id), ... */
  to: string;
  className?: string;
  children: ReactNode;
}

/** A card's title, inside its heading, as the link to the item's own page. */
export function TitleLink({ to: path, className, children }: TitleLinkProps) {
  const to = useLocalizedPath()(path);
  const linkClass = clsx(styles.titleLink, className);
  // A page mounted without the app's router (tests/ui render pages bare) still gets a working link.
  if (!useInRouterContext()) {
    return (
      <a href={to} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}
