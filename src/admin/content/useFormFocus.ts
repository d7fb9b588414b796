import { useCallback, useRef } from 'react';

/**
 * Brings a screen's form into view and focuses its first field: Edit on a card far down the list
 * fills the form at the top, which the admin must then see. `attachForm` is a callback ref for the
 * element holding the form.
 */
export function useFormFocus<T extends HTMLElement>() {
  const node = useRef<T | null>(null);
  const attachForm = useCallback((element: T | null) => {
    node.current = element;
  }, []);
  const focusForm = useCallback(() => {
    // After React has rendered the prefilled form.
    requestAnimationFrame(() => {
      const root = node.current;
      if (!root) return;
      root.scrollIntoView({ block: 'start' });
      root.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus({ preventScroll: true });
    });
  }, []);
  return { attachForm, focusForm };
}
