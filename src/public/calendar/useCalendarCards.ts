import { useEffect, useState } from 'react';
import { listCalendarEvents } from '../../api/calendar';
import { apiErrorText } from '../../api/errors';
import { publicCalendarCards, type PublicCalendarCard } from '../../domain/calendar';
import { ERROR_FIELD } from '../../domain/errors';
import { PUBLIC_ERRORS } from '../../domain/publicMessages';

export type CalendarState =
  | { status: 'loading' }
  | { status: 'loaded'; cards: PublicCalendarCard[] }
  | { status: 'error'; message: string };

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The calendar's cards, loaded once. A failure shows the error's own text, the server's 'error'
 * field (spec section 8: 'public shows the error's own message if any'), else
 * 'Failed to load events. Please try again later.' (no answer, or an answer without a text).
 */
export function useCalendarCards(): CalendarState {
  const [state, setState] = useState<CalendarState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listCalendarEvents({ signal: controller.signal }).then(
      (events) => setState({ status: 'loaded', cards: publicCalendarCards(events) }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ status: 'error', message: apiErrorText(error, ERROR_FIELD.calendar, PUBLIC_ERRORS.calendar.publicLoad) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
