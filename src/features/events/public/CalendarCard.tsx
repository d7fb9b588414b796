import type { PublicCalendarCard } from '../rules';
import { eventPage } from '../routes';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CALENDAR_PAGE_TEXTS } from '../../../domain/texts/pages/calendar';
import { AddToCalendar } from './CalendarSubscribe';
import { TitleLink } from '../../../public/items/TitleLink';
import { WrittenText } from '../../../public/writtenText';
import styles from './CalendarCard.module.css';

/** One event: name, '3rd March, 2025', quarter, month and participants (spec section 2), and its calendar file. */
export function CalendarCard({ card }: { card: PublicCalendarCard }) {
  const pageTexts = usePagesTexts({ calendar: CALENDAR_PAGE_TEXTS });
  return (
    <article className={styles.card}>
      <p className={styles.date}>{card.date}</p>
      <h2 className={styles.title} lang={card.language}>
        {card.id === null ? card.event : <TitleLink to={eventPage(card.id)}>{card.event}</TitleLink>}
      </h2>
      {card.description && <WrittenText text={card.description} className={styles.description} lang={card.language} />}
      <ul className={styles.facts}>
        <li>
          <span className={styles.label}>{pageTexts.calendar.quarterLabel}</span> {card.quarter}
        </li>
        <li>
          <span className={styles.label}>{pageTexts.calendar.monthLabel}</span> {card.month}
        </li>
        <li>
          <span className={styles.label}>{pageTexts.calendar.participantsLabel}</span> {card.participants}
        </li>
      </ul>
      {card.id !== null && <AddToCalendar id={card.id} event={card.event} />}
    </article>
  );
}
