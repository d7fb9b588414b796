import { useEffect, useState } from 'react';
import { deleteMessage, listMessages, markMessageRead, type ContactMessage } from '../../api/messages';
import { formatGalleryDate } from '../../domain/dates';
import { INBOX_TEXTS, newestMessagesFirst, unreadCount } from '../../domain/inbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useFeedback } from '../content/feedback';
import { MessageCard } from '../messages/MessageCard';
import styles from './MessagesPage.module.css';

/** /dashboard/messages (our addition): the contact messages the server stored, newest first. */
export default function MessagesPage() {
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const feedback = useFeedback();
  const showError = feedback.error;
  const [marking, setMarking] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listMessages({ signal: controller.signal })
      .then((list) => setMessages(newestMessagesFirst(list)))
      .catch(() => {
        if (!controller.signal.aborted) showError(INBOX_TEXTS.fetchFailed);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [showError]);

  const markRead = async (message: ContactMessage) => {
    setMarking(message.id);
    try {
      const updated = await markMessageRead(message.id);
      setMessages((list) => list.map((m) => (m.id === updated.id ? updated : m)));
    } catch {
      feedback.error(INBOX_TEXTS.markReadFailed);
    } finally {
      setMarking(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMessage(toDelete.id);
    } catch (error) {
      feedback.error(INBOX_TEXTS.deleteFailed);
      // The dialog stays open for another try.
      throw error;
    }
    const id = toDelete.id;
    setMessages((list) => list.filter((m) => m.id !== id));
    feedback.success(INBOX_TEXTS.deleted);
  };

  const unread = unreadCount(messages);

  return (
    <div className={styles.page}>
      {feedback.banner}
      <header className={styles.header}>
        <h1 className={styles.title}>{INBOX_TEXTS.heading}</h1>
        <p className={styles.intro}>{INBOX_TEXTS.intro}</p>
        {!loading && messages.length > 0 && (
          <p className={styles.summary}>
            {messages.length} {messages.length === 1 ? 'message' : 'messages'}, {unread} {INBOX_TEXTS.unread.toLowerCase()}
          </p>
        )}
      </header>

      {loading ? (
        <LoadingOverlay label="Loading messages..." />
      ) : messages.length === 0 ? (
        <EmptyState message={INBOX_TEXTS.empty} />
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                date={formatGalleryDate(message.created_at)}
                marking={marking === message.id}
                onMarkRead={() => void markRead(message)}
                onDelete={() => setToDelete(message)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={INBOX_TEXTS.confirmTitle}
        description={toDelete ? `${INBOX_TEXTS.confirmDescription} From: ${toDelete.from_email}` : INBOX_TEXTS.confirmDescription}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
