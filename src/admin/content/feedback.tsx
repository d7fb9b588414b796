import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Banner, type BannerAction, type BannerVariant } from '../../ui/Banner';
import { TIMINGS } from '../../domain/timings';

/**
 * How long a screen's banner stays, in ms (spec section 9: 3000). `null` keeps banners until
 * dismissed: stories use it so a screenshot never races the timer; the screens never change it.
 */
export const BannerDurationContext = createContext<number | null>(TIMINGS.bannerMs);

interface Message {
  variant: BannerVariant;
  text: string;
  /** A new id for every message, so the same text shown twice restarts the timer. */
  id: number;
  action?: BannerAction;
}

export interface Feedback {
  /** With an action ('Undo'), the banner stays TIMINGS.undoBannerMs, long enough to reach it. */
  success: (text: string, action?: BannerAction) => void;
  error: (text: string) => void;
  warning: (text: string) => void;
  clear: () => void;
  /** The current message, or null. */
  message: Message | null;
  /** The top banner of the screen: render it once. */
  banner: ReactNode;
}

export interface FeedbackOptions {
  /** How long this screen's banners stay, in ms, when not the spec's 3000 (settings: 5000). */
  duration?: number;
  /** An error shown from the first render, e.g. one that arrived in navigation state. */
  initialError?: string | null;
}

/** The one feedback banner of an admin screen (green success, red error, yellow warning). */
export function useFeedback({ duration: ownDuration, initialError }: FeedbackOptions = {}): Feedback {
  const held = useContext(BannerDurationContext);
  // Held banners (stories) stay held whatever the screen's own duration.
  const duration = held === null ? null : (ownDuration ?? held);
  const [message, setMessage] = useState<Message | null>(() => (initialError ? { variant: 'error', text: initialError, id: 0 } : null));
  const next = useRef(0);
  const show = useCallback((variant: BannerVariant, text: string, action?: BannerAction) => {
    next.current += 1;
    setMessage({ variant, text, id: next.current, ...(action && { action }) });
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  const success = useCallback((text: string, action?: BannerAction) => show('success', text, action), [show]);
  const error = useCallback((text: string) => show('error', text), [show]);
  const warning = useCallback((text: string) => show('warning', text), [show]);

  // Into <body>, as a new element per message: a dialog that is open (edit, delete) hides the rest
  // of the page from assistive technology, but not an element added after it opened, so the
  // message of a save or delete made from a dialog is still heard.
  const banner = message
    ? createPortal(
        <Banner
          key={message.id}
          variant={message.variant}
          message={message.text}
          duration={message.action && duration !== null ? TIMINGS.undoBannerMs : duration}
          action={message.action}
          onClear={clear}
        />,
        document.body,
      )
    : null;

  return { success, error, warning, clear, message, banner };
}
