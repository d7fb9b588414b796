import { useEffect } from 'react';

/**
 * Sets the document's title to the one the server writes into the page's head (src/kinds/pageMeta.ts),
 * so a page reached by a link inside the app reads in the tab, the history and a screen reader as it
 * does when opened directly. Null (an item still loading) leaves the title as it is.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
