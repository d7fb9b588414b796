import { useState } from 'react';
import type { UploadOptions } from '../../api/upload';
import type { Feedback } from './feedback';

/** One save of a screen: what it sends, and what the screen says and does after it. */
export interface Save<R> {
  /** The call sends files: the progress bar shows, from 0 % at once (the first report comes only once the body is ready). */
  files: boolean;
  /** The resource call. */
  call: (upload: Pick<UploadOptions, 'onProgress'>) => Promise<R>;
  /** The green banner's text, once the call has succeeded. */
  success: string | ((value: R) => string);
  /** The red banner's text for a failed call. */
  failure: (error: unknown) => string;
  /** After success, with the banner: put the answer on the screen (list, fresh form, closed dialog). */
  saved?: (value: R) => void;
  /** Runs the call, again after a timeout for example (default: once). Each run restarts the progress bar. */
  attempts?: (once: () => Promise<R>) => Promise<R>;
}

/** How a save ended. On failure the form keeps what was typed; `error` tells the screen which field the server refused. */
export type Saved<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface Saving {
  /** A save is in flight: the form and the cards wait. */
  busy: boolean;
  /** Upload progress of its files (0 to 100), or null. */
  percent: number | null;
  /** Runs one save: busy until it settles, then the screen's green or red banner. A failed call resolves, it does not reject. */
  save: <R>(save: Save<R>) => Promise<Saved<R>>;
}

/** The one way an admin screen saves: its busy state, the upload progress of its call and its banners. */
export function useSaving(feedback: Pick<Feedback, 'success' | 'error'>): Saving {
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const save = async <R,>({ files, call, success, failure, saved, attempts = (once) => once() }: Save<R>): Promise<Saved<R>> => {
    const once = () => {
      if (!files) return call({});
      setPercent(0);
      return call({ onProgress: setPercent });
    };
    setBusy(true);
    let value: R;
    try {
      value = await attempts(once);
    } catch (error) {
      feedback.error(failure(error));
      return { ok: false, error };
    } finally {
      setBusy(false);
      setPercent(null);
    }
    feedback.success(typeof success === 'function' ? success(value) : success);
    saved?.(value);
    return { ok: true, value };
  };

  return { busy, percent, save };
}
