import { useCallback } from 'react';
import { restoreTrashItem, type TrashType } from '../../api/admin/trash';
import type { Feedback } from '../content/feedback';
import { useAdminTexts } from '../texts';

/**
 * The success banner of a delete, with Undo: a delete moved the item to the trash (decision 016),
 * so Undo restores it there and `restored` shows it again (reloads the screen's list).
 * `deleted(text, id)` shows the screen's own text (the spec's) with the button.
 */
export function useUndoDelete(type: TrashType, feedback: Feedback, restored: () => void) {
  const T = useAdminTexts().admin;
  const { success, error } = feedback;
  return useCallback(
    (text: string, id: number) => {
      const undo = async () => {
        try {
          await restoreTrashItem(type, id);
        } catch {
          error(T.trash.undoFailed);
          return;
        }
        restored();
        success(T.trash.undone);
      };
      success(text, { label: T.trash.undo, onAction: () => void undo() });
    },
    [type, success, error, restored, T],
  );
}
