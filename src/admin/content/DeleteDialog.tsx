import type { ReactNode } from 'react';
import { BANNER_ACTION_ATTRIBUTE } from '../../ui/Banner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { DeleteDialogState } from './useDeleteDialog';

/**
 * The Undo of the delete's banner, when it has one: the deleted item's Delete button is gone, and
 * from there a keyboard reaches the button before it goes. Else the page's <main>.
 */
const undoOrMain = () => document.querySelector<HTMLElement>(`[${BANNER_ACTION_ATTRIBUTE}]`) ?? document.querySelector<HTMLElement>('main');

/** The "Delete this ...?" confirmation of a screen, driven by useDeleteDialog. */
export function DeleteDialog<T>({ dialog, title, description }: { dialog: DeleteDialogState<T>; title: string; description: ReactNode }) {
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(open) => (open ? undefined : dialog.close())}
      title={title}
      description={description}
      onConfirm={dialog.confirm}
      focusAfterRemoval={undoOrMain}
    />
  );
}
