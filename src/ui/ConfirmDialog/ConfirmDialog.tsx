import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Button } from '../Button';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle, ModalTrigger } from '../Modal';
import styles from './ConfirmDialog.module.css';
import { useUiTexts } from '../texts';

export interface ConfirmDialogProps {
  /** Controlled open state; leave undefined and pass `trigger` to let the dialog open itself. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a Delete `<Button>`). */
  trigger?: ReactNode;
  title: ReactNode;
  /** What will happen, e.g. 'This media item and its files will be deleted. This cannot be undone.' */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Runs on confirm. When it returns a promise the dialog shows the busy overlay until it settles,
   * then closes if it resolved. A rejection means "not done": the dialog stays open for another
   * try. onConfirm reports its own errors (e.g. sets an error Banner) before rejecting.
   */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** Work is in progress (set by the caller, or while the promise of onConfirm runs). */
  busy?: boolean;
  /** What the overlay says while busy. */
  busyLabel?: string;
  className?: string;
  /**
   * Where focus goes on closing when the element that opened the dialog is gone (the Delete button
   * of the item just deleted). Defaults to the page's `<main>`, which should take focus (tabIndex -1).
   */
  focusAfterRemoval?: () => HTMLElement | null;
}

const pageMain = () => document.querySelector<HTMLElement>('main');

/**
 * "Are you sure?" before a destructive action. An alertdialog: focus starts on Cancel, a click
 * outside does not dismiss it, and while busy neither Escape nor either button does anything.
 */
export function ConfirmDialog(given: ConfirmDialogProps) {
  const ui = useUiTexts();
  const {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    trigger,
    title,
    description,
    confirmLabel = ui.confirmDialog.confirm,
    cancelLabel = ui.confirmDialog.cancel,
    onConfirm,
    onCancel,
    busy: busyProp = false,
    busyLabel = ui.confirmDialog.busy,
    className,
    focusAfterRemoval = pageMain,
  } = given;
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [pending, setPending] = useState(false);
  const busy = busyProp || pending;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  // The focused button becomes disabled: move focus to the status so it is not lost to <body>
  // (where Escape and Tab would leave the dialog) and so screen readers hear the busy label.
  useEffect(() => {
    if (busy) statusRef.current?.focus();
  }, [busy]);

  const handleOpenChange = (next: boolean) => {
    if (busy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async () => {
    const result = onConfirm();
    if (!result) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // Reported by onConfirm (see the prop); staying open is the whole response here.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={handleOpenChange}>
      {trigger && <ModalTrigger asChild>{trigger}</ModalTrigger>}
      <ModalContent
        size="sm"
        role="alertdialog"
        showCloseButton={false}
        aria-busy={busy || undefined}
        data-busy={busy || undefined}
        className={clsx(styles.dialog, className)}
        onOpenAutoFocus={(event) => {
          // What has focus as the dialog opens: Radix gives focus back to it on closing.
          openerRef.current = document.activeElement;
          // The safe choice has focus first, as in an alert dialog (the status if already busy).
          event.preventDefault();
          (busy ? statusRef.current : cancelRef.current)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          if (opener && opener.isConnected && opener !== document.body) return;
          // Gone with the deleted item: focus would fall to <body>, and a keyboard user would
          // start again from the top of the page.
          event.preventDefault();
          focusAfterRemoval()?.focus({ preventScroll: true });
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <ModalHeader className={styles.header}>
          <ModalTitle>{title}</ModalTitle>
          <ModalDescription>{description}</ModalDescription>
        </ModalHeader>
        <ModalFooter>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={() => handleOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="danger" disabled={busy} aria-busy={busy || undefined} onClick={() => void handleConfirm()}>
            {confirmLabel}
          </Button>
        </ModalFooter>
        {busy && (
          <div ref={statusRef} role="status" tabIndex={-1} className={styles.busy}>
            <span className={styles.spinner} aria-hidden="true" />
            {busyLabel}
          </div>
        )}
      </ModalContent>
    </Modal>
  );
}
