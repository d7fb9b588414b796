import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { DeleteDialogState } from './useDeleteDialog';

/** The "Delete this ...?" confirmation of a screen, driven by useDeleteDialog. */
export function DeleteDialog<T>({ dialog, title, description }: { dialog: DeleteDialogState<T>; title: string; description: ReactNode }) {
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(open) => (open ? undefined : dialog.close())}
      title={title}
      description={description}
      onConfirm={dialog.confirm}
    />
  );
}
