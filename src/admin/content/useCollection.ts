import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useLoad, type LoadState } from '../../api/useLoad';

export type CollectionStatus = Exclude<LoadState<unknown>['status'], 'idle'>;

export interface Collection<T> {
  /** The loaded list; empty while loading and after a failed load. */
  items: T[];
  /** Changes the loaded list (after a save); does nothing before it has loaded. */
  setItems: Dispatch<SetStateAction<T[]>>;
  status: CollectionStatus;
  /** Loads the list again (after a failed load). */
  reload: () => void;
}

const NONE: never[] = [];

/**
 * A screen's list, loaded on mount and on reload() (src/api/useLoad: a load in flight is aborted
 * by the next one and on unmount). `onError` reports a failed load, e.g. with the screen's red
 * banner; the list is then empty with status 'error'.
 */
export function useCollection<T>(load: (signal: AbortSignal) => Promise<T[]>, onError: (error: unknown) => void): Collection<T> {
  const { state, reload, setData } = useLoad(load, [], { onError });
  const setItems = useCallback<Dispatch<SetStateAction<T[]>>>((next) => setData(typeof next === 'function' ? next : () => next), [setData]);
  return {
    items: state.status === 'loaded' ? state.data : NONE,
    setItems,
    // Not lazy, so never idle.
    status: state.status === 'idle' ? 'loading' : state.status,
    reload,
  };
}
