import { useState } from 'react';
import { deleteMessage, listMessages, markMessageRead, type ContactMessage } from './api';
import { formatGalleryDate } from '../../../domain/dates';
import { inboxSummary, newestMessagesFirst } from '../rules';
import { CollectionView } from '../../../admin/content/CollectionView';
import { useFeedback } from '../../../admin/content/feedback';
import { ContentScreen } from '../../../admin/content/ContentScreen';
import { useCollection } from '../../../admin/content/useCollection';
import { useDeleteDialog } from '../../../admin/content/useDeleteDialog';
import { MessageCard } from './MessageCard';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';
import styles from './MessagesScreen.module.css';
import { useListSearch, type ListEntry } from '../../../admin/content/listSearch';

/** What the list's search reads of a message: who wrote it, and what. */
const messageEntry = (message: ContactMessage): ListEntry => ({ title: message.from_email, text: message.message, date: message.created_at });

async function loadMessages(signal: AbortSignal): Promise<ContactMessage[]> {
  return newestMessagesFirst(await listMessages({ signal }));
}

/** /dashboard/messages (our addition): the contact messages the server stored, newest first. */
export default function MessagesScreen() {
  const T = useAdminTexts().admin;
  const { locale } = useAdminLanguage();
  const feedback = useFeedback();
  const messages = useCollection(loadMessages, () => feedback.error(T.messages.fetchFailed));
  const search = useListSearch(messages.items, messageEntry);
  const [marking, setMarking] = useState<number | null>(null);
  const deleting = useDeleteDialog((message: ContactMessage) => deleteMessage(message.id), {
    deleted: (message) => {
      messages.setItems((list) => list.filter((m) => m.id !== message.id));
      feedback.success(T.messages.deleted);
    },
    failed: () => feedback.error(T.messages.deleteFailed),
  });

  const markRead = async (message: ContactMessage) => {
    setMarking(message.id);
    try {
      const updated = await markMessageRead(message.id);
      messages.setItems((list) => list.map((m) => (m.id === updated.id ? updated : m)));
    } catch {
      feedback.error(T.messages.markReadFailed);
    } finally {
      setMarking(null);
    }
  };

  return (
    <ContentScreen
      texts={{ title: T.messages.heading, intro: T.messages.intro, deleteTitle: T.messages.confirmTitle }}
      summary={inboxSummary(messages.items, T.messages.summary)}
      className={styles.page}
      feedback={feedback}
      remove={{
        dialog: deleting,
        description: deleting.target ? T.messages.confirmDescriptionFrom(deleting.target.from_email) : T.messages.confirmDescription,
      }}
    >
      <CollectionView
        status={messages.status}
        count={messages.items.length}
        loadingLabel={T.messages.loading}
        placeholder="overlay"
        emptyText={T.messages.empty}
        search={search}
      >
        <ul className={styles.list}>
          {search.items.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                date={formatGalleryDate(message.created_at, undefined, locale)}
                marking={marking === message.id}
                onMarkRead={() => void markRead(message)}
                onDelete={() => deleting.show(message)}
              />
            </li>
          ))}
        </ul>
      </CollectionView>
    </ContentScreen>
  );
}
