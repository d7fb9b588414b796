import styles from './ScrollingBanner.module.css';

export interface ScrollingBannerProps {
  text: string;
}

/**
 * The words that scroll across the page under the hero. Read once by screen readers; the moving
 * copies are decoration. Under prefers-reduced-motion the text stands still and wraps.
 */
export function ScrollingBanner({ text }: ScrollingBannerProps) {
  return (
    <div className={styles.banner}>
      <p className={styles.still}>{text}</p>
      <div className={styles.track} aria-hidden="true">
        {/* Two copies: when the first has scrolled out, the second stands where it started. */}
        <span className={styles.copy}>{text}</span>
        <span className={styles.copy}>{text}</span>
      </div>
    </div>
  );
}
