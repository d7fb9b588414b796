import { useEffect, useEffectEvent, useState, type ComponentProps } from 'react';
import clsx from 'clsx';
import { TIMINGS } from '../../domain/timings';
import styles from './Banner.module.css';
import { UI_TEXTS } from '../../domain/texts/uiTexts';

export type BannerVariant = 'success' | 'error' | 'warning';

/** How long a banner stays (spec: 3 s; the settings screen passes 5000). */
export const BANNER_DURATION = TIMINGS.bannerMs;

export type BannerProps = Omit<ComponentProps<'div'>, 'children' | 'role'> & {
  variant?: BannerVariant;
  /** Nothing is shown while empty. */
  message?: string | null;
  /** Milliseconds until the banner clears itself; `null` keeps it until dismissed. */
  duration?: number | null;
  /** Called once when the banner clears (timer or Dismiss button): the owner resets its message. */
  onClear?: () => void;
};

const ICONS: Record<BannerVariant, string> = { success: '✓', error: '!', warning: '!' };

/** The top feedback banner: green success, red error, yellow warning. */
export function Banner({ variant = 'success', message, duration = BANNER_DURATION, onClear, className, ...props }: BannerProps) {
  // The banner hides itself even if its owner keeps the message; a new message shows again.
  const [shownMessage, setShownMessage] = useState(message);
  const [cleared, setCleared] = useState(false);
  if (message !== shownMessage) {
    setShownMessage(message);
    setCleared(false);
  }
  const visible = Boolean(message) && !cleared;

  // An effect event: a new onClear function from each parent render does not restart the timer.
  const clear = useEffectEvent(() => {
    setCleared(true);
    onClear?.();
  });

  useEffect(() => {
    if (!visible || duration == null) return;
    const timer = setTimeout(clear, duration);
    return () => clearTimeout(timer);
  }, [visible, message, duration]);

  if (!visible) return null;

  return (
    <div
      // Errors interrupt (alert); success and warnings wait for a pause (status).
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      className={clsx(styles.banner, className)}
      {...props}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[variant]}
      </span>
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={UI_TEXTS.banner.dismiss}
        onClick={() => {
          setCleared(true);
          onClear?.();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
