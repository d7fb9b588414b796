import { useState } from 'react';

/**
 * A story's own state for a controlled prop, as the page holding the component keeps it: starts at
 * the arg and, on each change from the component (`change`), still reports to the arg's spy. `set`
 * is for the story's own controls (an opener), which the spy does not hear.
 */
export function useArgState<T>(initial: T, report: (next: T) => void) {
  const [value, set] = useState(initial);
  const change = (next: T) => {
    set(next);
    report(next);
  };
  return { value, change, set };
}
