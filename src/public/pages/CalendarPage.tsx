import { usePagesTexts } from '../usePagesTexts';
import { EmptyState } from '../../ui/EmptyState';
import { CalendarCard } from '../calendar/CalendarCard';
import { CalendarSubscribe } from '../calendar/CalendarSubscribe';
import { useCalendarCards } from '../calendar/useCalendarCards';
import styles from './ContentPage.module.css';
import { paths } from '../../kinds/paths';
import { ContentPageFrame } from './ContentPageFrame';

/** /calendar: the annual calendar, one card per event by date (spec section 2), and the feed to subscribe to. */
export default function CalendarPage() {
  const pageTexts = usePagesTexts();
  const state = useCalendarCards();
  return (
    <ContentPageFrame page={paths.calendar} texts={pageTexts.calendar} extra={<CalendarSubscribe />} state={state}>
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
