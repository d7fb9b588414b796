import { useCallback, useContext, useRef, useState } from 'react';
import { Banner, type BannerVariant } from '../../ui/Banner';
import { BannerDurationContext } from '../content/feedback';
import styles from './ToastStack.module.css';

export interface Toast {
  id: number;
  variant: BannerVariant;
  message: string;
}

/** Toasts that may arrive together (the dashboard's four counts can each fail): each clears on its own. */
export function useToasts(initial: readonly Omit<Toast, 'id'>[] = []) {
  const [toasts, setToasts] = useState<Toast[]>(() => initial.map((toast, index) => ({ ...toast, id: index + 1 })));
  const next = useRef(initial.length);
  const push = useCallback((variant: BannerVariant, message: string) => {
    next.current += 1;
    const id = next.current;
    setToasts((list) => [...list, { id, variant, message }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, push, dismiss };
}

/** Banners stacked at the top of the screen, newest last; each clears after 3 s. */
export function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const duration = useContext(BannerDurationContext);
  if (toasts.length === 0) return null;
  return (
    <div className={styles.stack}>
      {toasts.map((toast) => (
        <Banner
          key={toast.id}
          className={styles.toast}
          variant={toast.variant}
          message={toast.message}
          duration={duration}
          onClear={() => onDismiss(toast.id)}
        />
      ))}
    </div>
  );
}
