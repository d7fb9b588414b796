import { useEffect, useEffectEvent, useRef, useState, type ComponentProps, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './LazySection.module.css';

export interface LazySectionOwnProps {
  children: ReactNode;
  /** Shown until the section is first visible, e.g. six skeleton cards. */
  placeholder?: ReactNode;
  /** The share of the section (0 to 1) that must be on screen: 0.1 = 10 %. */
  threshold?: number;
  /** IntersectionObserver rootMargin, e.g. '200px' to start a little before it scrolls in. */
  rootMargin?: string;
  /** Called once, after the children first render: the page starts loading the section's data here. */
  onFirstVisible?: () => void;
  /**
   * Shows `children` from the first render: their data is already in the page (server-rendered),
   * so there is nothing to wait for. Read on the first render only.
   */
  shown?: boolean;
  as?: ElementType;
}

export type LazySectionProps = Omit<ComponentProps<'section'>, 'children' | 'placeholder'> & LazySectionOwnProps;

/**
 * Renders `placeholder` until `threshold` of it is on screen, then `children` for good (scrolling
 * away does not bring the placeholder back). Pages load the data of a section below the fold only
 * when it is reached.
 */
export function LazySection({
  children,
  placeholder = null,
  threshold = 0.1,
  rootMargin = '0px',
  onFirstVisible,
  shown = false,
  as: Tag = 'section',
  className,
  ...props
}: LazySectionProps) {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (very old browsers) everything shows at once. A server render has
  // none either, but shows what the browser's first render (the hydration) will show: the placeholder.
  const [visible, setVisible] = useState(() => shown || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
  const fired = useRef(false);
  const fireFirstVisible = useEffectEvent(() => {
    if (fired.current) return;
    fired.current = true;
    onFirstVisible?.();
  });

  useEffect(() => {
    if (visible) {
      fireFirstVisible();
      return;
    }
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // The first report comes at once and may say "intersecting" with a ratio below the threshold.
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, threshold, rootMargin]);

  return (
    <Tag
      ref={ref}
      className={clsx(styles.section, className)}
      data-visible={visible || undefined}
      aria-busy={visible ? undefined : true}
      {...props}
    >
      {visible ? children : placeholder}
    </Tag>
  );
}
