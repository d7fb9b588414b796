import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { Banner } from '../../ui/Banner';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { CalendarCard } from '../calendar/CalendarCard';
import { CalendarSubscribe } from '../calendar/CalendarSubscribe';
import { useCalendarCards } from '../calendar/useCalendarCards';
import styles from './ContentPage.module.css';
import { listPageTitle } from '../../domain/pageTitle';
import { paths } from '../../domain/paths';
import { usePageTitle } from '../layout/usePageTitle';

/** /calendar: the annual calendar, one card per event by date (spec section 2), and the feed to subscribe to. */
export default function CalendarPage() {
  usePageTitle(listPageTitle(paths.calendar));
  const state = useCalendarCards();
  return (
    <div className={styles.page} aria-busy={state.status === 'loading' || undefined}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{PUBLIC_PAGES_TEXTS.calendar.heading}</h1>
        <p className={styles.subtitle}>{PUBLIC_PAGES_TEXTS.calendar.subtitle}</p>
        <CalendarSubscribe />
      </header>
      <LoadingOverlay open={state.status === 'loading'} />
      {/* Errors stay until the visitor dismisses them: the page has nothing else to say. */}
      <Banner variant="error" message={state.status === 'error' ? state.message : null} duration={null} />
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
    </div>
  );
}
