import { createContext, type ReactNode } from 'react';
import { useProvided } from './provided';

/**
 * How long things stay and how far a drag goes, when a component is not given its own: the app's
 * to decide, given once at its root through UiTimingsProvider (as Radix's Toast.Provider takes
 * `duration` and `swipeThreshold`). Milliseconds and pixels.
 */
export interface UiTimings {
  /** How long a Banner stays before it clears itself. */
  bannerMs: number;
  /** How long a Carousel shows a slide before it moves to the next. */
  carouselIntervalMs: number;
  /** How long a horizontal drag on a Carousel must be to change slides. */
  swipeThresholdPx: number;
  /** How long Share's 'Link copied' stays. */
  shareConfirmationMs: number;
}

const UiTimingsContext = createContext<UiTimings | null>(null);

/** The components' timings for everything below it. */
export function UiTimingsProvider({ timings, children }: { timings: UiTimings; children: ReactNode }) {
  return <UiTimingsContext value={timings}>{children}</UiTimingsContext>;
}

/** The timings from the UiTimingsProvider above. */
export function useUiTimings(): UiTimings {
  return useProvided(UiTimingsContext, 'UiTimingsProvider', 'timings');
}
