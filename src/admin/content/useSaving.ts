import { useState } from 'react';
import { useUploadProgress, type UploadProgress } from './useUploadProgress';

export interface Saving {
  /** A save is in flight: the form and the cards wait. */
  busy: boolean;
  /** Upload progress of its files (0 to 100), or null. */
  percent: number | null;
  /**
   * Runs one save: busy until it settles, the upload progress reported to `percent` when
   * `withFiles`. Resolves or rejects as `call` does.
   */
  run: <R>(withFiles: boolean, call: (options: ReturnType<UploadProgress['track']>) => Promise<R>) => Promise<R>;
  /**
   * A form's save, as `run`: resolves true once it has succeeded (and `saved` has given a fresh
   * form), else `failed` says why and it resolves false (the form keeps what was typed).
   */
  attempt: (withFiles: boolean, call: (options: ReturnType<UploadProgress['track']>) => Promise<unknown>, outcome: SaveOutcome) => Promise<boolean>;
}

export interface SaveOutcome {
  saved?: () => void;
  failed: (error: unknown) => void;
}

/** The save of a screen's form, with its busy state and the upload progress of its multipart call. */
export function useSaving(): Saving {
  const [busy, setBusy] = useState(false);
  const progress = useUploadProgress();
  const run = async <R,>(withFiles: boolean, call: (options: ReturnType<UploadProgress['track']>) => Promise<R>): Promise<R> => {
    setBusy(true);
    try {
      return await call(progress.track(withFiles));
    } finally {
      setBusy(false);
      progress.done();
    }
  };
  const attempt: Saving['attempt'] = async (withFiles, call, { saved, failed }) => {
    try {
      await run(withFiles, call);
      saved?.();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  return { busy, percent: progress.percent, run, attempt };
}
