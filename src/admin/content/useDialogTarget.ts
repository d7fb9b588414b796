import { useCallback, useState } from 'react';

export interface DialogTarget<T> {
  /** The item the dialog is about; kept after closing, so the closing dialog still shows its text. */
  target: T | null;
  open: boolean;
  show: (target: T) => void;
  close: () => void;
}

/** Which item a dialog (delete confirmation, edit modal, viewer) is open for. */
export function useDialogTarget<T>(): DialogTarget<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: T) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { target, open, show, close };
}
