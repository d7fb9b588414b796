import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows and hides a part of the page (the header's folded links, the back-office's
 * sidebar on a phone): whether the part is open, the button's props (its state and the part it
 * controls, read out by screen readers), and an Escape handler for the part's container that closes
 * it and gives focus back to the button, since focus was inside the part that is now gone.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleRef.current?.focus();
    }
  };
  const toggleProps = {
    ref: toggleRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((was) => !was),
  } as const;
  return { open, close, id, toggleProps, closeOnEscape };
}
