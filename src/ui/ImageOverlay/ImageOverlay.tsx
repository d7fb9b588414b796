import type { ReactElement } from 'react';
import clsx from 'clsx';
import { Modal, ModalContent, ModalTitle, ModalTrigger } from '../Modal';
import styles from './ImageOverlay.module.css';
import { useUiTexts } from '../texts';

export interface ImageOverlayProps {
  src: string;
  alt: string;
  /** Names the dialog for screen readers; the alt text when not given. */
  title?: string;
  /** Controlled open state. Leave undefined and pass `children` to open it from a trigger. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** One element that opens the overlay, e.g. a `<button>` holding the thumbnail. */
  children?: ReactElement;
  closeLabel?: string;
  className?: string;
}

/**
 * A picture shown full size over the page. A click on the dimmed page around
 * the picture, the close button or Escape closes it; focus goes back to what opened it.
 */
export function ImageOverlay(given: ImageOverlayProps) {
  const ui = useUiTexts();
  const {
    src,
    alt,
    title,
    open,
    defaultOpen,
    onOpenChange,
    children,
    closeLabel = ui.imageOverlay.close,
    className,
  } = given;
  return (
    <Modal open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children && <ModalTrigger asChild>{children}</ModalTrigger>}
      <ModalContent
        closeLabel={closeLabel}
        className={clsx(styles.content, className)}
      >
        <ModalTitle visuallyHidden>{title ?? alt}</ModalTitle>
        <img className={styles.image} src={src} alt={alt} decoding="async" />
      </ModalContent>
    </Modal>
  );
}
