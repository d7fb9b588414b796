import { lazy, Suspense, type ComponentProps } from 'react';
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

export interface PublicLayoutOwnProps {
  /** Sends the footer's contact messages. */
  sendMessage: SendContactMessage;
  /** Copyright year; defaults to the current year. */
  year?: number;
}

export type PublicLayoutProps = ComponentProps<'div'> & PublicLayoutOwnProps;

// Loaded only for a browser that prefers Swahili on an English page: not in every first load.
const SwahiliHint = lazy(() => import('./SwahiliHint').then((module) => ({ default: module.SwahiliHint })));

/** Every public page: skip link, header, the page (<Outlet/>) in <main>, its Share action, footer. Dark palette. */
export function PublicLayout({ sendMessage, year, className, ...props }: PublicLayoutProps) {
  const texts = usePublicTexts();
  useDocumentTheme('dark');
  const swahiliHint = useSwahiliHintWanted();
  return (
    <div className={clsx(styles.layout, className)} data-theme="dark" {...props}>
      <a href="#main-content" className={styles.skip} onClick={skipToContent}>
        {texts.layout.skipToContent}
      </a>
      <Header />
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
    </div>
  );
}
