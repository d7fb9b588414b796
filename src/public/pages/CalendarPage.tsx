import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { EmptyState } from '../../ui/EmptyState';
import { CalendarCard } from '../calendar/CalendarCard';
import { CalendarSubscribe } from '../calendar/CalendarSubscribe';
import { useCalendarCards } from '../calendar/useCalendarCards';
import styles from './ContentPage.module.css';
import { paths } from '../../domain/paths';
import { ContentPageFrame } from './ContentPageFrame';

/** /calendar: the annual calendar, one card per event by date (spec section 2), and the feed to subscribe to. */
export default function CalendarPage() {
  const state = useCalendarCards();
  return (
    <ContentPageFrame page={paths.calendar} texts={PUBLIC_PAGES_TEXTS.calendar} extra={<CalendarSubscribe />} state={state}>
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <EmptyState message={PUBLIC_PAGES_TEXTS.calendar.empty} />
        ) : (
          <ol className={styles.grid} aria-label={PUBLIC_PAGES_TEXTS.calendar.events}>
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
