import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { readSeed, useInitialData } from '../../api/initialData';
import { settingsSeed } from '../../features/settings/api';
import { whatsappChannelLink } from '../../features/settings/rules';
import { listPageEntry } from '../../kinds/pages';
import { listPageTitle } from '../../kinds/pageTitle';
import { Button } from '../../ui/Button';
import { Share } from '../../ui/share';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { usePublicTexts } from '../locale';
import styles from './PageShare.module.css';

function watchTitle(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * The association's WhatsApp Channel (issue 32), from the settings the server rendered the page with
 * (kinds/pages.ts FRAME_READS): kept while the visitor moves from page to page. Null when it has
 * none, or the page came without them (a website served from another host): no request of its own.
 */
function useWhatsAppChannel(): string | null {
  const initialData = useInitialData();
  const [channel] = useState(() => whatsappChannelLink(readSeed(initialData, settingsSeed)?.data?.whatsappChannel));
  return channel;
}

/**
 * The Share action for the page shown, and "Follow on WhatsApp" beside it when the association has a
 * channel: its own URL (origin and path, no query) and its title.
 * The origin and the document's title are the browser's: the server's render (and so the first
 * render in the browser, which must match it) has neither, and nothing reads them before a press.
 */
export function PageShare() {
  const { pathname } = useLocation();
  const origin = useBrowserValue(() => window.location.origin, '');
  // A page the client router opened keeps the title of the page first loaded: the list pages'
  // titles are known here, an item page's is the one its own page writes into the head.
  const documentTitle = useSyncExternalStore(watchTitle, () => document.title, () => '');
  // From the page table, not kinds/pageMeta.ts: that module brings every item kind's rules along,
  // and this row is on every page's first load (issue 31's budget).
  const listPage = listPageEntry(pathname);
  const title = listPage ? listPageTitle(listPage.path) : documentTitle;
  const channel = useWhatsAppChannel();
  const texts = usePublicTexts();
  return (
    <div className={styles.row}>
      <Share title={title} url={`${origin}${pathname}`} />
      {channel && (
        // Drawn as the Share button beside it is.
        <Button asChild variant="secondary" size="sm">
          <a href={channel} target="_blank" rel="noopener noreferrer">
            {texts.layout.followOnWhatsApp}
            <VisuallyHidden> {texts.newTab}</VisuallyHidden>
          </a>
        </Button>
      )}
    </div>
  );
}
