import { useEffect, useEffectEvent, useRef, useState, type ComponentProps, type FocusEvent } from 'react';
import clsx from 'clsx';
import styles from './Banner.module.css';
import { useUiTexts } from '../texts';
import { useUiTimings } from '../timings';

export type BannerVariant = 'success' | 'error' | 'warning';

export type BannerProps = Omit<ComponentProps<'div'>, 'children' | 'role'> & {
  variant?: BannerVariant;
  /** Nothing is shown while empty. */
  message?: string | null;
  /** Milliseconds until the banner clears itself (the provided `bannerMs` when not given); `null` keeps it until dismissed. */
  duration?: number | null;
  /** Called once when the banner clears (timer or Dismiss button): the owner resets its message. */
  onClear?: () => void;
  /** A button beside the message ('Undo'): choosing it runs `onAction` and clears the banner. */
  action?: BannerAction;
};

export interface BannerAction {
  label: string;
  onAction: () => void;
}

/** Marks the action's button, for a dialog whose opener is gone to send focus there. */
export const BANNER_ACTION_ATTRIBUTE = 'data-banner-action';

const ICONS: Record<BannerVariant, string> = { success: '✓', error: '!', warning: '!' };

/** The top feedback banner: green success, red error, yellow warning. */
export function Banner(given: BannerProps) {
  const ui = useUiTexts();
  const timings = useUiTimings();
  const { variant = 'success', message, duration = timings.bannerMs, onClear, action, className, ...props } = given;
  // The banner hides itself even if its owner keeps the message; a new message shows again.
  const [shownMessage, setShownMessage] = useState(message);
  const [cleared, setCleared] = useState(false);
  if (message !== shownMessage) {
    setShownMessage(message);
    setCleared(false);
  }
  const visible = Boolean(message) && !cleared;
  // While the pointer or focus is on a banner with an action, it waits (WCAG 2.2.1: time to reach it).
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = action !== undefined && (held.pointer || held.focus);
  const ref = useRef<HTMLDivElement>(null);

  const dismiss = () => {
    // Focus on its action would be lost with it: the page's <main> takes it (as ConfirmDialog does).
    if (action && ref.current?.contains(document.activeElement)) document.querySelector<HTMLElement>('main')?.focus();
    setCleared(true);
    onClear?.();
  };
  // An effect event: a new onClear function from each parent render does not restart the timer.
  const clear = useEffectEvent(dismiss);

  useEffect(() => {
    if (!visible || duration == null || paused) return;
    const timer = setTimeout(clear, duration);
    return () => clearTimeout(timer);
  }, [visible, message, duration, paused]);

  if (!visible) return null;

  return (
    <div
      // Errors interrupt (alert); success and warnings wait for a pause (status).
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      className={clsx(styles.banner, className)}
      ref={ref}
      {...(action && {
        onPointerEnter: () => setHeld((h) => ({ ...h, pointer: true })),
        onPointerLeave: () => setHeld((h) => ({ ...h, pointer: false })),
        onFocus: () => setHeld((h) => ({ ...h, focus: true })),
        onBlur: (e: FocusEvent) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
        },
      })}
      {...props}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[variant]}
      </span>
      <p className={styles.message}>{message}</p>
      {action && (
        <button
          type="button"
          className={styles.action}
          {...{ [BANNER_ACTION_ATTRIBUTE]: '' }}
          onClick={() => {
            action.onAction();
            dismiss();
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={ui.banner.dismiss}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
