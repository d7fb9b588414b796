import { useCallback, useRef } from 'react';

/**
 * Brings a screen's form into view and focuses its first field: Edit on a card far down the list
 * fills the form at the top, which the admin must then see.
 */
export function useFormFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const focusForm = useCallback(() => {
    // After React has rendered the prefilled form.
    requestAnimationFrame(() => {
      const root = ref.current;
      if (!root) return;
      root.scrollIntoView({ block: 'start' });
      root.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus({ preventScroll: true });
    });
  }, []);
  return { ref, focusForm };
}
