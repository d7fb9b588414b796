import { useParams } from 'react-router-dom';
import { itemById } from '../../domain/items';
import { itemPageTitle } from '../../domain/pageMeta';
import { paths } from '../../domain/paths';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import { AddToCalendar } from '../calendar/CalendarSubscribe';
import { useCalendarCards } from '../calendar/useCalendarCards';
import { ItemArticle, ItemFacts, ItemPageFrame, type ItemPageProps } from '../items/ItemPage';
import { usePageTitle } from '../layout/usePageTitle';
import styles from '../items/ItemPage.module.css';

const TEXTS = PUBLIC_PAGES_TEXTS.calendar;

/** /calendar/:id: one event of the annual calendar (date, name, description, quarter, month, participants). */
export default function CalendarEventPage({ notFound }: ItemPageProps) {
  const { id } = useParams();
  const state = useCalendarCards();
  const card = state.status === 'loaded' ? itemById(state.data, id, (c) => c.id) : null;
  usePageTitle(card && itemPageTitle('calendarEvent', card.event));
  if (state.status === 'loaded' && !card) return notFound;

  return (
    <ItemPageFrame
      back={{ to: paths.calendar, label: PUBLIC_PAGES_TEXTS.items.backToCalendar }}
      loading={state.status === 'idle' || state.status === 'loading'}
      error={state.status === 'error' ? state.message : null}
    >
      {card?.id != null && (
        <ItemArticle
          title={card.event}
          kicker={<p className={styles.meta}>{card.date}</p>}
          actions={<AddToCalendar id={card.id} event={card.event} />}
        >
          {card.description && <p className={styles.text}>{card.description}</p>}
          <ItemFacts
            facts={[
              [TEXTS.quarterLabel, card.quarter],
              [TEXTS.monthLabel, card.month],
              [TEXTS.participantsLabel, card.participants],
            ]}
          />
        </ItemArticle>
      )}
    </ItemPageFrame>
  );
}
