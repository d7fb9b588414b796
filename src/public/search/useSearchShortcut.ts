import { useEffect } from 'react';

/** Where a `/` is text being typed, not a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * `/`, or Ctrl+K (⌘K on a Mac), anywhere on a public page calls `open` (the header's search, issue
 * 48), as on GitHub, MDN and most documentation sites; a `/` typed into a field stays a `/`.
 */
export function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const command = event.ctrlKey || event.metaKey;
      const slash = event.key === '/' && !command && !(event.target instanceof Element && event.target.closest(TYPING));
      if (!slash && !(command && event.key.toLowerCase() === 'k')) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
