import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Outlet } from 'react-router-dom';
import clsx from 'clsx';
import { SHORT_NAME } from '../../brand';
import type { Role } from '../../domain/accounts';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo/Logo';
import { skipToContent } from '../../ui/skipToContent';
import { useDocumentTheme } from '../../ui/useDocumentTheme';
import { useAdminTexts } from '../texts';
import { Sidebar } from './Sidebar';
import styles from './AdminLayout.module.css';

export interface AdminLayoutOwnProps {
  /** Logs the administrator out (the sidebar's Logout); the layout then goes to '/'. */
  onLogout: () => void;
  /** The admin's role once known, for the sidebar's account links. */
  adminRole?: Role | null;
}

export type AdminLayoutProps = ComponentProps<'div'> & AdminLayoutOwnProps;

/**
 * The back-office shell, light palette: the sidebar beside the screen (<Outlet/>) from 1024 px;
 * below that a top bar whose toggle slides the sidebar in over a scrim. Clicking the scrim,
 * pressing Escape or choosing a link closes it.
 */
export function AdminLayout({ onLogout, adminRole, className, ...props }: AdminLayoutProps) {
  useDocumentTheme('light');
  const T = useAdminTexts().admin;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setSidebarOpen(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && sidebarOpen) {
      close();
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={clsx(styles.layout, className)} data-theme="light" onKeyDown={closeOnEscape} {...props}>
      <a href="#admin-content" className={styles.skip} onClick={skipToContent}>
        {T.layout.skipToContent}
      </a>

      <header className={styles.mobileHeader}>
        <span className={styles.brand}>
          <Logo />
          <span className={styles.name}>{SHORT_NAME}</span>
        </span>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <Icon path="M4 6h16M4 12h16M4 18h16" />
          {T.layout.menu}
        </button>
      </header>

      {/* A pointer convenience only: keyboard users close with Escape or the toggle. */}
      {sidebarOpen && <div className={styles.scrim} data-testid="sidebar-overlay" aria-hidden="true" onClick={close} />}

      <Sidebar id={sidebarId} open={sidebarOpen} onNavigate={close} onLogout={onLogout} adminRole={adminRole} />

      <main id="admin-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
