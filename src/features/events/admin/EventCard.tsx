import { calendarCardView } from '../../../domain/dates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/Card';
import { EditDeleteFooter, Fact, Facts } from '../../../admin/content/Screen';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';
import type { AdminEvent } from './adminEvent';
import styles from './events.module.css';

export interface EventCardProps {
  event: AdminEvent;
  onEdit: () => void;
  onDelete: () => void;
}

/** An event as the public calendar shows it ('3rd March, 2025', quarter, month, participants), with Edit and Delete. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const P = useAdminTexts().page;
  const { locale } = useAdminLanguage();
  const view = calendarCardView({ date: event.sentDate, participants: event.participants }, locale);
  return (
    <Card asChild>
      <li className={styles.card}>
        <CardHeader>
          <p className={styles.date}>{view.date}</p>
          <CardTitle lang={event.language}>{event.event}</CardTitle>
          {event.description && <CardDescription className={styles.description} lang={event.language}>
              {event.description}
            </CardDescription>}
        </CardHeader>
        <CardContent>
          <Facts>
            <Fact label={P.calendarQuarterLabel}>{view.quarter}</Fact>
            <Fact label={P.calendarMonthLabel}>{view.month}</Fact>
            <Fact label={P.calendarParticipantsLabel}>{view.participants}</Fact>
          </Facts>
        </CardContent>
        <EditDeleteFooter name={event.event} onEdit={onEdit} onDelete={onDelete} />
      </li>
    </Card>
  );
}
