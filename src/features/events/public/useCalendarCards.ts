import { calendarSeed, listCalendarEvents } from '../api';
import { seedThen } from '../../../api/initialData';
import { apiErrorText } from '../../../api/errorText';
import { useLoad, withErrorText, type ShownState } from '../../../api/useLoad';
import { publicCalendarCards, type PublicCalendarCard } from '../rules';
import { ERROR_FIELD } from '../../../domain/errors';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CALENDAR_PAGE_TEXTS } from '../../../domain/texts/pages/calendar';
import { useLocale, useSwahiliPages } from '../../../public/locale';

/**
 * The calendar's cards, loaded once. A failure shows the error's own text, the server's 'error'
 * field (spec section 8: 'public shows the error's own message if any'), else
 * 'Failed to load events. Please try again later.' (no answer, or an answer without a text).
 */
export function useCalendarCards(): ShownState<PublicCalendarCard[]> {
  const pageTexts = usePagesTexts({ calendar: CALENDAR_PAGE_TEXTS });
  // The page is mounted anew in the other language (App.tsx): its cards are read once, in its own.
  const locale = useLocale();
  const words = useSwahiliPages()?.serverErrors;
  const cards = (list: readonly unknown[]) => publicCalendarCards(list, locale);
  const { state } = useLoad(async (signal) => cards(await listCalendarEvents({ signal })), [], {
    initial: seedThen(calendarSeed, cards),
  });
  return withErrorText(state, (error) => apiErrorText(error, ERROR_FIELD.calendar, pageTexts.calendar.loadError, words));
}
