import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export type CollectionStatus = 'loading' | 'ready' | 'error';

export interface Collection<T> {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  status: CollectionStatus;
  /** Loads the list again (after a failed load). */
  reload: () => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Loads a screen's list on mount and on reload() (a load in flight is aborted by the next one and
 * on unmount). `onError` reports a failed load, e.g. with the screen's red banner; the list is then
 * empty with status 'error'. The `load` and `onError` of the first render are used throughout.
 */
export function useCollection<T>(load: (signal: AbortSignal) => Promise<T[]>, onError: (error: unknown) => void): Collection<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<CollectionStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [initial] = useState(() => ({ load, onError }));

  useEffect(() => {
    const controller = new AbortController();
    initial
      .load(controller.signal)
      .then((list) => {
        if (controller.signal.aborted) return;
        setItems(list);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setItems([]);
        setStatus('error');
        initial.onError(error);
      });
    return () => controller.abort();
  }, [initial, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { items, setItems, status, reload };
}
