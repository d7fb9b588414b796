import { useRef, type ReactElement } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { whatsAppShareUrl } from './whatsAppShareUrl';
import type { UiTexts } from '../texts';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Share.module.css';

// With the menu, as what its items do: neither is needed before the visitor opens it.
export { copyText } from './copyText';

export interface ShareMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Share button the menu hangs from. */
  trigger: ReactElement;
  /** What is shared, for its wa.me link. */
  title: string;
  url: string;
  onCopy: () => void;
  /** Opened from the keyboard before the menu was here: its first item takes the focus, as Radix does. */
  focusFirstItem: boolean;
  texts: UiTexts['share'];
}

/**
 * Share's menu: 'Share on WhatsApp' and 'Copy link'. Its own chunk, loaded when the visitor reaches
 * for Share: the menu's library is a fifth of the main chunk, on every page, for a menu few open.
 */
export default function ShareMenu({ open, onOpenChange, trigger, title, url, onCopy, focusFirstItem, texts }: ShareMenuProps) {
  // Radix focuses the first item when it saw the key that opened the menu; this menu was mounted
  // by that key, after it. So the item takes the focus once it is there, after the menu has taken
  // it for itself (in its effects).
  const keyboardOpened = useRef(focusFirstItem);
  const firstItem = (item: HTMLAnchorElement | null) => {
    if (!item || !keyboardOpened.current) return;
    keyboardOpened.current = false;
    setTimeout(() => item.focus());
  };
  return (
    // Not modal: a two-item menu needs no scroll lock, and the page around it stays as it was for screen readers.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="start"
          sideOffset={6}
          collisionPadding={8}
        >
          <DropdownMenu.Item asChild className={styles.item}>
            <a ref={firstItem} href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
              {texts.whatsApp}
              <VisuallyHidden> {texts.newTab}</VisuallyHidden>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={onCopy}>
            {texts.copyLink}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
