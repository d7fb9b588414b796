import type { ContactMessage } from './api';
import { mailtoHref } from '../rules';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useAdminTexts } from '../../../admin/texts';
import styles from './MessageCard.module.css';

export interface MessageCardProps {
  message: ContactMessage;
  /** The received date as shown ('March 3, 2025'). */
  date: string;
  /** Mark as read is on its way. */
  marking?: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
}

/** One contact message: sender (a mailto link), date, text; unread ones stand out and can be marked read. */
export function MessageCard({ message, date, marking = false, onMarkRead, onDelete }: MessageCardProps) {
  const T = useAdminTexts().admin;
  const href = mailtoHref(message.from_email);
  const unread = !message.read;
  return (
    <article className={styles.card} data-unread={unread || undefined} aria-label={T.messages.card(message.from_email)}>
      <header className={styles.header}>
        {href ? (
          <a className={styles.sender} href={href}>
            {message.from_email}
          </a>
        ) : (
          <span className={styles.sender}>{message.from_email}</span>
        )}
        {unread && <span className={styles.badge}>{T.messages.unread}</span>}
        <time className={styles.date} dateTime={message.created_at}>
          {date}
        </time>
      </header>
      <p className={styles.text}>{message.message}</p>
      <footer className={styles.actions}>
        {unread && (
          <Button variant="secondary" size="sm" busy={marking} busyLabel={T.messages.marking} onClick={onMarkRead}>
            {T.messages.markRead}
            <VisuallyHidden>{T.messages.of(message.from_email)}</VisuallyHidden>
          </Button>
        )}
        <Button variant="danger" size="sm" onClick={onDelete}>
          {T.common.delete}
          <VisuallyHidden>{T.messages.of(message.from_email)}</VisuallyHidden>
        </Button>
      </footer>
    </article>
  );
}
