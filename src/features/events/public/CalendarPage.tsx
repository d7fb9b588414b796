import { usePagesTexts } from '../../../public/usePagesTexts';
import { CALENDAR_PAGE_TEXTS } from '../../../domain/texts/pages/calendar';
import { EmptyState } from '../../../ui/EmptyState';
import { CalendarCard } from './CalendarCard';
import { CalendarSubscribe } from './CalendarSubscribe';
import { useCalendarCards } from './useCalendarCards';
import styles from '../../../public/pages/ContentPage.module.css';
import { pages } from '../routes';
import { ContentPageFrame } from '../../../public/pages/ContentPageFrame';

/** /calendar: the annual calendar, one card per event by date (spec section 2), and the feed to subscribe to. */
export default function CalendarPage() {
  const pageTexts = usePagesTexts({ calendar: CALENDAR_PAGE_TEXTS });
  const state = useCalendarCards();
  return (
    <ContentPageFrame page={pages.calendar.path} texts={pageTexts.calendar} extra={<CalendarSubscribe />} state={state}>
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <EmptyState message={pageTexts.calendar.empty} />
        ) : (
          <ol className={styles.grid} aria-label={pageTexts.calendar.events}>
            {state.data.map((card) => (
              <li key={card.key}>
                <CalendarCard card={card} />
              </li>
            ))}
          </ol>
        ))}
    </ContentPageFrame>
  );
}
