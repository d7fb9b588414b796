import { useDialogTarget, type DialogTarget } from './useDialogTarget';
import type { Collection } from './useCollection';

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

/** What the screen's form is editing, and how it stops (useEditMode). */
export interface EditedItem<T> {
  editing: T | null;
  cancel: () => void;
}

/**
 * The delete dialog of a screen whose cards are its collection's items, known by ID: a deleted item
 * leaves the list, and the form too when it was being edited, before `deleted` says so.
 */
export function useDeleteById<T extends { ID: number }>(
  remove: (id: number) => Promise<unknown>,
  collection: Pick<Collection<T>, 'setItems'>,
  { editing, cancel }: EditedItem<T>,
  { deleted, failed }: DeleteOutcome<T>,
): DeleteDialogState<T> {
  return useDeleteDialog((item: T) => remove(item.ID), {
    deleted: (item) => {
      collection.setItems((items) => items.filter((i) => i.ID !== item.ID));
      if (editing?.ID === item.ID) cancel();
      deleted(item);
    },
    failed,
  });
}
