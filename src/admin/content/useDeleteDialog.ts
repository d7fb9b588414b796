import { useDialogTarget, type DialogTarget } from './useDialogTarget';

export interface DeleteDialogState<T> extends DialogTarget<T> {
  /** The dialog's confirm: deletes the item it is open for (see useDeleteDialog). */
  confirm: () => Promise<void>;
}

export interface DeleteOutcome<T> {
  /** After the delete: take the item off the screen and say so. */
  deleted: (item: T) => void;
  /** The delete failed: say why (the dialog stays open for another try). */
  failed: (error: unknown) => void;
}

/** The delete confirmation of a screen's cards: `show(item)` opens it, confirming calls `remove(item)`. */
export function useDeleteDialog<T>(remove: (item: T) => Promise<unknown>, { deleted, failed }: DeleteOutcome<T>): DeleteDialogState<T> {
  const dialog = useDialogTarget<T>();
  const confirm = async () => {
    const item = dialog.target;
    if (item === null) return;
    try {
      await remove(item);
    } catch (error) {
      failed(error);
      // A rejection keeps ConfirmDialog open.
      throw error;
    }
    deleted(item);
  };
  return { ...dialog, confirm };
}
