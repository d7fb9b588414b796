import { apiErrorText } from '../../../api/errorText';
import { leadersSeed, listLeaders, type Leader } from '../api';
import { seedThen } from '../../../api/initialData';
import { useLoad, withErrorText, type ShownState } from '../../../api/useLoad';
import { ERROR_FIELD } from '../../../domain/errors';
import { nonEmptyPublicSections, type PublicLeaderSection } from '../rules';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CHAPLAINCY_PAGE_TEXTS } from '../../../domain/texts/pages/chaplaincy';
import { useSwahiliPages } from '../../../public/locale';

/**
 * The public leader sections in page order, only those with leaders ([]: 'No leaders are currently
 * listed...'), loaded when `load` is first called (the list's first sight). A failure shows the
 * answer's 'error' text (spec section 8): 'Invalid data format: Expected an array of leaders.' for
 * a body that is not a list; else 'Failed to load leaders. Please try again later.'.
 */
export function useLeaderSections(): [ShownState<PublicLeaderSection<Leader>[]>, () => void] {
  const pageTexts = usePagesTexts({ chaplaincy: CHAPLAINCY_PAGE_TEXTS });
  const words = useSwahiliPages()?.serverErrors;
  const { state, start } = useLoad(async (signal) => nonEmptyPublicSections(await listLeaders({ signal })), [], {
    lazy: true,
    initial: seedThen(leadersSeed, nonEmptyPublicSections),
  });
  return [withErrorText(state, (error) => apiErrorText(error, ERROR_FIELD.leaders, pageTexts.chaplaincy.loadError, words)), start];
}
