import { useCallback } from 'react';
import { useReducedMotion } from './useReducedMotion';

/**
 * A ref for a layer that moves down at `speed` times the scroll, so the hero picture drifts slower
 * than the page. One transform per animation frame, no layout work; nothing at all under
 * prefers-reduced-motion.
 */
export function useParallax<T extends HTMLElement>(speed = 0.35): (node: T | null) => (() => void) | undefined {
  const reduced = useReducedMotion();
  return useCallback(
    (node: T | null) => {
      if (!node || reduced) return undefined;
      let frame = 0;
      const update = () => {
        frame = 0;
        const y = window.scrollY;
        // Well past the hero there is nothing to move.
        if (y > window.innerHeight * 1.5) return;
        node.style.transform = y > 0 ? `translate3d(0, ${Math.round(y * speed)}px, 0)` : '';
      };
      const onScroll = () => {
        if (!frame) frame = requestAnimationFrame(update);
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      // In the next frame, not now: reading the scroll position during React's commit made the
      // browser lay the whole page out there and then, 25 ms of the takeover's task (issue 32).
      onScroll();
      return () => {
        window.removeEventListener('scroll', onScroll);
        if (frame) cancelAnimationFrame(frame);
        node.style.transform = '';
      };
    },
    [reduced, speed],
  );
}
