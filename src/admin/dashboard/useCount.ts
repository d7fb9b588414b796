import { ApiError } from '../../api/errors';
import { useLoad } from '../../api/useLoad';
import type { CountFailure } from '../../domain/dashboard';

/** A card's number: loading, a count, or 'failed' when it could not be fetched (the card shows '–'). */
export type Count = number | 'loading' | 'failed';

/**
 * One total of the dashboard, fetched on mount. Each count fails on its own, so a failure (no
 * answer, or an answer without a count) is reported once with its own text and the other cards
 * still fill in.
 */
export function useCount<T>(
  call: (options: { signal: AbortSignal }) => Promise<T>,
  read: (data: T) => number | null,
  failureText: (failure: CountFailure) => string,
  report: (text: string) => void,
): Count {
  const { state } = useLoad((signal) => call({ signal }), [], {
    onLoaded: (data) => {
      if (read(data) === null) report(failureText({ kind: 'bad-answer' }));
    },
    onError: (error) => report(failureText({ kind: 'failed', body: error instanceof ApiError ? error.body : undefined })),
  });
  if (state.status === 'loaded') return read(state.data) ?? 'failed';
  return state.status === 'error' ? 'failed' : 'loading';
}
