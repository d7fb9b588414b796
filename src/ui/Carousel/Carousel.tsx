import {
  isValidElement,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
  type Key,
  type PointerEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { Icon } from '../Icon';
import { StepButtons } from '../shared/StepButtons';
import styles from './Carousel.module.css';
import { useUiTexts } from '../texts';
import { useUiTimings } from '../timings';

/** A slide drawn only when it is shown or next to the shown one (e.g. one with a big picture). */
export interface CarouselSlide {
  key?: Key;
  render: () => ReactNode;
}

export type CarouselItem = ReactNode | CarouselSlide;

export interface CarouselOwnProps {
  items: readonly CarouselItem[];
  /** Milliseconds between automatic moves to the next slide (the provided `carouselIntervalMs` when not given). */
  interval?: number;
  /** A horizontal drag must be longer than this (px) to change slides (the provided `swipeThresholdPx` when not given). */
  swipeThreshold?: number;
  /** Moves on by itself (never under prefers-reduced-motion). */
  autoPlay?: boolean;
  /** Accessible name of the carousel: what its slides are. */
  label?: string;
  initialIndex?: number;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** Accessible name of the dot button of slide `n` (1-based). */
  goToLabel?: (n: number) => string;
}

export type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & CarouselOwnProps;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Movement (px) before a press counts as a drag and the pointer is captured. */
const DRAG_SLOP = 5;

/**
 * Slides shown one at a time. Every `interval` ms it moves to the next slide and wraps
 * from the last to the first; it holds still while the pointer is over it or focus is in it, when
 * the user pressed Pause, and always under prefers-reduced-motion (WCAG 2.2.2). Dots jump to a
 * slide, the arrow buttons step, and a horizontal drag of more than `swipeThreshold` px goes to
 * the previous slide (drag right) or the next (drag left).
 */
export function Carousel(given: CarouselProps) {
  const ui = useUiTexts();
  const timings = useUiTimings();
  const {
    items,
    interval = timings.carouselIntervalMs,
    swipeThreshold = timings.swipeThresholdPx,
    autoPlay = true,
    label = ui.carousel.label,
    initialIndex = 0,
    previousLabel = ui.carousel.previous,
    nextLabel = ui.carousel.next,
    pauseLabel = ui.carousel.pause,
    playLabel = ui.carousel.play,
    goToLabel = ui.carousel.goTo,
    className,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...props
  } = given;
  const count = items.length;
  const [indexState, setIndex] = useState(initialIndex);
  // The list may shrink (an item deleted) while a later slide is shown.
  const index = count === 0 ? 0 : Math.min(Math.max(indexState, 0), count - 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const drag = useRef<{ pointerId: number; startX: number; captured: boolean } | null>(null);
  const [dragOffset, setDragOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const suppressClick = useRef(false);

  const several = count > 1;
  const canRotate = autoPlay && several && !reducedMotion;
  const rotating = canRotate && !userPaused && !hovered && !focused && !dragging;

  const goTo = (next: number) => setIndex(((next % count) + count) % count);
  const step = (delta: number) => setIndex((i) => (((Math.min(i, count - 1) + delta) % count) + count) % count);

  // One timeout per shown slide: any move, by hand or by timer, starts a full interval again.
  useEffect(() => {
    if (!rotating) return;
    const id = setTimeout(() => setIndex((i) => (Math.min(i, count - 1) + 1) % count), interval);
    return () => clearTimeout(id);
  }, [rotating, index, interval, count]);

  if (count === 0) return null;

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    setDragOffset(0);
    if (cancelled) return;
    const dx = event.clientX - current.startX;
    if (Math.abs(dx) > DRAG_SLOP) suppressClick.current = true;
    if (dx > swipeThreshold) step(-1);
    else if (dx < -swipeThreshold) step(1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.carousel, className)}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    >
      <div className={styles.stage}>
        <div
          className={styles.viewport}
          data-dragging={dragging || undefined}
          onPointerDown={(event) => {
            // A touch drag is followed by no click: a flag left from it must not eat the next tap.
            suppressClick.current = false;
            if (!several || !event.isPrimary || event.button !== 0) return;
            drag.current = { pointerId: event.pointerId, startX: event.clientX, captured: false };
          }}
          onPointerMove={(event) => {
            const current = drag.current;
            if (!current || current.pointerId !== event.pointerId) return;
            const dx = event.clientX - current.startX;
            if (!current.captured && Math.abs(dx) > DRAG_SLOP) {
              // Captured only once it is a drag: capturing on press would steal clicks on links in the slide.
              current.captured = true;
              setDragging(true);
              try {
                event.currentTarget.setPointerCapture(event.pointerId);
              } catch {
                // A synthetic or already released pointer cannot be captured; the drag works without.
              }
            }
            if (current.captured) setDragOffset(dx);
          }}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
          onClickCapture={(event) => {
            // The click that ends a drag must not follow a link in the slide.
            if (!suppressClick.current) return;
            suppressClick.current = false;
            event.preventDefault();
            event.stopPropagation();
          }}
          onDragStart={(event) => event.preventDefault()}
        >
          <div
            className={styles.track}
            // Announce slide changes made by the user, not the automatic ones (APG carousel).
            aria-live={rotating ? 'off' : 'polite'}
            style={{ transform: `translateX(calc(${-index * 100}% + ${dragOffset}px))` }}
          >
            {items.map((item, i) => {
              const shown = i === index;
              const near = shown || i === (index + 1) % count || i === (index - 1 + count) % count;
              return (
                <div
                  key={slideKey(item, i)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={ui.carousel.position(i + 1, count)}
                  // Slides out of view must not take focus or be read.
                  inert={!shown}
                  data-active={shown || undefined}
                  className={styles.slide}
                >
                  {isSlide(item) ? (near ? item.render() : null) : item}
                </div>
              );
            })}
          </div>
        </div>
        {several && (
          <StepButtons
            classes={styles}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            onStep={step}
          />
        )}
      </div>
      {several && (
        <div className={styles.footer}>
          <div className={styles.dots}>
            {items.map((item, i) => (
              <button
                key={slideKey(item, i)}
                type="button"
                className={styles.dot}
                aria-label={goToLabel(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          {canRotate && (
            <button
              type="button"
              className={clsx(styles.button, styles.toggle)}
              aria-label={userPaused ? playLabel : pauseLabel}
              onClick={() => setUserPaused((p) => !p)}
            >
              <Icon className={styles.icon} path={userPaused ? 'M8 5l11 7-11 7z' : 'M8 5v14M16 5v14'} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function isSlide(item: CarouselItem): item is CarouselSlide {
  return (
    typeof item === 'object' &&
    item !== null &&
    !isValidElement(item) &&
    'render' in item &&
    typeof item.render === 'function'
  );
}

function slideKey(item: CarouselItem, index: number): Key {
  if (isSlide(item) && item.key != null) return item.key;
  if (isValidElement(item) && item.key != null) return item.key;
  return index;
}

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
