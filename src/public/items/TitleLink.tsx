import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import styles from './TitleLink.module.css';

/** A card's title, inside its heading, as the link to the item's own page (paths.announcement(id), ...). */
export function TitleLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={clsx(styles.titleLink, className)} {...props} />;
}
