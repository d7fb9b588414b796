import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isAbortError } from './abort';
import { readSeed, useInitialData, type Seed } from './initialData';

/** Where a read stands. The one set of status names of every screen, public and admin. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'error'; error: unknown };

export interface LoadOptions<T> {
  /** Wait for start() instead of loading on mount: a list below the fold loads when first seen. */
  lazy?: boolean;
  /** Load again whenever the browser window regains focus (spec section 4, the public summit). */
  refetchOnFocus?: boolean;
  /** Told of each successful answer (after the state holds it). */
  onLoaded?: (data: T) => void;
  /** Told of each failure; an abort (unmount, a newer load) is not one. */
  onError?: (error: unknown) => void;
  /**
   * The API read whose answer the server may have written into the page (api/initialData.tsx):
   * when it did, the first render is already loaded with it (a lazy load counts as started), and
   * the load on mount is skipped (and `onLoaded` not told of it). Reloads and new deps fetch as usual.
   */
  initial?: Seed<T>;
}

export interface Load<T> {
  state: LoadState<T>;
  /** A load is in flight: the first one, or a reload while the last data stays shown. */
  pending: boolean;
  /** In lazy mode, starts the first load; does nothing once started (or when not lazy). */
  start: () => void;
  /** Loads again, aborting a load in flight; loaded data stays shown until the answer comes. */
  reload: () => void;
  /** Changes the loaded data in place (e.g. after a save); does nothing before it has loaded. */
  setData: (update: (data: T) => T) => void;
}

/** A state as a screen shows it: the failure put into the words the visitor reads. */
export type ShownState<T> = Exclude<LoadState<T>, { status: 'error' }> | { status: 'error'; message: string };

/** `state`, its failure (if any) put into words by `describe`. */
export function withErrorText<T>(state: LoadState<T>, describe: (error: unknown) => string): ShownState<T> {
  return state.status === 'error' ? { status: 'error', message: describe(state.error) } : state;
}

function sameValues(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * One read of the API for a component: `load` runs on mount (or on start() when lazy), again when
 * `deps` change or reload() is called, and its signal is aborted on unmount or by the next load, so
 * a late answer never lands on a screen that moved on. The latest `load` and callbacks are used.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: LoadOptions<T> = {}): Load<T> {
  const { lazy = false, refetchOnFocus = false } = options;
  const initialData = useInitialData();
  const [seeded] = useState(() => readSeed(initialData, options.initial));
  const [started, setStarted] = useState(!lazy || seeded !== null);
  const [attempt, setAttempt] = useState(0);
  // The last answer and the load it answered: the state shown is derived from it, so a new load
  // reads as pending from its first render without a state change inside the effect.
  const [answer, setAnswer] = useState<{ deps: DependencyList; attempt: number; state: LoadState<T> } | null>(() =>
    seeded ? { deps, attempt: 0, state: { status: 'loaded', data: seeded.data } } : null,
  );
  // The load the page's answer stands for: the mount's effect (twice in StrictMode) skips it.
  const seededLoad = useRef(seeded ? { deps, attempt: 0 } : null);
  const latest = useRef({ load, options });
  useEffect(() => {
    latest.current = { load, options };
  });
  const busy = useRef(false);

  useEffect(() => {
    if (!started) return;
    if (seededLoad.current) {
      if (seededLoad.current.attempt === attempt && sameValues(seededLoad.current.deps, deps)) return;
      seededLoad.current = null;
    }
    const controller = new AbortController();
    const { signal } = controller;
    busy.current = true;
    latest.current.load(signal).then(
      (data) => {
        if (signal.aborted) return;
        busy.current = false;
        setAnswer({ deps, attempt, state: { status: 'loaded', data } });
        latest.current.options.onLoaded?.(data);
      },
      (error: unknown) => {
        if (signal.aborted || isAbortError(error)) return;
        busy.current = false;
        setAnswer({ deps, attempt, state: { status: 'error', error } });
        latest.current.options.onError?.(error);
      },
    );
    return () => {
      controller.abort();
      busy.current = false;
    };
    // `deps` are the caller's: the load is read from `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, attempt, ...deps]);

  const reload = useCallback(() => {
    setStarted(true);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!refetchOnFocus) return;
    // A focus during a load (or its retries) does not restart it.
    const onFocus = () => {
      if (!busy.current) reload();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetchOnFocus, reload]);

  const start = useCallback(() => setStarted(true), []);
  const setData = useCallback((update: (data: T) => T) => {
    setAnswer((previous) =>
      previous?.state.status === 'loaded' ? { ...previous, state: { status: 'loaded', data: update(previous.state.data) } } : previous,
    );
  }, []);

  const sameDeps = answer !== null && sameValues(answer.deps, deps);
  const current = sameDeps && answer.attempt === attempt;
  const pending = started && !current;
  let state: LoadState<T>;
  if (!started) state = IDLE;
  else if (current || (sameDeps && answer.state.status === 'loaded')) state = answer.state;
  else state = LOADING;

  return { state, pending, start, reload, setData };
}
