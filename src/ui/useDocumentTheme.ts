import { useLayoutEffect } from 'react';

export type Theme = 'dark' | 'light';

/**
 * Puts the palette on <html>, so dialogs and banners that portal into <body> take it too, and
 * gives back the previous one on unmount (leaving the back-office for the public site).
 */
export function useDocumentTheme(theme: Theme): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.dataset.theme;
    root.dataset.theme = theme;
    return () => {
      if (previous === undefined) delete root.dataset.theme;
      else root.dataset.theme = previous;
    };
  }, [theme]);
}
