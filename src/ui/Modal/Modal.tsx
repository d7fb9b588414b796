import { useCallback, useMemo, useRef, useState, type ComponentProps, type Ref } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import styles from './Modal.module.css';
import { useUiTexts } from '../texts';

/*
 * A dialog on @radix-ui/react-dialog, wrapped one to one:
 *
 *   <Modal>
 *     <ModalTrigger asChild><Button>Read More</Button></ModalTrigger>
 *     <ModalContent size="md">
 *       <ModalHeader><ModalTitle>About us</ModalTitle></ModalHeader>
 *       <ModalBody>…</ModalBody>
 *       <ModalFooter><ModalClose asChild><Button>Close</Button></ModalClose></ModalFooter>
 *     </ModalContent>
 *   </Modal>
 *
 * Radix traps focus inside the content, closes on Escape and on a click outside, and gives focus
 * back to the opener. Every ModalContent needs a ModalTitle (visually hidden if need be): it is
 * the dialog's accessible name, and the axe check of the stories fails a dialog without one.
 */

type OutsideEvent = Parameters<NonNullable<ComponentProps<typeof Dialog.Content>['onPointerDownOutside']>>[0];

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export function Modal(props: ComponentProps<typeof Dialog.Root>) {
  return <Dialog.Root {...props} />;
}

export function ModalTrigger(props: ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger {...props} />;
}

export function ModalClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close {...props} />;
}

export interface ModalContentOwnProps {
  /** sm 24rem, md 32rem, lg 48rem wide (never wider than the screen); full covers the screen. */
  size?: ModalSize;
  /** The icon button in the top corner. Turn it off only when the content has its own Close button. */
  showCloseButton?: boolean;
  /** Accessible name of the icon button. */
  closeLabel?: string;
  overlayClassName?: string;
}

export type ModalContentProps = ComponentProps<typeof Dialog.Content> & ModalContentOwnProps;

export function ModalContent(given: ModalContentProps) {
  const ui = useUiTexts();
  const {
    size = 'md',
    showCloseButton = true,
    closeLabel = ui.modal.close,
    overlayClassName,
    className,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerDownOutside,
    onInteractOutside,
    ...props
  } = given;
  // Radix gives focus back to a ModalTrigger only. A dialog opened from state (a card's Delete
  // button, a picture's tile) returns it to whatever had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const onOverlay = (target: EventTarget | null) => target instanceof Node && !!overlay.current?.contains(target);
  return (
    <Dialog.Portal>
      {/*
       * A click on the dimmed page closes the dialog through the overlay's own handler, there as soon
       * as the dialog is: Radix hears presses outside only from the task after the dialog opened, and
       * a browser may deliver a quick click (a slow phone's tap, a test's) before that task, when it
       * was lost. A caller that keeps its dialog open on outside clicks (ConfirmDialog) still says so
       * through onPointerDownOutside or onInteractOutside, asked here as Radix asks them.
       * type={undefined}: Close's type="button" means nothing on the overlay's <div>.
       */}
      <Dialog.Close
        asChild
        type={undefined}
        onClick={(event) => {
          // Radix's rule: a right click or Ctrl+click on the dimmed page is not a dismissal.
          if (event.button !== 0 || event.ctrlKey || !outsideAllowed(event.currentTarget, event.nativeEvent, [onPointerDownOutside, onInteractOutside])) {
            event.preventDefault();
          }
        }}
      >
        <Dialog.Overlay ref={overlay} data-slot="modal-overlay" className={clsx(styles.overlay, overlayClassName)} />
      </Dialog.Close>
      <Dialog.Content
        data-slot="modal-content"
        data-size={size}
        className={clsx(styles.content, className)}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves into the dialog: the active element is still the opener.
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        // Presses on the overlay are its own click's (above): Radix neither closes for them nor asks twice.
        onPointerDownOutside={(event) => (onOverlay(event.target) ? event.preventDefault() : onPointerDownOutside?.(event))}
        onInteractOutside={(event) => (onOverlay(event.target) ? event.preventDefault() : onInteractOutside?.(event))}
        {...props}
      >
        {children}
        {showCloseButton && (
          <Dialog.Close data-slot="modal-close" className={styles.close}>
            <CloseIcon />
            <span className={styles.visuallyHidden}>{closeLabel}</span>
          </Dialog.Close>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * Whether the caller's outside handlers let a click on the overlay close the dialog: each gets the
 * event Radix would give it for a press outside, and may prevent it.
 */
function outsideAllowed(overlay: EventTarget, click: MouseEvent, handlers: Array<((event: OutsideEvent) => void) | undefined>): boolean {
  const event = new CustomEvent('modal.overlayClick', { cancelable: true, detail: { originalEvent: click } }) as OutsideEvent;
  const ask = () => handlers.forEach((handler) => handler?.(event));
  // Dispatched on the overlay, as Radix dispatches its own on what was pressed: the handlers read event.target.
  overlay.addEventListener(event.type, ask, { once: true });
  overlay.dispatchEvent(event);
  return !event.defaultPrevented;
}

export function ModalHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="modal-header" className={clsx(styles.header, className)} {...props} />;
}

export interface ModalTitleOwnProps {
  /** Still names the dialog for screen readers, but is not shown (e.g. a full-screen image viewer). */
  visuallyHidden?: boolean;
}

export function ModalTitle({
  visuallyHidden = false,
  className,
  ...props
}: ComponentProps<typeof Dialog.Title> & ModalTitleOwnProps) {
  return <Dialog.Title className={clsx(visuallyHidden ? styles.visuallyHidden : styles.title, className)} {...props} />;
}

export function ModalDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={clsx(styles.description, className)} {...props} />;
}

/** The part that scrolls when the content is taller than the screen; header and footer stay in view. */
export function ModalBody({ className, ref, ...props }: ComponentProps<'div'>) {
  const [scrolls, setScrolls] = useState(false);
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const check = () => setScrolls(node.scrollHeight > node.clientHeight);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const mergedRef = useMemo(() => mergeRefs(measure, ref), [measure, ref]);
  return (
    <div
      data-slot="modal-body"
      ref={mergedRef}
      // A region that scrolls must be reachable by keyboard to be scrolled with the arrow keys;
      // one that does not scroll stays out of the tab order.
      tabIndex={scrolls ? 0 : undefined}
      data-scrolls={scrolls || undefined}
      className={clsx(styles.body, className)}
      {...props}
    />
  );
}

function mergeRefs<T>(own: (node: T | null) => (() => void) | undefined, theirs: Ref<T> | undefined) {
  return (node: T | null) => {
    const cleanup = own(node);
    let theirCleanup: (() => void) | undefined;
    if (typeof theirs === 'function') {
      const result = theirs(node);
      if (typeof result === 'function') theirCleanup = result;
    } else if (theirs) {
      theirs.current = node;
    }
    return () => {
      cleanup?.();
      if (theirCleanup) theirCleanup();
      else if (typeof theirs === 'function') theirs(null);
      else if (theirs) theirs.current = null;
    };
  };
}

export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="modal-footer" className={clsx(styles.footer, className)} {...props} />;
}

function CloseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
