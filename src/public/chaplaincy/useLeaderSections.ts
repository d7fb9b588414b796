import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../api/errors';
import { listLeaders, type Leader } from '../../api/leaders';
import { ERROR_FIELD } from '../../domain/errors';
import { nonEmptyPublicSections, type PublicLeaderSection } from '../../domain/leaders';
import { PUBLIC_ERRORS } from '../../domain/publicMessages';

export type LeadersState =
  /** Not asked yet: the list has not been seen. */
  | { status: 'idle' }
  | { status: 'loading' }
  /** sections: the groups with leaders, in page order ([]: 'No leaders are currently listed...'). */
  | { status: 'loaded'; sections: PublicLeaderSection<Leader>[] }
  | { status: 'error'; message: string };

/**
 * The public leader sections, loaded when `load` is called (the list's first sight). A failure
 * shows the answer's 'error' text (spec section 8): 'Invalid data format: Expected an array of
 * leaders.' for a body that is not a list; else 'Failed to load leaders. Please try again later.'.
 */
export function useLeaderSections(): [LeadersState, () => void] {
  const [state, setState] = useState<LeadersState>({ status: 'idle' });
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const load = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    listLeaders({ signal: controller.signal }).then(
      (leaders) => setState({ status: 'loaded', sections: nonEmptyPublicSections(leaders) }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: apiErrorText(error, ERROR_FIELD.leaders, PUBLIC_ERRORS.leaders.publicLoad) });
        }
      },
    );
  }, []);

  return [state, load];
}
