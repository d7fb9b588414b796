import { useState } from 'react';
import { deleteTrashItem, listTrash, restoreTrashItem, type TrashItem } from '../../api/admin/trash';
import { CollectionSection } from '../content/CollectionSection';
import { DeleteDialog } from '../content/DeleteDialog';
import { useFeedback } from '../content/feedback';
import { Screen } from '../content/Screen';
import { useCollection } from '../content/useCollection';
import { useDeleteDialog } from '../content/useDeleteDialog';
import { useAdminTexts } from '../texts';
import { TrashCard } from '../trash/TrashCard';
import type { ListEntry } from '../content/listSearch';

/** What the list's search reads of an item in the trash. */
const trashEntry = (item: TrashItem): ListEntry => ({ title: item.Title, date: item.DeletedAt });

const keyOf = (item: TrashItem) => `${item.type}-${item.ID}`;

/** /dashboard/trash (issue 13): what the deletes moved to the trash, to restore or delete for good. */
export default function TrashPage() {
  const T = useAdminTexts().admin;
  const feedback = useFeedback();
  const items = useCollection((signal) => listTrash({ signal }), () => feedback.error(T.trash.fetchFailed));
  const [restoring, setRestoring] = useState<string | null>(null);
  // Read once per render: the days left are whole days, so a screen left open is at most a day out.
  const now = new Date();
  const without = (item: TrashItem) => items.setItems((list) => list.filter((i) => keyOf(i) !== keyOf(item)));

  const deleting = useDeleteDialog((item: TrashItem) => deleteTrashItem(item.type, item.ID), {
    deleted: (item) => {
      without(item);
      feedback.success(T.trash.deletedForGood(item.Title));
    },
    failed: () => feedback.error(T.trash.deleteFailed(deleting.target?.Title ?? '')),
  });

  const restore = async (item: TrashItem) => {
    setRestoring(keyOf(item));
    try {
      await restoreTrashItem(item.type, item.ID);
      without(item);
      feedback.success(T.trash.restored(item.Title));
    } catch {
      feedback.error(T.trash.restoreFailed(item.Title));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Screen title={T.trash.title} intro={T.trash.intro}>
      {feedback.banner}
      <CollectionSection
        title={T.trash.list}
        collection={items}
        items={items.items}
        search={trashEntry}
        loadingLabel={T.trash.loading}
        emptyText={T.trash.empty}
        errorText={T.trash.fetchFailed}
        card={(item) => (
          <TrashCard
            key={keyOf(item)}
            item={item}
            now={now}
            restoring={restoring === keyOf(item)}
            disabled={restoring !== null}
            onRestore={() => void restore(item)}
            onDelete={() => deleting.show(item)}
          />
        )}
      />
      <DeleteDialog dialog={deleting} title={T.trash.confirmTitle} description={T.trash.confirmDescription(deleting.target?.Title ?? '')} />
    </Screen>
  );
}
