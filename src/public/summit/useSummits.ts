import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../api/errors';
import { listSummits } from '../../api/summits';
import { ERROR_FIELD } from '../../domain/errors';
import { PUBLIC_ERRORS, PUBLIC_SUCCESS } from '../../domain/publicMessages';
import { PUBLIC_SUMMIT_RETRY, normalizeSummits, runWithRetry, summitRetryMessage, type SummitView } from '../../domain/summits';

export interface SummitsState {
  /** The summits of the last successful load; null before the first one. */
  summits: SummitView[] | null;
  /** A load (or one of its retries) is under way. */
  loading: boolean;
  /** 'Retrying summit operation (Attempt 2/3)...' from a failure until the retry settles; else null. */
  retrying: string | null;
  /** The last failure's text, until a load succeeds. */
  error: string | null;
  /** The green message after a successful load; `loadCount` tells one load's message from the next. */
  notice: string | null;
  loadCount: number;
}

const INITIAL: SummitsState = { summits: null, loading: true, retrying: null, error: null, notice: null, loadCount: 0 };

/** The failure's text (spec section 8): the answer's 'message' field, else the page's own. */
function failureText(error: unknown): string {
  return apiErrorText(error, ERROR_FIELD.summits, PUBLIC_ERRORS.summits.publicLoad);
}

/**
 * The summits of the public page (spec section 4): loaded on arrival and again whenever the window
 * regains focus; a failed load is tried again after 2 s, up to 2 retries (PUBLIC_SUMMIT_RETRY).
 */
export function useSummits(): SummitsState {
  const [state, setState] = useState<SummitsState>(INITIAL);
  const request = useRef<AbortController | null>(null);

  // Whether a load (with its retries) is under way: a focus does not restart it.
  const busy = useRef(false);

  /** Loads, retrying as the policy says. Sets state only once answers arrive. */
  const start = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const { signal } = controller;
    busy.current = true;
    runWithRetry(() => listSummits({ signal }), PUBLIC_SUMMIT_RETRY, {
      signal,
      onRetry: (next, error) =>
        setState((s) => ({ ...s, error: failureText(error), retrying: summitRetryMessage(next, PUBLIC_SUMMIT_RETRY.maxAttempts) })),
    }).then(
      (list) => {
        if (signal.aborted) return;
        busy.current = false;
        const summits = normalizeSummits(list);
        setState((s) => ({
          summits,
          loading: false,
          retrying: null,
          error: null,
          notice: summits.length > 0 ? PUBLIC_SUCCESS.summitsLoaded : PUBLIC_SUCCESS.summitsLoadedEmpty,
          loadCount: s.loadCount + 1,
        }));
      },
      (error: unknown) => {
        if (signal.aborted) return;
        busy.current = false;
        setState((s) => ({ ...s, loading: false, retrying: null, error: failureText(error) }));
      },
    );
  }, []);

  useEffect(() => {
    start();
    const onFocus = () => {
      if (busy.current) return;
      setState((s) => ({ ...s, loading: true }));
      start();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      request.current?.abort();
      busy.current = false;
    };
  }, [start]);

  return state;
}
