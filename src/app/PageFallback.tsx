import styles from './PageFallback.module.css';

/**
 * What shows while a page's chunk downloads: an empty block a screen tall, so the footer stays
 * below the fold and does not jump when the page arrives (no layout shift).
 */
export function PageFallback() {
  return <div className={styles.fallback} aria-busy="true" />;
}
