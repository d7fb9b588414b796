import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import clsx from 'clsx';
import { SHORT_NAME } from '../../brand';
import { paths } from '../../domain/paths';
import { Logo } from '../../ui/Logo/Logo';
import styles from './Header.module.css';
import { PUBLIC_TEXTS } from '../../domain/texts/publicTexts';

/** The public navigation of spec section 2, in its order and spelling. */
export const PUBLIC_NAV_LINKS = [
  { to: paths.home, label: 'HOME' },
  { to: paths.gallery, label: 'GALLERY' },
  { to: paths.calendar, label: 'CALENDAR' },
  { to: paths.book, label: 'BOOKS' },
  { to: paths.chaplaincy, label: 'CHAPLENCY' },
  { to: paths.summit, label: 'SUMMIT' },
] as const;

export type HeaderProps = ComponentProps<'header'>;

/**
 * Site header: the logo and short name (which lead to the admin login, as the spec asks) and the
 * page links, the current one marked with aria-current. Below 1024 px the links fold behind a
 * menu toggle; choosing a link or pressing Escape folds them again.
 */
export function Header({ className, ...props }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      // Focus was inside the folding list; give it back to the toggle that opened it.
      toggleRef.current?.focus();
    }
  };

  return (
    <header className={clsx(styles.header, className)} data-menu-open={menuOpen || undefined} {...props}>
      <div className={styles.bar} onKeyDown={closeOnEscape}>
        <Link to={paths.login} className={styles.brand}>
          <Logo />
          <span className={styles.name}>{SHORT_NAME}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path className={styles.barTop} d="M4 6h16" />
            <path className={styles.barMiddle} d="M4 12h16" />
            <path className={styles.barBottom} d="M4 18h16" />
          </svg>
          <span className={styles.toggleLabel}>{PUBLIC_TEXTS.layout.menu}</span>
        </button>

        <nav className={styles.nav} aria-label={PUBLIC_TEXTS.layout.mainNav}>
          <ul id={listId} className={styles.list} data-open={menuOpen || undefined}>
            {PUBLIC_NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === paths.home} className={styles.link} onClick={() => setMenuOpen(false)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
