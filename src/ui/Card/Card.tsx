import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { Slot } from '../Slot';
import styles from './Card.module.css';

type AsChild = { asChild?: boolean };

/** A surface grouping related content. `asChild` renders it as the child element (`<article>`, `<li>`...). */
export function Card({ asChild = false, className, ...props }: ComponentProps<'div'> & AsChild) {
  const Comp = asChild ? Slot : 'div';
  return <Comp className={clsx(styles.card, className)} {...props} />;
}

export function CardMedia({ className, alt, ...props }: ComponentProps<'img'>) {
  return <img className={clsx(styles.media, className)} alt={alt} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.header, className)} {...props} />;
}

/** An `<h3>` by default; wrap another heading level with `asChild` to fit the page outline. */
export function CardTitle({ asChild = false, className, ...props }: ComponentProps<'h3'> & AsChild) {
  const Comp = asChild ? Slot : 'h3';
  return <Comp className={clsx(styles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx(styles.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.footer, className)} {...props} />;
}
