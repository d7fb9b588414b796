import { pages } from '../routes';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CALENDAR_PAGE_TEXTS } from '../../../domain/texts/pages/calendar';
import { ITEM_PAGE_TEXTS } from '../../../domain/texts/pages/items';
import { AddToCalendar } from './CalendarSubscribe';
import { useCalendarCards } from './useCalendarCards';
import { ItemArticle, ItemFacts, ItemPageFrame, useListItem, type ItemPageProps } from '../../../public/items/ItemPage';
import styles from '../../../public/items/ItemPage.module.css';
import { WrittenText } from '../../../public/writtenText';

/** /calendar/:id: one event of the annual calendar (date, name, description, quarter, month, participants). */
export default function CalendarEventPage({ notFound }: ItemPageProps) {
  const pageTexts = usePagesTexts({ calendar: CALENDAR_PAGE_TEXTS, items: ITEM_PAGE_TEXTS });
  const { item: card, missing, frame } = useListItem(useCalendarCards(), 'calendarEvent', (c) => c.id, (c) => c.event);
  if (missing) return notFound;

  return (
    <ItemPageFrame back={{ to: pages.calendar.path, label: pageTexts.items.backToCalendar }} {...frame}>
      {card?.id != null && (
        <ItemArticle
          title={card.event}
          lang={card.language}
          kicker={<p className={styles.meta}>{card.date}</p>}
          actions={<AddToCalendar id={card.id} event={card.event} />}
        >
          {card.description && <WrittenText text={card.description} className={styles.text} lang={card.language} />}
          <ItemFacts
            facts={[
              [pageTexts.calendar.quarterLabel, card.quarter],
              [pageTexts.calendar.monthLabel, card.month],
              [pageTexts.calendar.participantsLabel, card.participants],
            ]}
          />
        </ItemArticle>
      )}
    </ItemPageFrame>
  );
}
