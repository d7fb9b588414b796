import type { ComponentProps } from 'react';
import { Outlet } from 'react-router-dom';
import clsx from 'clsx';
import type { SendContactMessage } from '../contact/ContactModal';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageShare } from './PageShare';
import { SwahiliHint } from './SwahiliHint';
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

/** Every public page: skip link, header, the page (<Outlet/>) in <main>, its Share action, footer. Dark palette. */
export function PublicLayout({ sendMessage, year, className, ...props }: PublicLayoutProps) {
  const texts = usePublicTexts();
  useDocumentTheme('dark');
  return (
    <div className={clsx(styles.layout, className)} data-theme="dark" {...props}>
      <a href="#main-content" className={styles.skip} onClick={skipToContent}>
        {texts.layout.skipToContent}
      </a>
      <Header />
      <SwahiliHint />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PageShare />
      <Footer sendMessage={sendMessage} year={year} />
    </div>
  );
}
