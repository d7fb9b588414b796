import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { listPageMeta } from '../../domain/pageMeta';
import { Share } from '../../ui/share';
import { useBrowserValue } from '../../ui/useBrowserValue';
import styles from './PageShare.module.css';

function watchTitle(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * The Share action for the page shown: its own URL (origin and path, no query) and its title.
 * The origin and the document's title are the browser's: the server's render (and so the first
 * render in the browser, which must match it) has neither, and nothing reads them before a press.
 */
export function PageShare() {
  const { pathname } = useLocation();
  const origin = useBrowserValue(() => window.location.origin, '');
  // A page the client router opened keeps the title of the page first loaded: the list pages'
  // titles are known here, an item page's is the one its own page writes into the head.
  const documentTitle = useSyncExternalStore(watchTitle, () => document.title, () => '');
  const title = listPageMeta(pathname)?.title ?? documentTitle;
  return (
    <div className={styles.row}>
      <Share title={title} url={`${origin}${pathname}`} />
    </div>
  );
}
