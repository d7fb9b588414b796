import type { ComponentProps } from 'react';
import { Outlet } from 'react-router-dom';
import clsx from 'clsx';
import { SHORT_NAME } from '../../brand';
import type { Role } from '../../features/accounts/rules';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo/Logo';
import { skipToContent } from '../../ui/skipToContent';
import { useDisclosure } from '../../ui/useDisclosure';
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
  const sidebar = useDisclosure();

  return (
    <div className={clsx(styles.layout, className)} data-theme="light" onKeyDown={sidebar.closeOnEscape} {...props}>
      <a href="#admin-content" className={styles.skip} onClick={skipToContent}>
        {T.layout.skipToContent}
      </a>

      <header className={styles.mobileHeader}>
        <span className={styles.brand}>
          <Logo />
          <span className={styles.name}>{SHORT_NAME}</span>
        </span>
        <button {...sidebar.toggleProps} className={styles.toggle}>
          <Icon path="M4 6h16M4 12h16M4 18h16" />
          {T.layout.menu}
        </button>
      </header>

      {/* A pointer convenience only: keyboard users close with Escape or the toggle. */}
      {sidebar.open && <div className={styles.scrim} data-testid="sidebar-overlay" aria-hidden="true" onClick={sidebar.close} />}

      <Sidebar id={sidebar.id} open={sidebar.open} onNavigate={sidebar.close} onLogout={onLogout} adminRole={adminRole} />

      <main id="admin-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
