import { lazy, Suspense, useCallback, useState, type ComponentProps, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import clsx from 'clsx';
import type { SendContactMessage } from '../../features/messages/public/ContactModal';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageShare } from './PageShare';
import { useSwahiliHintWanted } from './swahiliHintWanted';
import { skipToContent } from '../../ui/skipToContent';
import { useDocumentTheme } from '../../ui/useDocumentTheme';
import styles from './PublicLayout.module.css';
import { usePublicTexts } from '../locale';
import { useSearchShortcut } from '../search/useSearchShortcut';

export interface PublicLayoutOwnProps {
  /** Sends the footer's contact messages. */
  sendMessage: SendContactMessage;
  /** Copyright year; defaults to the current year. */
  year?: number;
}

export type PublicLayoutProps = ComponentProps<'div'> & PublicLayoutOwnProps;

// Loaded only for a browser that prefers Swahili on an English page: not in every first load.
const SwahiliHint = lazy(() => import('./SwahiliHint').then((module) => ({ default: module.SwahiliHint })));
// Loaded when the visitor first reaches for search (the header's link, `/`, Ctrl+K).
const loadSearchDialog = () => import('../search/SearchDialog');
const SearchDialog = lazy(loadSearchDialog);
const preloadSearchDialog = () => void loadSearchDialog().catch(() => undefined);

/** Every public page: skip link, header, the page (<Outlet/>) in <main>, its Share action, footer. Dark palette. */
export function PublicLayout({ sendMessage, year, className, ...props }: PublicLayoutProps) {
  const texts = usePublicTexts();
  useDocumentTheme('dark');
  const swahiliHint = useSwahiliHintWanted();
  // null until first opened: the dialog's chunk is not loaded before.
  const [searching, setSearching] = useState<boolean | null>(null);
  const openSearch = useCallback(() => setSearching(true), []);
  useSearchShortcut(openSearch);
  // A plain click on the header's search link opens the dialog; one that asks for a new tab or
  // window (or a browser without scripts) follows the link to the search page.
  const onSearchLink = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openSearch();
  };
  return (
    <div className={clsx(styles.layout, className)} data-theme="dark" {...props}>
      <a href="#main-content" className={styles.skip} onClick={skipToContent}>
        {texts.layout.skipToContent}
      </a>
      <Header onSearchLink={onSearchLink} onSearchIntent={preloadSearchDialog} />
      {swahiliHint && (
        <Suspense fallback={null}>
          <SwahiliHint />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PageShare />
      <Footer sendMessage={sendMessage} year={year} />
      {searching !== null && (
        <Suspense fallback={null}>
          <SearchDialog open={searching} onOpenChange={setSearching} />
        </Suspense>
      )}
    </div>
  );
}
