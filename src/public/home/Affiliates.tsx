import { useEffect, useState } from 'react';
import { TIMINGS } from '../../domain/timings';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { Affiliate } from './affiliates';
import styles from './Affiliates.module.css';
import { usePublicTexts } from '../locale';

export interface AffiliatesProps {
  items: readonly Affiliate[];
  /** Milliseconds between highlight moves (spec: 3 s). */
  interval?: number;
  /** Moves the highlight (default); false holds it on the first mark. */
  rotate?: boolean;
}

/**
 * The affiliates' marks in a row; one of them is highlighted, and the highlight moves to the next
 * every `interval` ms, wrapping around. Each mark links to the organisation's site in a new tab.
 */
export function Affiliates({ items, interval = TIMINGS.affiliateIntervalMs, rotate = true }: AffiliatesProps) {
  const texts = usePublicTexts();
  const [active, setActive] = useState(0);
  const count = items.length;

  useEffect(() => {
    if (!rotate || count < 2) return;
    const id = setInterval(() => setActive((i) => (i + 1) % count), interval);
    return () => clearInterval(id);
  }, [count, interval, rotate]);

  return (
    <ul className={styles.row}>
      {items.map((item, index) => (
        <li key={item.href}>
          <a
            className={styles.badge}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            data-highlighted={index === active || undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              {item.mark}
            </span>
            <span className={styles.name}>
              {item.label}
              <VisuallyHidden> {texts.newTab}</VisuallyHidden>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
