import { useState } from 'react';
import { apiErrorText } from '../../../api/errorText';
import { listSummits, summitsSeed } from '../api';
import { readSeed, seedThen, useInitialData } from '../../../api/initialData';
import { useLoad } from '../../../api/useLoad';
import { ERROR_FIELD } from '../../../domain/errors';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { SUMMIT_PAGE_TEXTS } from '../../../domain/texts/pages/summit';
import { useLocale, useSwahiliPages } from '../../../public/locale';
import type { ServerErrorWords } from '../../../domain/serverWords';
import { PUBLIC_SUMMIT_RETRY, normalizeSummits, runWithRetry, type SummitView } from '../rules';

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

/** What the loads have said so far; unlike useLoad's state, it outlives the next load and a failure. */
type Outcome = Pick<SummitsState, 'summits' | 'retrying' | 'error' | 'loadCount'>;

const INITIAL: Outcome = { summits: null, retrying: null, error: null, loadCount: 0 };

/** The failure's text (spec section 8): the answer's 'message' field, else the page's own. */
function failureText(error: unknown, loadError: string, words: ServerErrorWords | undefined): string {
  return apiErrorText(error, ERROR_FIELD.summits, loadError, words);
}

/**
 * The summits of the public page (spec section 4): loaded on arrival and again whenever the window
 * regains focus; a failed load is tried again after 2 s, up to 2 retries (PUBLIC_SUMMIT_RETRY).
 * A failed reload keeps the last summits shown, and its error stays until a load succeeds.
 */
export function useSummits(): SummitsState {
  const pageTexts = usePagesTexts({ summit: SUMMIT_PAGE_TEXTS });
  const locale = useLocale();
  const words = useSwahiliPages()?.serverErrors;
  const seed = seedThen(summitsSeed, (list) => normalizeSummits(list, locale));
  const initialData = useInitialData();
  // The page's own answer (api/initialData.tsx) counts as the first load.
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const seeded = readSeed(initialData, seed);
    return seeded ? { ...INITIAL, summits: seeded.data, loadCount: 1 } : INITIAL;
  });
  const { pending } = useLoad(
    async (signal) =>
      normalizeSummits(
        await runWithRetry(() => listSummits({ signal }), PUBLIC_SUMMIT_RETRY, {
          signal,
          onRetry: (next, error) =>
            setOutcome((o) => ({ ...o, error: failureText(error, pageTexts.summit.loadError, words), retrying: pageTexts.summit.retrying(next, PUBLIC_SUMMIT_RETRY.maxAttempts) })),
        }),
        locale,
      ),
    [],
    {
      refetchOnFocus: true,
      initial: seed,
      onLoaded: (summits) => setOutcome((o) => ({ summits, retrying: null, error: null, loadCount: o.loadCount + 1 })),
      onError: (error) => setOutcome((o) => ({ ...o, retrying: null, error: failureText(error, pageTexts.summit.loadError, words) })),
    },
  );
  const { summits } = outcome;
  const notice = summits === null ? null : summits.length > 0 ? pageTexts.summit.loaded : pageTexts.summit.loadedEmpty;
  return { ...outcome, loading: pending, notice };
}
