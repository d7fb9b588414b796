/**
 * The timings and limits of spec section 9, in one place: pages and the components' defaults read
 * them from here (a component's default is the spec's value, a story may pass another).
 */

/** Timings and limits (spec section 9), in milliseconds, pixels or counts. */
export const TIMINGS = {
  /** Banners clear after 3 s (announcements, dashboard, success-state). */
  bannerMs: 3000,
  settingsBannerMs: 5000,
  /** A banner with an Undo (after a delete, which moved the item to the trash): time to reach the button. */
  undoBannerMs: 8000,
  newLeaderHighlightMs: 1000,
  carouselIntervalMs: 5000,
  swipeThresholdPx: 50,
  affiliateIntervalMs: 3000,
  /** The home page shows its load error this long after the error is set. */
  homeErrorToastDelayMs: 3000,
  summitRetryDelayMs: 2000,
  publicSummitSuccessMs: 3000,
  /** 'Link copied' after Copy link (Share) shows this long: long enough to read, gone before the next copy. */
  shareConfirmationMs: 3000,
} as const;

/** Skeleton tiles before the gallery and leaders load. */
export const SKELETON_COUNT = 6;
/** Sections load when this fraction of them is visible (IntersectionObserver threshold). */
export const LAZY_THRESHOLD = 0.1;
