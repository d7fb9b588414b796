import { feeds } from '../routes';
import { calendarSubscribeUrl } from '../rules';
import { useLocale } from '../../../public/locale';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CALENDAR_PAGE_TEXTS } from '../../../domain/texts/pages/calendar';
import { Icon } from '../../../ui/Icon';
import { useBrowserValue } from '../../../ui/useBrowserValue';
import styles from './CalendarFollow.module.css';

const CALENDAR_ICON = 'M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2zM5 9v10h14V9H5zm2 2h4v4H7v-4z';

/**
 * 'Subscribe': the calendar feed as webcal://, so the visitor's calendar app follows it. The host
 * is the browser's; before it is known (the server's render) the link fetches the feed itself.
 */
export function CalendarSubscribe() {
  const pageTexts = usePagesTexts({ calendar: CALENDAR_PAGE_TEXTS });
  const feed = useLocale() === 'sw' ? feeds.calendarFeedSwahili : feeds.calendarFeed;
  const host = useBrowserValue(() => window.location.host, '');
  return (
    <p className={styles.subscribe}>
      <a href={calendarSubscribeUrl(host, feed)} className={styles.subscribeLink}>
        <Icon className={styles.icon} path={CALENDAR_ICON} />
        {pageTexts.calendar.subscribe}
      </a>
      <span className={styles.hint}>{pageTexts.calendar.subscribeHint}</span>
    </p>
  );
}

/** 'Add to calendar': one event's own calendar file, downloaded (its card, its page). */
export function AddToCalendar({ id, event }: { id: number; event: string }) {
  const pageTexts = usePagesTexts({ calendar: CALENDAR_PAGE_TEXTS });
  return (
    <a href={feeds.calendarEventFeed(id)} download className={styles.addLink} aria-label={pageTexts.calendar.addToCalendarFor(event)}>
      <Icon className={styles.icon} path={CALENDAR_ICON} />
      {pageTexts.calendar.addToCalendar}
    </a>
  );
}
